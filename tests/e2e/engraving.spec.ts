import { expect, test } from '@playwright/test';

// Engraving (issue 23, point 1): the name a customer writes without quotes is engraved exactly as
// written and follows the piece from the Design Lab's result to its page and the bag line; a text the
// charm cannot hold is refused with the limit, the prompt kept.

test.describe('engraving', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a name without quotes is engraved and shown on the result, the product page and the bag line', async ({ page }) => {
    await page.goto('/design');
    await page.getByTestId('design-prompt').fill('my dog Biscuit, a beagle, with his name engraved');
    await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
    await expect(page.getByTestId('design-result')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('design-result-engraving')).toHaveText('Engraving “Biscuit”');
    await expect(page.getByTestId('design-result-name')).toContainText('Biscuit');

    await page.getByTestId('design-result-link').click();
    await expect(page.getByTestId('product-engraving')).toHaveText('Engraving “Biscuit”');
    await page.getByTestId('add-to-bag').click();
    await expect(page.getByText('Item has been added to your bag', { exact: true })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByTestId('bag-line-engraving')).toHaveText('Engraving “Biscuit”');
  });

  test('a text longer than a charm holds is refused with the limit and the prompt kept', async ({ page }) => {
    const prompt = 'a heart that says "you are my sunshine, my only sunshine"';
    await page.goto('/design');
    await page.getByTestId('design-prompt').fill(prompt);
    await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('The engraving “you are my sunshine, my only sunshine” has 37 characters; a charm holds at most 24. Please shorten it, or request a quote for a larger piece.')).toBeVisible();
    await expect(page.getByTestId('design-prompt')).toHaveValue(prompt);
  });
});
