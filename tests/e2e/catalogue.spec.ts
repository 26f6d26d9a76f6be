import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dollars } from './support';

// The catalogue (issue 6; spec 02 'Home page', 'Collections', 'Product detail', sections 4, 5, 8):
// home to a collection, paging through its grid, a product's material toggle, the bag, a review
// (typed markup stays text) and Buy Now; then screenshots of the collection, detail and product pages.

const SHOTS = '/tmp/shots/catalogue';
mkdirSync(SHOTS, { recursive: true });
// Screenshots and assertions without the list's rise-in animation half way through.
test.use({ reducedMotion: 'reduce' });

interface PublicDesign {
  id: string;
  name: string;
  price: number;
  silverPrice: number;
  imageUrl: string | null;
  silverImageUrl: string | null;
}

const CATEGORY = 'pets-animals';
const badge = (page: Page) => page.getByTestId('nav-bag').filter({ visible: true }).getByTestId('bag-count');

/** Waits until the seed has drawn at least `count` pieces of the category (it draws them at start). */
async function seeded(request: APIRequestContext, category: string, count: number): Promise<number> {
  let total = 0;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/designs/public?limit=12&category=${category}`);
        if (!res.ok()) return 0;
        total = ((await res.json()) as { total: number }).total;
        return total;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThanOrEqual(count);
  return total;
}

test.describe('catalogue', () => {
  test.setTimeout(150_000);

  test('home → a collection → paging → a product: silver, bag, a review, Buy Now', async ({ page, request }) => {
    const total = await seeded(request, CATEGORY, 13);
    const pages = Math.ceil(total / 12);

    await page.goto('/');
    await expect(page).toHaveTitle(/— Aurum Atelier$/);
    await page.getByRole('link', { name: 'View Collection' }).first().click();
    await expect(page).toHaveURL(/\/collections$/);
    await expect(page.getByRole('heading', { name: 'THE COLLECTION' })).toBeVisible();

    // A collection card filters the grid by its category (in the URL).
    await page.locator(`[data-testid="collection-card"][href="/collections?category=${CATEGORY}"]`).click();
    await expect(page).toHaveURL(new RegExp(`category=${CATEGORY}`));
    const grid = page.getByTestId('design-grid');
    await expect(grid.getByTestId('product-card')).toHaveCount(12);
    await expect(page.getByTestId('page-status')).toHaveText(`Page 1 of ${pages}`);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page).toHaveTitle(/^Pets & Animals — Aurum Atelier$/);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('page-status')).toHaveText(`Page 2 of ${pages}`);
    await expect(page).toHaveURL(/page=2/);
    await expect(grid.getByTestId('product-card')).toHaveCount(Math.min(12, total - 12));

    // The back button returns to page 1.
    await page.goBack();
    await expect(page.getByTestId('page-status')).toHaveText(`Page 1 of ${pages}`);
    await page.goForward();
    await expect(page.getByTestId('page-status')).toHaveText(`Page 2 of ${pages}`);

    // Open a product from the collection.
    const card = grid.getByTestId('product-card').first();
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/[^?]+\?from=collection&category=pets-animals/);
    await expect(page.getByTestId('product-name')).toHaveText(name);
    await expect(page.getByTestId('back-link')).toHaveText('Back to Collection');
    await expect(page.getByTestId('back-link')).toHaveAttribute('href', `/collections?category=${CATEGORY}`);
    await expect(page).toHaveTitle(`${name} — Aurum Atelier`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', name);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*\/uploads\//);

    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    const design = (await (await request.get(`/api/designs/${id}`)).json()) as PublicDesign;
    await expect(page.getByTestId('product-price')).toHaveText(dollars(design.price));

    // .925 Silver: 65% of the price, rounded, and the silver render.
    await page.getByRole('radio', { name: '.925 Silver' }).click();
    expect(design.silverPrice).toBe(Math.round(design.price * 0.65));
    await expect(page.getByTestId('product-price')).toHaveText(dollars(design.silverPrice));
    if (design.silverImageUrl) await expect(page.getByTestId('product').getByRole('img', { name })).toHaveAttribute('src', design.silverImageUrl);

    await page.getByTestId('add-to-bag').click();
    await expect(badge(page)).toHaveText('1');

    // Reviews: empty, the incomplete form's notice, then a review with markup that stays text.
    await expect(page.getByTestId('reviews-empty')).toHaveText('No reviews yet. Be the first to review this piece!');
    await page.getByTestId('review-submit').click();
    await expect(page.getByText('Please fill in all fields and select a rating.', { exact: true })).toBeVisible();

    const comment = '<img src=x onerror="window.__pwned=1"><b>Bold claim</b> Lovely work.';
    await page.getByLabel('Your name').fill('Ada Lovelace');
    await page.getByRole('radio', { name: '4 stars' }).check();
    await page.getByLabel('Your review').fill(comment);
    await page.getByTestId('review-submit').click();
    await expect(page.getByText('Thank you for your feedback!', { exact: true })).toBeVisible();
    const review = page.getByTestId('review').first();
    await expect(review.getByTestId('review-name')).toHaveText('Ada Lovelace');
    await expect(review.getByTestId('review-comment')).toHaveText(comment);
    await expect(review.locator('b, img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    // The form resets; the summary near the price counts the review.
    await expect(page.getByLabel('Your name')).toHaveValue('');
    await expect(page.getByLabel('Your review')).toHaveValue('');
    await expect(page.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
    await expect(page.getByTestId('rating-summary')).toContainText('4.0 · 1 review');

    // Buy Now adds the line and lands on the checkout.
    await page.getByTestId('buy-now').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(badge(page)).toHaveText('2');
  });

  test('a product opened directly links to its own category; unknown ids are calm', async ({ page, request }) => {
    await seeded(request, 'engagement', 1);
    const list = (await (await request.get('/api/designs/public?limit=1&category=engagement')).json()) as { designs: PublicDesign[] };
    // The page's design answer is requested once: the page's own read takes the preload the HTML starts.
    const designReads: string[] = [];
    const pictures: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname === `/api/designs/${list.designs[0].id}`) designReads.push(r.url());
      if (pathname.startsWith(`/uploads/designs/${list.designs[0].id}/`)) pictures.push(pathname);
    });
    // Its first paint is the piece itself: the loading skeleton never shows on a direct visit.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Loading the design"]')) document.documentElement.dataset.skeletonShown = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/product/${list.designs[0].id}`);
    await expect(page.getByTestId('back-link')).toHaveText('View in Collection');
    await expect(page.getByTestId('product-name')).toHaveText(list.designs[0].name);
    expect(designReads).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.dataset.skeletonShown)).toBeUndefined();
    // The picture the HTML preloads is the one the page shows: one WebP twin, fetched once.
    const picture = page.getByTestId('product').getByRole('img', { name: list.designs[0].name });
    await expect(picture).toHaveJSProperty('complete', true);
    const shown = new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(pictures.filter((p) => p.endsWith('.webp'))).toEqual([shown]);
    await expect(page.getByTestId('back-link')).toHaveAttribute('href', '/collections?category=engagement');
    // A link with a malformed hash still opens the piece, reviews included.
    await page.evaluate(() => { window.location.hash = '%'; });
    expect(await page.evaluate(() => window.location.hash)).toBe('#%');
    await page.reload();
    await expect(page.getByTestId('product-name')).toHaveText(list.designs[0].name);
    await expect(page.locator('#reviews-title')).toBeAttached();

    await page.goto('/collections/engagement');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Pieces' })).toBeVisible();
    await expect(page.getByTestId('design-grid').getByTestId('product-card')).toHaveCount(12);
    await expect(page.getByTestId('back-to-collections')).toHaveAttribute('href', '/collections');

    await page.goto('/collections/no-such-collection');
    await expect(page.getByTestId('collection-not-found')).toContainText('Collection not found');

    await page.goto('/collections?category=pets-animals&page=99');
    await expect(page.getByText('No designs found in this collection yet.')).toBeVisible();
  });

  test('screenshots at 1280 and 360', async ({ page, request }) => {
    await seeded(request, CATEGORY, 13);
    await seeded(request, 'engagement', 1);
    const list = (await (await request.get(`/api/designs/public?limit=1&category=${CATEGORY}`)).json()) as { designs: PublicDesign[] };
    const id = list.designs[0].id;
    const reviews = [
      { userName: 'Margaret H.', rating: 5, comment: 'The likeness of our spaniel is uncanny. Beautifully finished, and it arrived in a lovely box.' },
      { userName: 'Tomás R.', rating: 4, comment: 'Heavier than I expected, in the best way. Took five weeks, as promised.' },
    ];
    for (const review of reviews) {
      const res = await request.post('/api/reviews', { data: { designId: id, ...review } });
      expect(res.ok()).toBe(true);
    }

    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width === 1280 ? 900 : 780 });
      await page.goto(`/collections?category=${CATEGORY}`);
      await expect(page.getByTestId('design-grid').getByTestId('product-card')).toHaveCount(12);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/collections-${CATEGORY}-${width}.png`, fullPage: true });

      await page.goto('/collections/engagement');
      await expect(page.getByTestId('design-grid').getByTestId('product-card')).toHaveCount(12);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/collection-engagement-${width}.png`, fullPage: true });

      await page.goto(`/product/${id}`);
      await expect(page.getByTestId('review')).toHaveCount(2);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/product-${width}.png`, fullPage: true });

      await page.goto('/');
      await expect(page.getByTestId('curations').getByTestId('product-card').first()).toBeVisible();
      // The cards out of view follow those in view a few per task, until every slide holds its card.
      const slides = await page.getByTestId('curations').locator('li[aria-roledescription="slide"]').count();
      expect(slides).toBeGreaterThan(4);
      await expect(page.getByTestId('curations').getByTestId('product-card')).toHaveCount(slides);
      await page.waitForLoadState('networkidle');
      await page.getByTestId('curations').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/home-curations-${width}.png` });
    }
  });
});
