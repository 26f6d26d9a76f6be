import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminOpens } from './support';

// The review and catalogue desks on a phone (issue 27, point 6), at 390 px: nothing wider than the
// screen but the admin area's own row of tabs, and every control of a review, a design and a
// collection within a thumb's reach; the edit dialogs fit. Screenshots in /tmp/shots/admin-desk.

const SHOTS = '/tmp/shots/admin-desk';
mkdirSync(SHOTS, { recursive: true });
test.use({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });

/** Neither the page nor anything inside it scrolls sideways, but the admin area's tab row (made to scroll). */
async function noSidewaysScroll(page: Page) {
  const sideways = await page.evaluate(() => {
    const root = document.documentElement;
    const boxes = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => !el.closest('[data-testid="admin-nav"]'))
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1);
    return [...(root.scrollWidth > root.clientWidth ? ['the page'] : []), ...boxes.map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80))];
  });
  expect(sideways).toEqual([]);
}

/** On screen after scrolling to it, inside the screen's width, and a thumb-sized target. */
async function reachable(page: Page, target: Locator) {
  await target.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 200));
  await expect(target).toBeInViewport();
  const box = (await target.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
}

test('the review and catalogue desks fit a 390 px phone, every control within reach', async ({ page, request }) => {
  test.setTimeout(120_000);
  const headers = () => ({ 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}` });
  const made = await request.post('/api/designs/generate', { data: { prompt: 'a hummingbird with a long beak' }, headers: headers() });
  expect(made.ok()).toBe(true);
  const design = (await made.json()) as { id: string };
  const long = 'A very long review without spaces: ' + 'superlativelyexquisitecraftsmanship'.repeat(3);
  expect((await request.post('/api/reviews', { data: { designId: design.id, userName: 'Bartholomew Featherstonehaugh-Smythe', rating: 4, comment: long }, headers: headers() })).ok()).toBe(true);

  await adminOpens(page, '/admin/reviews');
  const review = page.getByTestId('desk-review').first();
  await expect(review.getByTestId('desk-review-comment')).toHaveText(long);
  await noSidewaysScroll(page);
  await reachable(page, review.getByTestId('desk-review-hide'));
  await reachable(page, page.getByTestId('review-filter-hidden'));
  await page.screenshot({ path: `${SHOTS}/admin-reviews-390.png`, fullPage: true });

  await page.goto('/admin/catalogue');
  await page.getByTestId('desk-search').fill(design.id);
  await expect(page.getByTestId('design-desk-count')).toHaveText('1 design');
  const card = page.getByTestId('desk-design').first();
  await noSidewaysScroll(page);
  for (const control of ['desk-publish', 'desk-feature', 'desk-edit']) await reachable(page, card.getByTestId(control));
  await page.getByTestId('desk-search').fill('');
  await expect(page.getByTestId('desk-design').nth(1)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-catalogue-390.png`, fullPage: true });

  await page.getByTestId('desk-edit').first().click();
  const form = page.getByTestId('edit-design-form');
  await expect(form).toBeVisible();
  await noSidewaysScroll(page);
  await reachable(page, form.getByTestId('edit-design-save'));
  await page.screenshot({ path: `${SHOTS}/admin-catalogue-edit-390.png` });
  await page.keyboard.press('Escape');

  await page.getByTestId('desk-tab-collections').click();
  await expect(page).toHaveURL(/tab=collections/);
  await expect(page.getByTestId('desk-collection')).toHaveCount(9);
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/admin-catalogue-collections-390.png`, fullPage: true });
  await page.getByTestId('desk-collection-edit').first().click();
  const collectionForm = page.getByTestId('edit-collection-form');
  await expect(collectionForm.getByTestId('cover-choice').first()).toBeVisible();
  await noSidewaysScroll(page);
  await reachable(page, collectionForm.getByTestId('edit-collection-save'));
  await page.screenshot({ path: `${SHOTS}/admin-collection-edit-390.png` });
});
