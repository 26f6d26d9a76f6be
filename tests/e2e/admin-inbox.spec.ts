import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, catalogue, dollars, fillBilling, fillCard, logIn, mailedLink, shootAtWidths, uniqueEmail } from './support';

// Issue 27, point 2 (docs/inbox.md): a visitor asks for a quote from a product page; the admin finds
// it in the inbox by searching, opens it and answers with a price; the customer gets the mail, opens
// its link and pays with the test card; the order is on the order desk. Screenshots of the inbox and
// the item at 390 and 1440 px in /tmp/shots/inbox.

const SHOTS = '/tmp/shots/inbox';

mkdirSync(SHOTS, { recursive: true });
test.use({ reducedMotion: 'reduce' });

test('a quote from a product page is answered with a price from the inbox, paid through its link, and its order is on the desk', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const [design] = await catalogue(request, 1);
  const customer = uniqueEmail('inbox-quote');
  const price = 1234;

  // The visitor asks for a quote from the piece's page, in silver.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/product/${design.id}`);
  await expect(visitor.getByTestId('product-name')).toHaveText(design.name);
  await visitor.getByRole('radio', { name: '.925 Silver' }).click();
  await visitor.getByTestId('product-quote').click();
  const dialog = visitor.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Get Custom Quote' })).toBeVisible();
  await expect(dialog.getByTestId('quote-design')).toContainText(design.name);
  await expect(dialog.getByTestId('quote-design')).toContainText('.925 Sterling Silver');
  await dialog.getByLabel('Full Name').fill('Ines Okafor');
  await dialog.getByLabel('Email').fill(customer);
  await dialog.getByLabel('Budget Range').selectOption({ label: '$1,000 - $2,500' });
  await dialog.getByLabel('Size').selectOption({ label: 'Medium (15-25mm)' });
  await dialog.getByLabel('Special Requests').fill('Could it be <b>a little</b> larger, with our date on the back?');
  await dialog.getByRole('button', { name: 'Request a Quote' }).click();
  await expect(visitor.getByText('Request Confirmed', { exact: true })).toBeVisible();

  // The admin finds it in the inbox by the customer's address and opens it.
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  await admin.goto('/admin/orders');
  await admin.getByTestId('admin-nav').getByRole('link', { name: 'Inbox' }).click();
  await expect(admin).toHaveURL(/\/admin\/inbox$/);
  await expect(admin.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await admin.getByTestId('inbox-search').fill(customer);
  await expect(admin.getByTestId('inbox-found')).toHaveText('Found 1 item');
  const row = admin.getByTestId('inbox-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('inbox-kind')).toHaveText('Quote');
  await expect(row.getByTestId('inbox-status')).toHaveText('New');
  // The customer's words are text, never markup.
  await expect(row.getByTestId('inbox-row-preview')).toHaveText('Could it be <b>a little</b> larger, with our date on the back?');
  await shootAtWidths(admin, SHOTS, 'inbox-list');
  await row.click();
  await expect(admin).toHaveURL(/\/admin\/inbox\/[0-9a-f-]{36}$/);
  const itemUrl = admin.url();
  await expect(admin.getByTestId('inbox-item-name')).toHaveText('Ines Okafor');
  const sent = admin.getByTestId('inbox-sent');
  await expect(sent.getByTestId('sent-design')).toContainText(design.name);
  await expect(sent.getByTestId('sent-design').getByRole('img', { name: design.name })).toBeVisible();
  await expect(sent).toContainText('$1,000 - $2,500');

  // It answers with a price in silver.
  const offer = admin.getByTestId('offer-form');
  await offer.getByLabel('Price ($)').fill(String(price));
  await offer.getByLabel('Metal').selectOption('sterling-silver');
  await offer.getByLabel(/Note to the customer/).fill('Thank you for your patience. Yes, a little larger is no trouble.');
  await admin.getByTestId('send-offer').click();
  await expect(admin.getByText('Offer sent', { exact: true })).toBeVisible();
  await expect(admin.getByTestId('offers').getByTestId('offer-line')).toHaveAttribute('data-state', 'open');
  await expect(admin.getByTestId('thread-message')).toContainText(`${dollars(price)} · .925 Sterling Silver`);
  await expect(admin.getByTestId('inbox-item-name').locator('..').getByTestId('inbox-status')).toHaveText('Answered');
  // The change is in the item's history, with who made it.
  await admin.getByTestId('action-history').locator('summary').click();
  await expect(admin.getByTestId('action-history-entries')).toContainText('Offered a price');
  await expect(admin.getByTestId('action-history-entries')).toContainText(`by ${ADMIN_EMAIL}`);
  await shootAtWidths(admin, SHOTS, 'inbox-item');

  // The customer gets the mail and pays through its link, as a guest.
  const link = await mailedLink(request, customer, '/checkout');
  expect(link).toMatch(/^\/checkout\?offer=[A-Za-z0-9_-]{43}$/);
  const buyer = await (await browser.newContext()).newPage();
  await buyer.goto(link);
  await expect(buyer.getByTestId('checkout-line-name')).toHaveText(design.name);
  await expect(buyer.getByTestId('checkout-line-material')).toHaveText('.925 Sterling Silver');
  await expect(buyer.getByTestId('checkout-total')).toContainText(dollars(price));
  await expect(buyer.getByTestId('offer-note')).toContainText(`Quoted for you at ${dollars(price)}`);
  await shootAtWidths(buyer, SHOTS, 'offer-checkout');
  await fillBilling(buyer, customer, 'Ines Okafor');
  await fillCard(buyer, '4242 4242 4242 4242');
  await buyer.getByRole('button', { name: `Complete Order - ${dollars(price)}` }).click();
  await expect(buyer.getByRole('heading', { name: 'Order Complete!' })).toBeVisible({ timeout: 20_000 });
  // Its link is spent.
  await buyer.goto(link);
  await expect(buyer.getByTestId('offer-problem')).toContainText('This offer has already been paid.');

  // The order is on the desk, at the offered price; the offer on the item says it was paid.
  await admin.goto('/admin/orders');
  await admin.getByTestId('admin-search').fill(customer);
  await expect(admin.getByTestId('found-orders')).toHaveText(/Found 1 order/);
  await expect(admin.getByTestId('admin-orders')).toContainText(design.name);
  await expect(admin.getByTestId('admin-orders')).toContainText(dollars(price));
  await admin.goto(itemUrl);
  await expect(admin.getByTestId('offers').getByTestId('offer-line')).toHaveAttribute('data-state', 'paid');
});
