import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Findings } from './accessibility';
import { ADMIN_EMAIL, adminOpens } from './support';

// The owner's desk, reviews and catalogue (issue 27, points 3 and 4): the admin hides a review and it
// leaves the product page, shows it and it is back; publishes a design and it joins /collections,
// renames and moves it and its page says so, unpublishes it and it leaves /collections. The journey
// works on a design of its own (generated, so private until the desk publishes it, and private again
// at the end), so the seeded catalogue other journeys read stays as it was. Screenshots at 1440 px
// in /tmp/shots/admin-desk (the phone's in admin-desk.mobile.spec.ts).

const SHOTS = '/tmp/shots/admin-desk';
mkdirSync(SHOTS, { recursive: true });
test.use({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });

/** An address of its own for each call (the shop trusts the machine as its proxy: playwright.config.ts), clear of the per-IP limits. */
const fromSomewhere = () => ({ 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}` });

/** A private design of the journey's own, with two reviews: a kind one and a rude one written with markup. */
async function designWithReviews(request: APIRequestContext) {
  const made = await request.post('/api/designs/generate', { data: { prompt: 'a lighthouse on a rocky shore', material: 'Yellow Gold' }, headers: fromSomewhere() });
  expect(made.ok(), await made.text()).toBe(true);
  const design = (await made.json()) as { id: string; name: string; category: string };
  for (const review of [
    { userName: 'Clara', rating: 5, comment: 'Radiant work, exactly as drawn.' },
    { userName: 'Vandal', rating: 1, comment: '<b>Worst</b> shop ever' },
  ]) {
    const res = await request.post('/api/reviews', { data: { designId: design.id, ...review }, headers: fromSomewhere() });
    expect(res.ok()).toBe(true);
  }
  return design;
}

/** The catalogue desk's card of one design, found by its id. */
async function deskCard(page: Page, id: string) {
  await page.goto('/admin/catalogue');
  await page.getByTestId('desk-search').fill(id);
  await expect(page.getByTestId('design-desk-count')).toHaveText('1 design');
  return page.locator(`[data-testid="desk-design"][data-design-id="${id}"]`);
}

const cardIn = (page: Page, id: string) => page.getByTestId('design-grid').locator(`a[href^="/product/${id}"]`);

test('the admin hides a review and shows it again; publishes, renames, moves and unpublishes a design', async ({ page, request }) => {
  test.setTimeout(120_000);
  const design = await designWithReviews(request);

  // Published from the desk, the design joins its collection's page.
  await adminOpens(page, '/admin/catalogue');
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  let card = await deskCard(page, design.id);
  await expect(card).toHaveAttribute('data-public', 'false');
  await card.getByTestId('desk-publish').click();
  await expect(page.getByText(`${design.name} is public`, { exact: true })).toBeVisible();
  await expect(card).toHaveAttribute('data-public', 'true');
  await page.goto(`/collections?category=${design.category}`);
  await expect(cardIn(page, design.id).first()).toBeVisible();

  // The product page shows both reviews.
  await page.goto(`/product/${design.id}`);
  await expect(page.getByTestId('review')).toHaveCount(2);
  await expect(page.getByTestId('rating-summary')).toContainText('3.0 · 2 reviews');

  // Hidden from the review desk: it leaves the product page and the rating.
  await page.goto('/admin/reviews');
  const rude = page.getByTestId('desk-review').filter({ hasText: 'Vandal' }).first();
  await expect(rude.getByTestId('desk-review-comment')).toHaveText('<b>Worst</b> shop ever');
  await expect(rude.getByTestId('desk-review-piece')).toHaveText(design.name);
  await page.screenshot({ path: `${SHOTS}/admin-reviews-1440.png`, fullPage: true });
  await rude.getByTestId('desk-review-hide').click();
  await expect(page.getByText('The review by Vandal is hidden', { exact: true })).toBeVisible();
  await expect(rude).toHaveAttribute('data-hidden', 'true');
  await page.goto(`/product/${design.id}`);
  await expect(page.getByTestId('review')).toHaveCount(1);
  await expect(page.getByTestId('review-name')).toHaveText('Clara');
  await expect(page.getByTestId('rating-summary')).toContainText('5.0 · 1 review');

  // Kept on the desk, and shown again: back on the product page.
  await page.goto('/admin/reviews');
  await page.getByTestId('review-filter-hidden').click();
  const hidden = page.getByTestId('desk-review').filter({ hasText: 'Vandal' }).first();
  await expect(hidden).toHaveAttribute('data-hidden', 'true');
  await hidden.getByTestId('desk-review-show').click();
  await expect(page.getByText('The review by Vandal is shown again', { exact: true })).toBeVisible();
  await page.getByTestId('review-filter-all').click();
  const again = page.getByTestId('desk-review').filter({ hasText: 'Vandal' }).first();
  await again.getByTestId('action-history').locator('summary').click();
  await expect(again.getByTestId('action-history-entries').locator('li')).toHaveCount(2);
  await expect(again.getByTestId('action-history-entries')).toContainText('Showed the review');
  await expect(again.getByTestId('action-history-entries')).toContainText(`by ${ADMIN_EMAIL}`);
  await page.goto(`/product/${design.id}`);
  await expect(page.getByTestId('review')).toHaveCount(2);

  // Renamed and moved from the desk: its page says so at once.
  card = await deskCard(page, design.id);
  await card.getByTestId('desk-edit').click();
  const form = page.getByTestId('edit-design-form');
  await form.getByTestId('edit-design-name').fill('Harbour Light Pendant');
  await form.getByTestId('edit-design-collection').selectOption({ label: 'Necklaces' });
  await expect(form.getByTestId('edit-design-price')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-catalogue-edit-1440.png` });
  await form.getByTestId('edit-design-save').click();
  await expect(page.getByText('Harbour Light Pendant saved', { exact: true })).toBeVisible();
  await expect(card.getByTestId('desk-design-name')).toHaveText('Harbour Light Pendant');
  await expect(card.getByTestId('desk-design-collection')).toHaveText('Necklaces');
  await page.goto(`/product/${design.id}`);
  await expect(page.getByTestId('product-name')).toHaveText('Harbour Light Pendant');
  await expect(page.getByTestId('product-collection')).toHaveText('Necklaces');
  await page.goto('/collections?category=necklaces');
  await expect(cardIn(page, design.id).first()).toBeVisible();

  // Unpublished: it leaves /collections.
  card = await deskCard(page, design.id);
  await page.screenshot({ path: `${SHOTS}/admin-catalogue-1440.png`, fullPage: true });
  await card.getByTestId('desk-unpublish').click();
  await expect(page.getByText('Harbour Light Pendant is private', { exact: true })).toBeVisible();
  await page.goto('/collections?category=necklaces');
  await expect(page.getByTestId('design-grid').getByTestId('product-card').first()).toBeVisible();
  await expect(cardIn(page, design.id)).toHaveCount(0);

  await page.goto('/admin/catalogue?tab=collections');
  await expect(page.getByTestId('desk-collection')).toHaveCount(9);
  await page.screenshot({ path: `${SHOTS}/admin-catalogue-collections-1440.png`, fullPage: true });
});

test('the review and catalogue desks and their dialogs have no serious or critical violation, at 1440 and 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  const findings = new Findings();
  await adminOpens(page, '/admin/reviews');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/admin/reviews');
    await expect(page.getByTestId('review-desk-count')).toBeVisible();
    await findings.audit(page, `/admin/reviews at ${width} px`);
    await page.goto('/admin/catalogue');
    await expect(page.getByTestId('desk-design').first()).toBeVisible();
    await findings.audit(page, `/admin/catalogue at ${width} px`);
    await page.getByTestId('desk-edit').first().click();
    await expect(page.getByTestId('edit-design-form')).toBeVisible();
    await findings.audit(page, `the design's edit dialog at ${width} px`, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await page.getByTestId('desk-tab-collections').click();
    await expect(page.getByTestId('desk-collection').first()).toBeVisible();
    await findings.audit(page, `/admin/catalogue?tab=collections at ${width} px`);
    await page.getByTestId('desk-collection-edit').first().click();
    await expect(page.getByTestId('cover-choice').first()).toBeVisible();
    await findings.audit(page, `the collection's edit dialog at ${width} px`, '[role="dialog"]');
    await page.keyboard.press('Escape');
  }
  findings.expectNone();
});
