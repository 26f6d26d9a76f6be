import { expect, test, type Page } from '@playwright/test';
import { catalogue, logIn, uniqueEmail } from './support';

// Markup and script typed by visitors are shown as text and never run: a review (its name and
// comment), a customer's name at checkout (on the admin's order desk), a contact message (in the
// shop's mail as the dev mailbox shows it) and a chat message. The page's Content-Security-Policy
// would block inline script anyway; it is bypassed here so that the rendering alone is under test
// (the policy itself is checked by tests/api/security-headers.test.ts).

test.use({ bypassCSP: true });

const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@aurumatelier.com';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'Atelier-admin-2025';

/** Short enough for a name (reviews allow 80 characters); each payload sets the flag or opens a dialog if it runs. */
const NAME = `<img src=x onerror="window.__pwned='name';alert(1)">`;
const TEXT = `<script>window.__pwned='script';alert(2)</script><img src=x onerror="window.__pwned='img';alert(3)"><svg onload="window.__pwned='svg'"></svg><b>bold</b>`;

/** Records any dialog a payload might open (and dismisses it so the page goes on). */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing ran: no dialog, no flag, and no element the payloads would have created. */
async function expectNothingRan(page: Page, dialogs: string[]) {
  // Give an onerror handler (a failed image load) time to fire if the markup had become elements.
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"], svg[onload], b:text-is("bold")').count()).toBe(0);
}

test('control: the watch does catch a payload that is allowed to run', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await page.goto('/');
  await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), NAME);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBe('name');
  expect(dialogs).toEqual(['1']);
});

test('a review’s name and comment holding markup are shown as text on the product page', async ({ page, request }) => {
  const [design] = await catalogue(request, 1);
  const posted = await request.post('/api/reviews', { data: { designId: design.id, userName: NAME, rating: 4, comment: TEXT } });
  expect(posted.ok()).toBe(true);

  const dialogs = watchDialogs(page);
  await page.goto(`/product/${design.id}`);
  const review = page.getByTestId('review').filter({ hasText: NAME });
  await expect(review.getByTestId('review-name')).toHaveText(NAME);
  await expect(review.getByTestId('review-comment')).toHaveText(TEXT);
  await expectNothingRan(page, dialogs);
});

test('a customer’s name holding markup is shown as text on the admin’s order desk', async ({ page, request }) => {
  test.slow(); // a payment and an admin sign-in before the page under test
  const [design] = await catalogue(request, 1);
  const intent = await (await request.post('/api/create-payment-intent', {
    data: { metadata: { cartItems: JSON.stringify([{ designId: design.id, quantity: 1 }]), customerEmail: uniqueEmail('markup'), customerName: NAME } },
  })).json();
  const confirmed = await request.post('/api/payments/test/confirm', {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
      billing_details: { name: NAME, email: 'markup@example.com', address: { line1: TEXT.slice(0, 150), city: 'Madison', state: 'WI', postal_code: '53703', country: 'US' } },
    },
  });
  expect(confirmed.ok()).toBe(true);
  const verified = await (await request.get(`/api/orders/verify-payment-intent/${intent.paymentIntentId}`)).json();

  const dialogs = watchDialogs(page);
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/admin/orders');
  await page.getByTestId('admin-search').fill(`${verified.orderNumber}-1`);
  const row = page.getByTestId('admin-order-row').filter({ hasText: `${verified.orderNumber}-1` });
  await expect(row).toContainText(NAME);
  await expectNothingRan(page, dialogs);
});

test('a contact message holding markup is shown as text in the shop’s mail (dev mailbox)', async ({ page, request }) => {
  const sender = uniqueEmail('markup-contact');
  const sent = await request.post('/api/contact', { multipart: { name: NAME, email: sender, subject: TEXT.slice(0, 150), message: TEXT } });
  expect(sent.ok()).toBe(true);

  const dialogs = watchDialogs(page);
  const inbox = await (await request.get('/dev/mailbox/messages.json')).json() as { id: string; kind: string; text: string }[];
  const notification = inbox.find((m) => m.kind === 'contact-notification' && m.text.includes(sender));
  expect(notification, 'the shop inbox mail for this message').toBeTruthy();

  await page.goto('/dev/mailbox');
  await expect(page.getByRole('link', { name: NAME, exact: false }).first()).toBeVisible();
  await expectNothingRan(page, dialogs);

  await page.goto(`/dev/mailbox/${notification!.id}`);
  // The page's own heading (the subject) and the mail's heading both carry the name.
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(NAME);
  for (const heading of await page.getByRole('heading', { level: 1 }).all()) await expect(heading).toContainText(NAME);
  await expect(page.locator('.mail')).toContainText(TEXT);
  await expect(page.locator('pre')).toContainText(TEXT);
  await expectNothingRan(page, dialogs);
});

test('a chat message holding markup is shown as text in the conversation', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open Aurum Atelier Chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Aurum Atelier Chat' });
  await chat.getByRole('textbox', { name: 'Your message' }).fill(TEXT);
  await chat.getByRole('button', { name: 'Send message' }).click();
  const log = chat.getByRole('log');
  await expect(log).toContainText(TEXT);
  // The assistant has answered (a second message after the question) before anything is judged.
  await expect(log.getByRole('listitem')).toHaveCount(3, { timeout: 15_000 });
  await expectNothingRan(page, dialogs);

  // Kept across a reload (sessionStorage), and still text when drawn again.
  await page.reload();
  await page.getByRole('button', { name: 'Open Aurum Atelier Chat' }).click();
  await expect(chat.getByRole('log')).toContainText(TEXT);
  await expectNothingRan(page, dialogs);
});
