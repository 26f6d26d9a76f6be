import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Browser, type Download, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { catalogue, confirmedAccount, fillBilling, fillCard, logIn, mailedLink, uniqueEmail, addToBag } from './support';

// The made-to-order timeline and the order's documents (issue 26, points 3 and 4): a member pays,
// sees the timeline in My Orders and downloads the receipt; the admin puts the piece in production,
// ships it and marks it delivered on the desk, and fetches its packing slip and the caster's STL and
// 3MF (issue 25, point 5); the member then sees every step reached and downloads the certificate;
// the order's own page (the mailed link) shows the same timeline with its downloads. Screenshots at
// 390 and 1440 px in /tmp/shots/order-timeline.

const SHOTS = '/tmp/shots/order-timeline';
const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@aurumatelier.com';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'Atelier-admin-2025';

mkdirSync(SHOTS, { recursive: true });
test.use({ reducedMotion: 'reduce' });


/** A downloaded PDF's text, white space folded. */
async function downloadedText(download: Download): Promise<string> {
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

test('a member follows the timeline and downloads the receipt; the desk ships and delivers; the certificate follows', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const [, , , design] = await catalogue(request, 4);
  const email = uniqueEmail('timeline');
  await confirmedAccount(request, email);
  await logIn(page, email);

  await addToBag(page, design);
  await page.goto('/checkout');
  await fillBilling(page, email, 'Tess Timeline');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('complete-order').click();
  await expect(page.getByRole('heading', { name: 'Order Complete!' })).toBeVisible({ timeout: 15_000 });
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^AU-\d+$/);

  // My Orders: Paid today, the rest to come, and the 4-6 week estimate.
  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
  const timeline = card.getByTestId('order-timeline');
  await expect(timeline.getByTestId('timeline-step')).toHaveText([/^Paid\w{3} \d+, \d{4}/, /^In production/, /^Shipped/, /^Delivered/]);
  await expect(timeline.locator('[data-reached="true"]')).toHaveCount(1);
  await expect(timeline.locator('[aria-current="step"]')).toHaveAttribute('data-step', 'paid');
  await expect(timeline.getByTestId('timeline-estimate')).toContainText(/Estimated to ship between \w{3} \d+, \d{4} and \w{3} \d+, \d{4}/);
  await expect(card.getByTestId('download-certificate')).toHaveCount(0);
  await shoot(page, 'orders-paid');

  // The receipt, fetched with the member's session and saved as a file.
  const [receipt] = await Promise.all([page.waitForEvent('download'), card.getByTestId('download-receipt').click()]);
  expect(receipt.suggestedFilename()).toBe(`aurum-atelier-receipt-${orderNumber}.pdf`);
  const receiptText = await downloadedText(receipt);
  for (const words of ['Receipt', orderNumber, design.name, '14k Solid Gold', 'Total charged', 'Paid in full by card']) expect(receiptText).toContain(words);

  // The desk: in production, shipped, its packing slip, then delivered.
  const admin = await newPage(browser);
  await logIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  await admin.goto('/admin/orders');
  await admin.getByTestId('admin-search').fill(orderNumber);
  await expect(admin.getByTestId('found-orders')).toHaveText('Found 1 order(s)');
  const row = admin.getByTestId('admin-order-row').filter({ hasText: orderNumber });
  const line = `${orderNumber}-1`;
  await row.getByRole('switch', { name: `In production ${line}` }).click();
  await expect(row.getByTestId('status-badge')).toHaveText('In Production');
  await expect(row.getByTestId('mark-delivered')).toHaveCount(0);
  await row.getByRole('button', { name: `Ship ${line}` }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Carrier').selectOption('UPS');
  await dialog.getByLabel('Tracking Number').fill(`1Z${Date.now()}`);
  await dialog.getByRole('button', { name: 'Save and Notify' }).click();
  await expect(row.getByTestId('status-badge')).toHaveText('Shipped');

  const [slip] = await Promise.all([admin.waitForEvent('download'), row.getByTestId('packing-slip').click()]);
  expect(slip.suggestedFilename()).toBe(`aurum-atelier-packing-slip-${orderNumber}.pdf`);
  const slipText = await downloadedText(slip);
  expect(slipText).toContain('Packing Slip');
  expect(slipText).toContain('12 Goldsmith Lane');
  expect(slipText).not.toMatch(/\$\d/);

  // The caster's files of the piece (issue 25, point 5): a binary STL (80-byte header, triangle count,
  // 50 bytes a triangle) and a 3MF package, named for the line.
  const [stl] = await Promise.all([admin.waitForEvent('download'), row.getByRole('button', { name: 'STL model' }).click()]);
  expect(stl.suggestedFilename()).toBe(`aurum-atelier-model-${line}.stl`);
  const stlBytes = readFileSync(await stl.path());
  const triangles = stlBytes.readUInt32LE(80);
  expect(triangles).toBeGreaterThan(100);
  expect(stlBytes.length).toBe(84 + 50 * triangles);
  const [threeMf] = await Promise.all([admin.waitForEvent('download'), row.getByTestId('model-3mf').click()]);
  expect(threeMf.suggestedFilename()).toBe(`aurum-atelier-model-${line}.3mf`);
  expect(readFileSync(await threeMf.path()).subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');

  // The member sees it shipped before it is delivered: the certificate is ready, the estimate gone.
  await page.reload();
  await expect(timeline.locator('[aria-current="step"]')).toHaveAttribute('data-step', 'shipped');
  await expect(timeline.getByTestId('timeline-estimate')).toHaveCount(0);
  await expect(card.getByTestId('download-certificate')).toBeVisible();

  await row.getByRole('button', { name: `Mark delivered ${line}` }).click();
  await expect(admin.getByText('Marked delivered', { exact: true })).toBeVisible();
  await expect(row.getByTestId('status-badge')).toHaveText('Delivered');
  await expect(row.getByTestId('admin-order-delivered')).toContainText('Delivered');
  await expect(row.getByTestId('mark-delivered')).toHaveCount(0);
  await shoot(admin, 'desk-delivered');
  await admin.context().close();

  // Every step reached, each with its date; the certificate of authenticity.
  await page.reload();
  await expect(timeline.locator('[data-reached="true"]')).toHaveCount(4);
  await expect(timeline.locator('[aria-current="step"]')).toHaveAttribute('data-step', 'delivered');
  for (const date of await timeline.getByTestId('timeline-date').allTextContents()) expect(date).toMatch(/^\w{3} \d+, \d{4}$/);
  const [certificate] = await Promise.all([page.waitForEvent('download'), card.getByTestId('download-certificate').click()]);
  expect(certificate.suggestedFilename()).toBe(`aurum-atelier-certificate-${orderNumber}-1.pdf`);
  const certificateText = await downloadedText(certificate);
  for (const words of ['Certificate of Authenticity', design.name, '14k Solid Gold', '585', `${orderNumber}-1`]) expect(certificateText).toContain(words);
  await shoot(page, 'orders-delivered');

  // The order's own page, from its mails: the same timeline, and the documents as plain links.
  const link = await mailedLink(request, email, /^\/orders\/track\//);
  await page.goto(link);
  const tracked = page.getByTestId('tracked-order');
  await expect(tracked.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(tracked.getByTestId('order-timeline').locator('[data-reached="true"]')).toHaveCount(4);
  await expect(tracked.getByTestId('download-receipt')).toHaveAttribute('href', /\/api\/orders\/track\/AU-\d+-[\w-]{32}\/receipt\.pdf$/);
  await expect(tracked.getByTestId('download-certificate')).toHaveAttribute('href', /\/pieces\/1\/certificate\.pdf$/);
  const [byLink] = await Promise.all([page.waitForEvent('download'), tracked.getByTestId('download-certificate').click()]);
  expect(await downloadedText(byLink)).toContain('Certificate of Authenticity');
  await shoot(page, 'order-page');
});
