import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminOpens, noSidewaysScroll, reachable } from './support';

// The review and catalogue desks on a phone (issue 27, point 6), at 390 px: nothing wider than the
// screen but the admin area's own row of tabs, and every control of a review, a design and a
// collection within a thumb's reach; the edit dialogs fit. Screenshots in /tmp/shots/admin-desk.

const SHOTS = '/tmp/shots/admin-desk';
mkdirSync(SHOTS, { recursive: true });
test.use({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });

/** The admin area's row of tabs, made to scroll sideways on a phone. */
const TABS = '[data-testid="admin-nav"]';

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
  await noSidewaysScroll(page, TABS);
  await reachable(page, review.getByTestId('desk-review-hide'));
  await reachable(page, page.getByTestId('review-filter-hidden'));
  await page.screenshot({ path: `${SHOTS}/admin-reviews-390.png`, fullPage: true });

  await page.goto('/admin/catalogue');
  await page.getByTestId('desk-search').fill(design.id);
  await expect(page.getByTestId('design-desk-count')).toHaveText('1 design');
  const card = page.getByTestId('desk-design').first();
  await noSidewaysScroll(page, TABS);
  for (const control of ['desk-publish', 'desk-feature', 'desk-edit']) await reachable(page, card.getByTestId(control));
  await page.getByTestId('desk-search').fill('');
  await expect(page.getByTestId('desk-design').nth(1)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-catalogue-390.png`, fullPage: true });

  await page.getByTestId('desk-edit').first().click();
  const form = page.getByTestId('edit-design-form');
  await expect(form).toBeVisible();
  await noSidewaysScroll(page, TABS);
  await reachable(page, form.getByTestId('edit-design-save'));
  await page.screenshot({ path: `${SHOTS}/admin-catalogue-edit-390.png` });
  await page.keyboard.press('Escape');

  await page.getByTestId('desk-tab-collections').click();
  await expect(page).toHaveURL(/tab=collections/);
  await expect(page.getByTestId('desk-collection')).toHaveCount(9);
  await noSidewaysScroll(page, TABS);
  await page.screenshot({ path: `${SHOTS}/admin-catalogue-collections-390.png`, fullPage: true });
  await page.getByTestId('desk-collection-edit').first().click();
  const collectionForm = page.getByTestId('edit-collection-form');
  await expect(collectionForm.getByTestId('cover-choice').first()).toBeVisible();
  await noSidewaysScroll(page, TABS);
  await reachable(page, collectionForm.getByTestId('edit-collection-save'));
  await page.screenshot({ path: `${SHOTS}/admin-collection-edit-390.png` });
});
