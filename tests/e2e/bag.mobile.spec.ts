import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// The bag, wishlist and product page on a 360 px phone (DESIGN.md 'Phones'): no sideways scroll,
// 44 px tap targets, the badge in the collapsed bar and in the menu.

const SHOTS = '/tmp/shots/bag';
mkdirSync(SHOTS, { recursive: true });
test.use({ viewport: { width: 360, height: 780 }, reducedMotion: 'reduce' });

async function firstDesigns(request: APIRequestContext, count: number): Promise<Array<{ id: string; name: string }>> {
  let designs: Array<{ id: string; name: string }> = [];
  await expect
    .poll(async () => {
      const res = await request.get('/api/designs/public?limit=12');
      designs = res.ok() ? ((await res.json()) as { designs: typeof designs }).designs : [];
      return designs.length;
    }, { timeout: 60_000, intervals: [500, 1000, 2000] })
    .toBeGreaterThanOrEqual(count);
  return designs.slice(0, count);
}

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('bag, product and wishlist fit a 360 px phone', async ({ page, request }) => {
  const [a, b] = await firstDesigns(request, 2);

  await page.goto('/cart');
  await expect(page.getByText("Your bag is empty. Begin your search for jewelry that's as unique as you are.", { exact: true })).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/bag-empty-360.png`, fullPage: true });

  await page.goto(`/product/${a.id}`);
  await expect(page.getByTestId('product-name')).toBeVisible();
  await noSidewaysScroll(page);
  for (const target of [page.getByTestId('add-to-bag'), page.getByRole('button', { name: 'Increase quantity' }), page.getByTestId('wishlist-toggle'), page.getByRole('radio', { name: '.925 Silver' })]) {
    const box = await target.boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: `${SHOTS}/product-360.png`, fullPage: true });
  await page.getByTestId('add-to-bag').click();
  await expect(page.getByText('Added to bag', { exact: true })).toBeVisible();

  await page.goto(`/product/${b.id}`);
  await page.getByRole('radio', { name: '.925 Silver' }).click();
  await page.getByTestId('add-to-bag').click();
  await expect(page.getByText('Added to bag', { exact: true })).toBeVisible();

  // The badge in the collapsed bar and in the menu.
  const bar = page.getByTestId('top-bar');
  await expect(bar.getByTestId('bag-count').filter({ visible: true })).toHaveText('2');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('mobile-menu').getByTestId('bag-count')).toHaveText('2');
  await page.getByRole('button', { name: 'Close menu' }).click();

  await page.goto('/cart');
  await expect(page.getByTestId('bag-line')).toHaveCount(2);
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/bag-guest-360.png`, fullPage: true });

  await page.goto('/wishlist');
  await expect(page.getByTestId('wishlist-signed-out')).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/wishlist-signed-out-360.png`, fullPage: true });
});
