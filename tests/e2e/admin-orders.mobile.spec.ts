import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminOpens, catalogue, noSidewaysScroll, reachable, uniqueEmail } from './support';

// The order desk on a phone (issue 21, point 16; runs as Pixel 7): a card per order instead of a
// nine-column table, nothing scrolls sideways, and every action of an order is within reach.
// Screenshots at 390 and 1440 px in /tmp/shots/admin-orders.

const SHOTS = '/tmp/shots/admin-orders';
mkdirSync(SHOTS, { recursive: true });
test.use({ reducedMotion: 'reduce' });

/** A paid order through the API (the built-in test processor): answers its number. */
async function paidOrder(request: APIRequestContext, designId: string, email: string): Promise<string> {
  const items = JSON.stringify([{ designId, quantity: 1, customizations: { material: '14k-gold' } }]);
  const intent = await (await request.post('/api/create-payment-intent', { data: { metadata: { cartItems: items, customerEmail: email, customerName: 'Philippa Longname-Fairweather' } } })).json();
  const billing = { name: 'Philippa Longname-Fairweather', email, address: { line1: '1 Bench Row', city: 'Portland', state: 'OR', postal_code: '97205', country: 'US' } };
  const confirmed = await request.post('/api/payments/test/confirm', { data: { clientSecret: intent.clientSecret, card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }, billing_details: billing } });
  expect(confirmed.ok()).toBe(true);
  const verified = await request.get(`/api/orders/verify-payment-intent/${intent.paymentIntentId}`);
  expect(verified.ok()).toBe(true);
  return ((await verified.json()) as { orderNumber: string }).orderNumber;
}

test('the order desk fits a phone and every action of an order is within reach', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const [design] = await catalogue(request, 1);
  const email = uniqueEmail('philippa.longaddress.for.the.desk');
  const number = await paidOrder(request, design.id, email);
  const line = `${number}-1`;

  // Signed in from the desk's own sign-in button (a login then lands on the collections), back to the desk.
  await adminOpens(page, '/admin/orders');
  await expect(page.getByRole('heading', { name: 'Admin Orders' })).toBeVisible();
  await expect(page.getByTestId('admin-order-row').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await noSidewaysScroll(page);

  await page.getByTestId('admin-search').fill(line);
  await expect(page.getByTestId('found-orders')).toHaveText('Found 1 order(s)');
  const card = page.getByTestId('admin-order-row').filter({ hasText: line });
  await expect(card).toContainText(email);
  await expect(card).toContainText(design.name);
  await expect(card.getByTestId('admin-order-shipping')).toHaveText('Not shipped');
  await noSidewaysScroll(page);

  const toggle = card.getByRole('switch', { name: `In production ${line}` });
  const ship = card.getByRole('button', { name: `Ship ${line}` });
  const note = card.getByRole('button', { name: `Add note for ${line}` });
  for (const target of [toggle, ship, note]) await reachable(page, target);

  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/desk-390.png`, fullPage: true });

  // Each action works from the card.
  await toggle.click();
  await expect(page.getByText('Status updated', { exact: true })).toBeVisible();
  await expect(card.getByTestId('status-badge')).toHaveText('In Production');
  await note.click();
  await page.getByRole('dialog').getByRole('textbox').fill('Rush: anniversary on Friday.');
  await page.getByRole('dialog').getByRole('button', { name: 'Save Notes' }).click();
  await expect(card.getByTestId('admin-order-notes')).toHaveText('Rush: anniversary on Friday.');
  await ship.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Carrier').selectOption('USPS');
  await dialog.getByLabel('Tracking Number').fill('9400 1000 0000 0000 0000 00');
  await dialog.getByRole('button', { name: 'Save and Notify' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('status-badge')).toHaveText('Shipped');
  // Shipped: the toggle is final and says why, the tracking number stays correctable.
  await expect(toggle).toBeDisabled();
  await expect(card.getByTestId('production-locked')).toBeVisible();
  await reachable(page, card.getByRole('button', { name: `Update ${line}` }));
  await noSidewaysScroll(page);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/desk-shipped-390.png` });

  // The same desk on a wide screen is the table.
  const stored = await page.evaluate(() => localStorage.getItem('sb-auth-token'));
  const wide = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  await wide.addInitScript((session) => localStorage.setItem('sb-auth-token', session!), stored);
  const desk = await wide.newPage();
  await desk.goto('/admin/orders');
  await expect(desk.getByRole('table')).toBeVisible();
  await desk.getByTestId('admin-search').fill(number);
  await expect(desk.getByTestId('found-orders')).toHaveText('Found 1 order(s)');
  await noSidewaysScroll(desk);
  await desk.screenshot({ path: `${SHOTS}/desk-1440.png`, fullPage: true });
  await wide.close();
});
