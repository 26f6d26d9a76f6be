import { expect, test } from '@playwright/test';

// The shell on a phone (spec 01, 2.2-2.3): the bar collapses to the logo, the bag and the menu;
// the menu slides in from the right with its three sections and locks page scrolling.

test('the bar collapses to the logo, the bag badge and the menu button', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByTestId('top-bar');
  await expect(bar.getByTestId('wordmark').last()).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Check Bag' }).last()).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Our Gold Standard' })).toBeHidden();
  await expect(bar.getByRole('button', { name: 'Sign In' })).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  // Tap targets are at least 44 px.
  for (const target of [bar.getByRole('link', { name: 'Check Bag' }).last(), bar.getByRole('button', { name: 'Open menu' })]) {
    const box = await target.boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: test.info().outputPath('phone-home.png') });
});

test('the menu opens with its three sections and locks page scroll', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();

  const shopping = menu.getByRole('region', { name: 'SHOPPING' });
  const discover = menu.getByRole('region', { name: 'DISCOVER' });
  const account = menu.getByRole('region', { name: 'ACCOUNT' });
  await expect(shopping.getByRole('heading', { name: 'SHOPPING' })).toBeVisible();
  await expect(shopping.getByRole('link', { name: 'Check Bag' })).toHaveAttribute('href', '/cart');
  await expect(shopping.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
  await expect(shopping.getByRole('link', { name: 'My Orders' })).toHaveCount(0);
  await expect(discover.getByRole('link', { name: 'Shop Collection' })).toHaveAttribute('href', '/collections');
  await expect(discover.getByRole('link', { name: 'Design Lab' })).toHaveAttribute('href', '/design');
  await expect(discover.getByRole('button', { name: 'Request A Quote' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Create an Account' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Log Out' })).toHaveCount(0);

  // It sits against the right edge.
  await expect.poll(async () => {
    const box = await menu.boundingBox();
    return box ? Math.round(box.x + box.width) : -1;
  }).toBe(page.viewportSize()!.width);

  // Page scrolling is locked while it is open.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.mouse.move(20, 400);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.screenshot({ path: test.info().outputPath('phone-menu.png') });

  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('a menu link navigates and closes the menu; Login opens the auth dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('mobile-menu').getByRole('link', { name: 'Shop Collection' }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(page.getByTestId('mobile-menu')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'THE COLLECTION' })).toBeVisible();
  // The nine collection cards fit the phone's width.
  await expect(page.getByTestId('collection-card')).toHaveCount(9);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('mobile-menu').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
  // Dialogs are full-height sheets on phones.
  const box = await dialog.boundingBox();
  expect(Math.round(box!.height)).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);
  await page.screenshot({ path: test.info().outputPath('phone-auth.png') });
});
