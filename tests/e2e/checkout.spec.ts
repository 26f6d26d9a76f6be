import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { catalogue, confirmedAccount, dollars, fillBilling, fillCard, logIn, uniqueEmail, type MailMessage, addToBag } from './support';

// Checkout, payments and orders (issue 8, spec 02 'Checkout', 'Checkout success', 'My Orders',
// 'Admin Orders'): a guest pays with the test processor's 4242 card and opens the receipt; a declined
// card shows the processor's message; a member pays and finds the order in My Orders; the admin
// finds it on the desk by its number, ships it with UPS, and the member then sees the tracking.
// Issue 21: one order number everywhere (the desk alone numbers the pieces), a guest follows the
// order from its mailed page link, and a shipped order's production toggle is final.

const SHOTS = '/tmp/shots/checkout';
// The administrator the e2e server's first start creates (playwright.config.ts: ADMIN_EMAIL / ADMIN_PASSWORD).
const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@aurumatelier.com';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'Atelier-admin-2025';
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

mkdirSync(SHOTS, { recursive: true });
// Screenshots without the rise-in animations half way through.
test.use({ reducedMotion: 'reduce' });


/** Pays and answers the checkout's order number and payment id from the completion screen. */
async function payAndComplete(page: Page, who: 'guest' | 'member'): Promise<{ orderNumber: string; paymentIntentId: string }> {
  const verified = page.waitForResponse((res) => res.url().includes('/api/orders/verify-payment-intent/'));
  await page.getByTestId('complete-order').click();
  const response = await verified;
  expect(response.ok()).toBe(true);
  const paymentIntentId = decodeURIComponent(new URL(response.url()).pathname.split('/').pop() ?? '');
  await expect(page.getByRole('heading', { name: 'Order Complete!' })).toBeVisible({ timeout: 15_000 });
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^AU-\d+$/);
  await expect(page.getByText('Thank you for your order. You will receive a confirmation email shortly.', { exact: true })).toBeVisible();
  await expect(page.getByText('Payment Successful!', { exact: true })).toBeVisible();
  await expect(page.getByText(`Your order ${orderNumber} has been placed successfully.`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/collections');
  // A member's View Orders is My Orders; a guest has none, and is told how to follow the order instead.
  if (who === 'member') await expect(page.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/orders');
  else await expect(page.getByRole('button', { name: 'View Orders' })).toHaveAttribute('aria-expanded', 'false');
  return { orderNumber, paymentIntentId };
}

/** The newest link to an order's own page mailed to `email` (the dev mailbox, retried while the mail is written). */
async function orderPageLink(request: APIRequestContext, email: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/mailbox/messages.json?to=${encodeURIComponent(email)}`);
      const messages = res.ok() ? ((await res.json()) as MailMessage[]) : [];
      const link = messages.flatMap((m) => m.links).find((href) => new URL(href).pathname.startsWith('/orders/track/'));
      found = link ? new URL(link).pathname : '';
      return found;
    }, { timeout: 20_000, intervals: [250, 500, 1000] })
    .not.toBe('');
  return found;
}

async function shoot(page: Page, name: string, fullPage = true) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

test.describe('checkout and orders', () => {
  test('the empty checkout sends the visitor to the collections', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByText('Your cart is empty. Add some items before proceeding to checkout.', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Collections' })).toHaveAttribute('href', '/collections');
    await page.goto('/checkout/success');
    await expect(page.getByRole('heading', { name: 'Invalid Session' })).toBeVisible();
    await expect(page.getByText('No payment session found.', { exact: true })).toBeVisible();
    await page.goto('/checkout/success?session_id=pi_doesnotexist');
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(page.getByText("We couldn't verify your payment. Please contact support if you were charged.", { exact: true })).toBeVisible();
  });

  test('in test mode the checkout loads no Stripe.js and logs no console error', async ({ page, request }) => {
    // Issue 21, point 11: Stripe.js was injected by its package's import and refused by the page's own policy.
    const errors: string[] = [];
    const stripe: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (req) => {
      if (new URL(req.url()).hostname.endsWith('stripe.com')) stripe.push(req.url());
    });
    const [design] = await catalogue(request, 1);
    await addToBag(page, design);
    await page.goto('/checkout', { waitUntil: 'networkidle' });
    await expect(page.getByTestId('card-field')).toHaveAttribute('data-provider', 'test');
    await expect(page.getByTestId('checkout-form').getByLabel('Card Number', { exact: true })).toBeVisible();
    await expect(page.locator('script[src*="stripe.com"]')).toHaveCount(0);
    expect(stripe).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a guest pays with the test card, is told of a decline first, and opens the receipt', async ({ page, request }) => {
    test.setTimeout(120_000);
    const [design] = await catalogue(request, 1);
    await addToBag(page, design);

    await page.goto('/checkout');
    await expect(page.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
    const summary = page.getByTestId('checkout-summary');
    await expect(summary.getByTestId('checkout-line-name')).toHaveText(design.name);
    await expect(summary.getByTestId('checkout-line-material')).toHaveText('14k Solid Gold');
    await expect(summary.getByTestId('checkout-line-total')).toHaveText(dollars(design.price));
    await expect(summary.getByTestId('checkout-subtotal')).toHaveText(dollars(design.price));
    await expect(summary.getByTestId('checkout-shipping')).toHaveText('Free');
    await expect(summary.getByTestId('checkout-tax')).toHaveText('$0');
    await expect(summary.getByTestId('checkout-total')).toHaveText(dollars(design.price));
    await expect(page.getByTestId('test-mode-notice')).toContainText('4242 4242 4242 4242');
    await expect(page.getByText('Your payment information is secure and encrypted. We never store your card details.', { exact: true })).toBeVisible();
    await expect(page.getByTestId('billing-country')).toHaveValue('United States');
    await expect(page.getByTestId('billing-country')).toHaveAttribute('readonly', '');

    // Required fields and the email format are checked before anything is sent.
    const intents: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/create-payment-intent')) intents.push(req.url());
    });
    const submit = page.getByRole('button', { name: `Complete Order - ${dollars(design.price)}` });
    await submit.click();
    await expect(page.getByTestId('billing-form').getByText('This field is required').first()).toBeVisible();
    await fillBilling(page, 'not-an-email', 'Grace Guest');
    await submit.click();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    expect(intents).toHaveLength(0);

    // A declined card: the processor's message in the destructive toast; nothing is ordered.
    const email = uniqueEmail('grace');
    await fillBilling(page, email, 'Grace Guest');
    await fillCard(page, DECLINED_CARD);
    await submit.click();
    await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Your card was declined.', { exact: true })).toBeVisible();
    await expect(page.getByTestId('checkout-line-name')).toHaveText(design.name);

    // The good card.
    await fillCard(page, GOOD_CARD);
    await expect(page.getByText('Payment Failed', { exact: true })).toBeHidden({ timeout: 10_000 });
    await shoot(page, 'checkout-filled');
    const { orderNumber, paymentIntentId } = await payAndComplete(page, 'guest');
    expect(paymentIntentId).toMatch(/^pi_/);
    await shoot(page, 'order-complete', false);

    // View Orders, for a guest: the order's own page is linked from its mails, and the links can be sent again.
    await page.getByRole('button', { name: 'View Orders' }).click();
    const guest = page.getByTestId('guest-orders');
    await expect(guest.getByRole('heading', { name: 'Follow Your Order' })).toBeFocused();
    await expect(guest.getByLabel('Email', { exact: true })).toHaveValue(email);
    await guest.getByRole('button', { name: 'Send the Links' }).click();
    await expect(guest.getByTestId('order-links-sent')).toHaveText('If we have orders for this address, their links are on their way. Please check your inbox.');
    await expect(page).toHaveURL(/\/checkout$/);
    await shoot(page, 'order-complete-guest', false);

    // The mailed link opens the order's page: its one number, the piece and its status, nothing personal.
    await page.goto(await orderPageLink(request, email));
    const tracked = page.getByTestId('tracked-order');
    await expect(tracked.getByTestId('order-number')).toHaveText(orderNumber);
    await expect(tracked.getByTestId('order-name')).toHaveText(design.name);
    await expect(tracked.getByTestId('order-material')).toHaveText('14k Solid Gold');
    await expect(tracked.getByTestId('status-badge')).toHaveText('Pending');
    await expect(page.locator('body')).not.toContainText(email);
    await expect(page.locator('body')).not.toContainText('Goldsmith Lane');
    await shoot(page, 'order-tracking');
    // A link that does not verify says so, and offers to send the links again.
    await page.goto(`/orders/track/${orderNumber}-${'A'.repeat(32)}`);
    await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
    await expect(page.getByTestId('order-links-form')).toBeVisible();
    // The bag is empty now, in this browser too.
    expect(await page.evaluate(() => localStorage.getItem('aurum-guest-bag'))).toBeNull();
    await page.goto('/checkout');
    await expect(page.getByText('Your cart is empty. Add some items before proceeding to checkout.', { exact: true })).toBeVisible();

    // The receipt for that payment.
    await page.goto(`/checkout/success?session_id=${encodeURIComponent(paymentIntentId)}`);
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('receipt-design')).toHaveText(design.name);
    // The receipt's number is the one the completion screen showed, not a piece's line number.
    await expect(page.getByTestId('receipt-order-number')).toHaveText(orderNumber);
    await expect(page.getByTestId('receipt-material')).toHaveText('14k Solid Gold');
    await expect(page.getByTestId('receipt-quantity')).toHaveText('1');
    await expect(page.getByTestId('receipt-total')).toHaveText(dollars(design.price));
    await shoot(page, 'receipt');
  });

  test('a member pays for two pieces, sees one order; the admin ships a piece; the member sees the tracking', async ({ page, request, browser }) => {
    test.setTimeout(180_000);
    const [, design, second] = await catalogue(request, 3);
    const email = uniqueEmail('ada');
    await confirmedAccount(request, email);
    await logIn(page, email);

    // No orders yet.
    await page.goto('/orders');
    await expect(page.getByText('No Orders Yet', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Collections' })).toHaveAttribute('href', '/collections');

    await addToBag(page, design);
    await addToBag(page, second);
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-line-name')).toHaveCount(2);
    // The member's address is offered in the email field.
    await expect(page.getByTestId('checkout-form').getByLabel('Email', { exact: true })).toHaveValue(email);
    await fillBilling(page, email, 'Ada Member');
    await fillCard(page, GOOD_CARD);
    const { orderNumber } = await payAndComplete(page, 'member');

    // My Orders: the one number of the completion screen, the two pieces under it.
    await page.getByRole('link', { name: 'View Orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('order-number')).toHaveText(orderNumber);
    await expect(card).not.toContainText(`${orderNumber}-`);
    await expect(card.getByTestId('order-pieces')).toHaveText(`2 pieces · ${dollars(design.price + second.price)}`);
    await expect(card.getByTestId('order-piece')).toHaveCount(2);
    const piece = card.getByTestId('order-piece').filter({ hasText: design.name });
    await expect(piece.getByTestId('order-name')).toHaveText(design.name);
    await expect(piece.getByTestId('order-material')).toHaveText('14k Solid Gold');
    await expect(piece.getByTestId('order-quantity')).toHaveText('1');
    await expect(piece.getByTestId('order-total')).toHaveText(dollars(design.price));
    await expect(piece.getByTestId('status-badge')).toHaveAttribute('data-tone', 'amber');
    await expect(piece.getByRole('link', { name: 'View Product' })).toHaveAttribute('href', `/product/${design.id}`);
    await expect(piece.getByTestId('track-package')).toHaveCount(0);

    // A customer is sent home from the admin area (issue 27): none of its pages is theirs.
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('admin-nav')).toHaveCount(0);

    // The admin finds the order's pieces by its number (the desk numbers each piece) and ships one.
    const admin = await newPage(browser);
    await logIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.goto('/admin/orders');
    await expect(admin.getByRole('heading', { name: 'Admin Orders' })).toBeVisible();
    await expect(admin.getByTestId('all-orders')).toHaveText(/^All Orders \(\d+\)$/);
    for (const column of ['Order Number', 'Customer', 'Product', 'Material', 'Total', 'Status', 'Shipping', 'Notes', 'Actions']) {
      await expect(admin.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await admin.getByTestId('admin-search').fill('no-such-order-zzz');
    await expect(admin.getByText('No orders match your search', { exact: true })).toBeVisible();
    await admin.getByTestId('admin-search').fill(orderNumber);
    await expect(admin.getByTestId('found-orders')).toHaveText('Found 2 order(s)');
    const row = admin.getByTestId('admin-order-row').filter({ hasText: design.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(email);
    const line = (await row.getByTestId('admin-order-number').textContent())?.trim() ?? '';
    expect(line).toMatch(new RegExp(`^${orderNumber}-[12]$`));

    // The production toggle: pending → in production.
    const toggle = row.getByRole('switch', { name: `In production ${line}` });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(admin.getByText('Status updated', { exact: true })).toBeVisible();
    await expect(row.getByTestId('status-badge')).toHaveText('In Production');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    // The notes edit.
    await row.getByRole('button', { name: `Add note for ${line}` }).click();
    await admin.getByRole('dialog').getByRole('textbox').fill('Engrave the initials A.M. on the back.');
    await admin.getByRole('dialog').getByRole('button', { name: 'Save Notes' }).click();
    await expect(admin.getByText('Notes updated', { exact: true })).toBeVisible();
    await expect(row.getByTestId('admin-order-notes')).toHaveText('Engrave the initials A.M. on the back.');

    // The shipping form is not sent while a field is missing.
    const tracking = `1Z${Date.now()}`;
    await row.getByRole('button', { name: `Ship ${line}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save and Notify' }).click();
    await expect(dialog.getByText('Please select a carrier (USPS, UPS, FedEx or DHL)', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Please enter a tracking number', { exact: true })).toBeVisible();
    await dialog.getByLabel('Carrier').selectOption('UPS');
    await dialog.getByLabel('Tracking Number').fill(tracking);
    await dialog.getByRole('button', { name: 'Save and Notify' }).click();
    await expect(admin.getByText('Shipping info updated', { exact: true })).toBeVisible();
    await expect(admin.getByText('Customer has been notified via email', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('admin-order-shipping')).toContainText('UPS');
    await expect(row.getByTestId('admin-order-shipping')).toContainText(tracking);
    await expect(row.getByTestId('status-badge')).toHaveText('Shipped');

    // Shipped: the production toggle is final, and says why; the tracking number stays correctable.
    await expect(toggle).toBeDisabled();
    await expect(row.getByTestId('production-locked')).toHaveText('Shipped: production is final');
    await expect(toggle).toHaveAttribute('aria-describedby', (await row.getByTestId('production-locked').getAttribute('id'))!);
    await expect(row.getByRole('button', { name: `Update ${line}` })).toBeEnabled();
    await admin.getByTestId('admin-search').fill('');
    await expect(admin.getByTestId('found-orders')).toBeHidden();
    await shoot(admin, 'admin-orders');
    await admin.context().close();

    // The member sees the tracking on that piece, still under the one number.
    await page.goto('/orders');
    const shipped = page.getByTestId('order-card').filter({ hasText: orderNumber }).getByTestId('order-piece').filter({ hasText: design.name });
    await expect(shipped.getByTestId('order-tracking')).toContainText('UPS');
    await expect(shipped.getByTestId('order-tracking-number')).toHaveText(tracking);
    await expect(shipped.getByTestId('status-badge')).toHaveAttribute('data-tone', 'blue');
    const track = shipped.getByTestId('track-package');
    await expect(track).toHaveAttribute('target', '_blank');
    await expect(track).toHaveAttribute('href', new RegExp(encodeURIComponent(tracking)));
    await shoot(page, 'orders');

    // Signed out, My Orders goes home.
    await page.evaluate(() => localStorage.removeItem('sb-auth-token'));
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/$/);
  });
});
