import { expect, test, type Page } from '@playwright/test';

// The Design Lab (issue 5, spec 02 'Design Lab (/design)' and section 4): a prompt becomes a priced
// design; Redo, Download, Share, Request a Quote and Restart; the prompt is required; the home page's
// live panel and Recent section show what was just made.

const PROMPT = 'a sleeping fox curled around a crescent moon';
const COUNTDOWN = /YOUR DESIGN WILL APPEAR HERE IN LESS THAN \d+ SECONDS/;

async function expectRendered(page: Page) {
  const image = page.getByTestId('design-result-image');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return (await image.getAttribute('src')) ?? '';
}

test.describe('Design Lab', () => {
  // The server draws its catalogue on first start; generation itself takes well under a second.
  test.describe.configure({ timeout: 60_000 });

  test('prompt, style, generate, redo, download, share, quote, clear and restart; home shows it', async ({ page }) => {
    await page.goto('/design');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BEGIN YOUR DESIGN');
    await expect(page.getByTestId('design-idle')).toContainText('Your Design Will Appear Here');

    await page.getByTestId('design-prompt').fill(PROMPT);
    await page.getByRole('button', { name: /Advanced options/i }).click();
    await expect(page.getByLabel('Metal type')).toHaveValue('Yellow Gold');
    await expect(page.getByLabel('Finish')).toHaveValue('Polished');
    await page.getByLabel('Style').selectOption('Celestial');
    await expect(page.getByTestId('options-summary')).toHaveText('Celestial · Yellow Gold · Polished');

    const request = page.waitForRequest((r) => r.url().endsWith('/api/designs/generate') && r.method() === 'POST');
    await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ prompt: PROMPT, designStyle: 'Celestial', material: 'Yellow Gold', finish: 'Polished', category: 'charm', gemstones: [], generateImage: true });
    expect(body.seed).toBeUndefined();

    const pending = page.getByTestId('design-pending');
    await expect(pending).toBeVisible();
    await expect(page.getByTestId('design-countdown')).toHaveText(COUNTDOWN);
    await expect(pending).toContainText('From mind to metal in a moment…');
    await expect(page.getByTestId('design-loading-message')).not.toBeEmpty();

    const result = page.getByTestId('design-result');
    await expect(result).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('design-result-name')).toContainText('Fox');
    await expect(page.getByTestId('design-result-price')).toHaveText(/^\$\d[\d,]*$/);
    await expect(page.getByTestId('design-result-description')).not.toBeEmpty();
    const firstImage = await expectRendered(page);
    const name = (await page.getByTestId('design-result-name').textContent()) ?? '';
    const productHref = (await page.getByTestId('design-result-link').getAttribute('href')) ?? '';
    expect(productHref).toMatch(/^\/product\/[0-9a-f-]{36}$/);

    // Redo: the same inputs with a new seed; the result is cleared while it works.
    const redoRequest = page.waitForRequest((r) => r.url().endsWith('/api/designs/generate'));
    await result.getByRole('button', { name: 'REDO', exact: true }).click();
    const redoBody = (await redoRequest).postDataJSON() as Record<string, unknown>;
    expect(redoBody).toMatchObject({ prompt: PROMPT, designStyle: 'Celestial', material: 'Yellow Gold', finish: 'Polished' });
    expect(redoBody.seed).toEqual(expect.any(Number));
    await expect(pending).toBeVisible();
    await expect(result).toBeHidden();
    await expect(result).toBeVisible({ timeout: 15_000 });
    const secondImage = await expectRendered(page);
    expect(secondImage).not.toBe(firstImage);

    // Download: the 1024 px PNG saved as '{name}.png'.
    const [download] = await Promise.all([page.waitForEvent('download'), result.getByRole('button', { name: 'DOWNLOAD', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    expect(download.suggestedFilename()).toContain('Fox');

    // A failed download alerts.
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.route('**/*.png', (route) => route.abort());
    await result.getByRole('button', { name: 'DOWNLOAD', exact: true }).click();
    await expect.poll(() => alerts).toEqual(['Download failed. Please try again.']);
    await page.unroute('**/*.png');

    // Share without a native share sheet: the link is copied and an alert says so.
    await page.evaluate(() => {
      const w = window as unknown as { copied?: string };
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void (w.copied = text) }, configurable: true });
    });
    await result.getByRole('button', { name: 'SHARE', exact: true }).click();
    await expect.poll(() => alerts).toEqual(['Download failed. Please try again.', 'Link copied to clipboard!']);
    const redoHref = (await page.getByTestId('design-result-link').getAttribute('href')) ?? '';
    expect(redoHref).not.toBe(productHref);
    expect(await page.evaluate(() => (window as unknown as { copied?: string }).copied)).toMatch(new RegExp(`${redoHref}$`));

    // Request a Quote opens the quote dialog.
    await result.getByRole('button', { name: 'REQUEST A QUOTE', exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText('Get Custom Quote');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // Clearing the prompt clears the result.
    await page.getByTestId('design-prompt').fill('');
    await expect(result).toBeHidden();
    await expect(page.getByTestId('design-idle')).toBeVisible();

    // Restart clears the prompt and the result and resets the options.
    await page.getByTestId('design-prompt').fill('a honeybee resting on a honeycomb');
    await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
    await expect(result).toBeVisible({ timeout: 15_000 });
    await result.getByRole('button', { name: 'RESTART', exact: true }).click();
    await expect(page.getByTestId('design-prompt')).toHaveValue('');
    await expect(result).toBeHidden();
    await expect(page.getByTestId('design-idle')).toBeVisible();
    await expect(page.getByTestId('options-summary')).toHaveText('None · Yellow Gold · Polished');

    // The home page's Recent section shows the fox just designed, linking to its page.
    await page.goto('/');
    const recent = page.getByTestId('recent-grid');
    await expect(recent).toBeVisible();
    await expect(recent.locator(`a[href="${productHref}"]`)).toContainText(name.trim());
  });

  test('a subject the shop can only approach is drawn as the nearest it has, and the result says so', async ({ page }) => {
    await page.goto('/design');
    await page.getByTestId('design-prompt').fill('a cello for my daughter');
    await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
    const note = page.getByTestId('design-result-note');
    await expect(note).toHaveText("We couldn't draw 'cello' yet, so this shows the nearest we have: a violin. Request a quote and an artisan will draw it by hand.", { timeout: 15_000 });
    await expect(page.getByTestId('design-result-name')).toContainText('Violin');
  });

  test('a blank prompt asks for one and sends nothing', async ({ page }) => {
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/designs/generate')) calls += 1;
    });
    await page.goto('/design');
    await page.getByTestId('design-prompt').fill('   ');
    await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts.getByText('Prompt Required', { exact: true })).toBeVisible();
    await expect(toasts.getByText("Please describe what you'd like to create. Your vision is essential for crafting your perfect piece.")).toBeVisible();
    await expect(page.getByTestId('design-idle')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('a failing generator shows the server message and keeps the prompt', async ({ page }) => {
    await page.route('**/api/designs/generate', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: 'The design generator is unavailable. Please try again.' }) }));
    await page.goto('/design');
    await page.getByTestId('design-prompt').fill(PROMPT);
    await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('The design generator is unavailable. Please try again.')).toBeVisible();
    await expect(page.getByTestId('design-prompt')).toHaveValue(PROMPT);
    await expect(page.getByTestId('design-idle')).toBeVisible();
  });

  test('the home live panel shows the feed and generates with the same flow', async ({ page }) => {
    await page.goto('/');
    const panel = page.getByTestId('live-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('live-feed-item')).toBeVisible();
    const dots = panel.getByTestId('live-dot');
    if ((await dots.count()) > 1) {
      await dots.nth(1).click();
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    }
    await panel.getByTestId('live-prompt').fill('a fox under the stars');
    await panel.getByRole('button', { name: 'Generate' }).click();
    await expect(panel.getByTestId('design-pending')).toBeVisible();
    await expect(panel.getByTestId('live-result')).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByTestId('live-result-name')).toContainText('Fox');
    for (const label of ['Make It Real', 'Redo', 'Share', 'Download']) await expect(panel.getByRole('button', { name: label, exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Make It Real' }).click();
    await expect(page.getByRole('dialog')).toContainText('Get Custom Quote');
  });
});
