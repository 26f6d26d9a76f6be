import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { Findings } from './accessibility';

// Issue 25, point 4: 'View in 3D' opens the piece's castable model (its GLB) in an interactive view
// that turns, zooms and switches metal, and the viewer's code (three.js) is fetched only when asked.
// Chromium draws WebGL in software here (SwiftShader, playwright.config.ts).

/** A property name three.js's renderer keeps through minification: its code is in a script that has it. */
const THREE_MARKER = 'isWebGLRenderer';

/**
 * A design with its model: one made now (generation builds the model at once; the seeded catalogue's
 * are built in the background after the shop opens, minutes on a busy machine). From an address of
 * its own, so the journeys do not share 127.0.0.1's generation limit (support.ts says why).
 */
async function designWithModel(request: APIRequestContext, prompt = 'a fox-shaped charm'): Promise<{ id: string; name: string }> {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
  const res = await request.post('/api/designs/generate', { data: { prompt }, headers: { 'x-forwarded-for': address } });
  expect(res.ok(), `generate answered ${res.status()}`).toBe(true);
  const design = (await res.json()) as { id: string; name: string; modelUrl?: string | null };
  expect(design.modelUrl).toMatch(/\.glb$/);
  return design;
}

/** Every script the page fetches, by URL, with its body. */
function recordScripts(page: Page): Map<string, Promise<Buffer>> {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.set(res.url(), res.body());
  });
  return scripts;
}

async function scriptsWithThree(scripts: Map<string, Promise<Buffer>>): Promise<string[]> {
  const urls: string[] = [];
  for (const [url, body] of scripts) if ((await body).includes(THREE_MARKER)) urls.push(url);
  return urls;
}

/** How warm the view reads: the mean of red minus blue over the canvas's pixels (gold is warm, silver is not). */
async function warmth(page: Page, canvas: Locator): Promise<number> {
  const png = (await canvas.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const context = new OffscreenCanvas(image.width, image.height).getContext('2d')!;
    context.drawImage(image, 0, 0);
    const px = context.getImageData(0, 0, image.width, image.height).data;
    let sum = 0;
    for (let i = 0; i < px.length; i += 4) sum += px[i] - px[i + 2];
    return sum / (px.length / 4);
  }, png);
}

const differs = (canvas: Locator, before: Buffer) => async () => !(await canvas.screenshot()).equals(before);

test.describe('View in 3D', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the product page loads no viewer code; the view opens, turns, zooms, switches metal and closes', async ({ page, request }) => {
    const design = await designWithModel(request);
    const scripts = recordScripts(page);
    await page.goto(`/product/${design.id}`);
    await expect(page.getByTestId('product-name')).toHaveText(design.name);
    // Everything the first load fetches, the chat widget loaded when idle included.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    await page.waitForLoadState('networkidle');
    const firstLoad = [...scripts.keys()];
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad.filter((url) => /model-(scene|dialog)/.test(url))).toEqual([]);
    expect(await scriptsWithThree(scripts)).toEqual([]);

    await page.getByRole('button', { name: 'View in 3D' }).click();
    // The dialog's body and the viewer load now: on a machine busy drawing the catalogue, seconds.
    const dialog = page.getByRole('dialog', { name: design.name });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    const view = dialog.getByTestId('model-view');
    await expect(view).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    // Only now three.js arrived, in a script the first load did not fetch.
    const withThree = await scriptsWithThree(scripts);
    expect(withThree.length).toBeGreaterThan(0);
    expect(withThree.every((url) => !firstLoad.includes(url))).toBe(true);

    const canvas = dialog.getByTestId('model-canvas');
    await expect(canvas).toBeVisible();
    await expect(canvas).toHaveAttribute('role', 'img');
    await expect(canvas).toHaveAccessibleName(new RegExp(`^${design.name} in 14k gold, shown in 3D`));
    await expect(dialog.getByRole('radio', { name: '14k Solid Gold' })).toHaveAttribute('aria-checked', 'true');
    const findings = new Findings();
    await findings.audit(page, 'the 3D view', '[role="dialog"]');
    findings.expectNone();

    // A drag turns the piece: the picture changes.
    const start = await canvas.screenshot();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2 + 20, { steps: 8 });
    await page.mouse.up();
    await expect.poll(differs(canvas, start), { timeout: 15_000 }).toBe(true);

    // The wheel zooms; the arrow keys turn it too.
    await page.waitForTimeout(800);
    const turned = await canvas.screenshot();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -400);
    await expect.poll(differs(canvas, turned), { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(800);
    const zoomed = await canvas.screenshot();
    await canvas.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(differs(canvas, zoomed), { timeout: 15_000 }).toBe(true);

    // Silver: the view turns cool, and the page's own material follows.
    await page.waitForTimeout(800);
    const gold = await warmth(page, canvas);
    await dialog.getByRole('radio', { name: '.925 Silver' }).click();
    await expect(view).toHaveAttribute('data-metal', 'silver');
    await expect(canvas).toHaveAccessibleName(new RegExp(`^${design.name} in sterling silver, shown in 3D`));
    await expect.poll(() => warmth(page, canvas), { timeout: 15_000 }).toBeLessThan(gold - 5);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('model-canvas')).toHaveCount(0);
    await expect(page.getByTestId('product')).toHaveAttribute('data-material', 'sterling-silver');
    await expect(page.getByRole('radio', { name: '.925 Silver' })).toHaveAttribute('aria-checked', 'true');

    // Opened again it starts in the page's metal, and its Close button closes it.
    await page.getByRole('button', { name: 'View in 3D' }).click();
    await expect(view).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    await expect(dialog.getByRole('radio', { name: '.925 Silver' })).toHaveAttribute('aria-checked', 'true');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('without WebGL the view says so, and three.js is never fetched', async ({ page, request }) => {
    const design = await designWithModel(request, 'a heart charm');
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
        return /webgl/.test(kind) ? null : (getContext as (...a: unknown[]) => unknown).call(this, kind, ...rest);
      } as typeof getContext;
    });
    const scripts = recordScripts(page);
    await page.goto(`/product/${design.id}`);
    await page.getByRole('button', { name: 'View in 3D' }).click();
    const dialog = page.getByRole('dialog', { name: design.name });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole('alert')).toHaveText(/This browser cannot show the 3D view/);
    await expect(dialog.getByTestId('model-view')).toHaveAttribute('data-state', 'no-webgl');
    expect(await scriptsWithThree(scripts)).toEqual([]);
  });

  test('a Design Lab result opens in 3D in its own metal', async ({ page }) => {
    await page.goto('/design');
    await page.getByTestId('design-prompt').fill('a bar necklace engraved Mom');
    await page.getByRole('button', { name: /Advanced options/i }).click();
    await page.getByLabel('Metal type').selectOption('Sterling Silver');
    await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
    await expect(page.getByTestId('design-result')).toBeVisible({ timeout: 30_000 });
    const name = (await page.getByTestId('design-result-name').textContent()) ?? '';

    await page.getByRole('button', { name: 'View in 3D' }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByTestId('model-view')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    await expect(dialog.getByRole('radio', { name: '.925 Silver' })).toHaveAttribute('aria-checked', 'true');
    const canvas = dialog.getByTestId('model-canvas');
    const silver = await warmth(page, canvas);
    await dialog.getByRole('radio', { name: '14k Solid Gold' }).click();
    await expect.poll(() => warmth(page, canvas), { timeout: 15_000 }).toBeGreaterThan(silver + 5);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
