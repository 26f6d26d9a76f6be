import { expect, test, type Page } from '@playwright/test';

// Pages show a render's WebP twins (src/shared/render-variants.ts), not the SVG a browser would have
// to draw on its main thread; while a twin is missing (the first start draws them in the background)
// or fails, the same render shows from its SVG, never a broken picture.

interface PublicDesign {
  id: string;
  name: string;
  imageUrl: string | null;
}

/** What each shown render of a page loaded: its URL once loaded with pixels, else null. */
async function loadedImages(page: Page, testId: string): Promise<(string | null)[]> {
  return page.getByTestId(testId).locator('img').evaluateAll((imgs: HTMLImageElement[]) =>
    imgs.map((img) => (img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : null)),
  );
}

test('the catalogue shows the renders’ WebP twins, and their SVGs when a twin cannot load', async ({ page, request }) => {
  test.setTimeout(240_000);
  const first = ((await (await request.get('/api/designs/public?limit=12')).json()) as { designs: PublicDesign[] }).designs[0];
  const svg = first.imageUrl!;
  // The background drawing after the first start reaches the catalogue's first page.
  await expect.poll(async () => (await request.get(svg.replace(/\.svg$/, '-1024.webp'))).status(), { timeout: 180_000, intervals: [1000, 2000] }).toBe(200);

  await page.goto(`/product/${first.id}`);
  const picture = page.getByTestId('product').getByRole('img', { name: first.name });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname)).toMatch(new RegExp(`^${svg.replace(/\.svg$/, '')}-(384|768|1024)\\.webp$`));

  // Every twin refused: each card still shows its render, from the SVG.
  await page.route('**/*.webp', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/collections?category=pets-animals');
  const grid = page.getByTestId('design-grid');
  await expect(grid.locator('img').first()).toBeVisible();
  // The first row is in view: its cards load, each from its SVG.
  await expect.poll(async () => (await loadedImages(page, 'design-grid')).slice(0, 2)).toEqual([expect.stringMatching(/\.svg$/), expect.stringMatching(/\.svg$/)]);
  const shown = await loadedImages(page, 'design-grid');
  expect(shown.filter((src) => src !== null && !src.endsWith('.svg'))).toEqual([]);
  await expect(grid.getByTestId('design-image-fallback')).toHaveCount(0);
});
