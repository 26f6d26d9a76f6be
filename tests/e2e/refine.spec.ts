import { expect, test } from '@playwright/test';
import { fillBilling, fillCard, mailedLink, uniqueEmail } from './support';

// Refining a design (issue 23, point 3): a result refined twice in words keeps what was not asked to
// change; going back to the first version shows it again, and that version is the one bought, its
// engraving on the bag line and in the order.

test.describe('refining a design', () => {
  test.describe.configure({ timeout: 120_000 });

  test('generate, refine twice, go back to the first version, buy it and find its engraving in the order', async ({ page, request }) => {
    await page.goto('/design');
    await page.getByTestId('design-prompt').fill('a sleeping fox curled around a crescent moon with the name Luna');
    await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
    await expect(page.getByTestId('design-result')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('design-result-engraving')).toHaveText('Engraving \u201cLuna\u201d');
    const firstName = (await page.getByTestId('design-result-name').textContent()) ?? '';
    const firstImage = await page.getByTestId('design-result-image').getAttribute('src');
    // One version has no strip yet.
    await expect(page.getByTestId('design-versions')).toHaveCount(0);

    const change = page.getByTestId('refine-change');
    await change.fill('add her initials E.J.');
    await page.getByTestId('refine-submit').click();
    await expect(page.getByTestId('design-result-engraving')).toHaveText('Engraving \u201cLuna \u00b7 E.J.\u201d');
    await expect(page.getByTestId('design-version-2')).toHaveAttribute('aria-pressed', 'true');
    await expect(change).toHaveValue('');

    await change.fill('in rose gold');
    await page.getByTestId('refine-submit').click();
    await expect(page.getByTestId('design-version-3')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('design-result-description')).toContainText('rose gold');
    await expect(page.getByTestId('design-result-engraving')).toHaveText('Engraving \u201cLuna \u00b7 E.J.\u201d');

    // Words the shop cannot read are refused with what it can do; the versions stay.
    await change.fill('hmm, not sure');
    await page.getByTestId('refine-submit').click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText(/couldn't tell what to change/)).toBeVisible();
    await expect(page.getByTestId('design-versions').getByRole('button')).toHaveCount(3);

    // Back to the first version: the same piece as generated.
    await page.getByTestId('design-version-1').click();
    await expect(page.getByTestId('design-version-1')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('design-result-name')).toHaveText(firstName);
    await expect(page.getByTestId('design-result-image')).toHaveAttribute('src', firstImage ?? '');
    await expect(page.getByTestId('design-result-engraving')).toHaveText('Engraving \u201cLuna\u201d');

    await page.getByTestId('design-result-link').click();
    await expect(page.getByTestId('product-name')).toHaveText(firstName);
    await page.getByTestId('add-to-bag').click();
    await expect(page.getByText('Item has been added to your bag', { exact: true })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByTestId('bag-line-engraving')).toHaveText('Engraving \u201cLuna\u201d');

    await page.goto('/checkout');
    const email = uniqueEmail('luna');
    await fillBilling(page, email, 'Ella Jones');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByTestId('complete-order').click();
    await expect(page.getByRole('heading', { name: 'Order Complete!' })).toBeVisible({ timeout: 15_000 });

    await page.goto(await mailedLink(request, email, /^\/orders\/track\//));
    await expect(page.getByTestId('order-engraving')).toHaveText('Engraving \u201cLuna\u201d');
  });
});
