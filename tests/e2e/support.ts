import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// What several journeys need: fresh addresses, the dev mailbox's links, confirmed accounts and the
// seeded catalogue (drawn at the server's first start, so waited for).

export const PASSWORD = 'Gold-2025';

export const uniqueEmail = (name: string) => `${name}+${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;

/** Signs in through the top bar's dialog from the home page and waits for the signed-in bar. */
export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/');
  await signInFromBar(page, email, password);
}

/** Signs in through the top bar's dialog on the page at hand (a guest bag there is merged). */
export async function signInFromBar(page: Page, email: string, password = PASSWORD) {
  await asKnownDevice(page, email, async () => {
    await page.getByTestId('nav-account').getByRole('button', { name: 'Sign In' }).click();
    await submitLogIn(page, email, password);
    await expect(page.getByTestId('nav-user')).toHaveText(email);
  });
}

/** Fills the open sign-in dialog and presses Log In; answers the dialog (to wait for it to close). */
export async function submitLogIn(page: Page, email: string, password = PASSWORD) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
  return dialog;
}

/**
 * The device token of the suite's last login to each account, kept across its browser contexts (one
 * worker runs every file). A login from a known device spends that device's budget, not the
 * address's ten in 15 minutes (issue 21), as an admin's own browser does; the suite signs the admin
 * in more than ten times, each from a fresh browser context.
 */
const knownDevices = new Map<string, string>();
const DEVICE_TOKENS = 'aurum-device-tokens';

/** Runs a sign-in on `page` (already on the shop) as the browser that last signed in to `email`, and keeps its new token. */
export async function asKnownDevice(page: Page, email: string, signIn: () => Promise<void>) {
  const address = email.trim().toLowerCase();
  const known = knownDevices.get(address);
  if (known) {
    await page.evaluate(([key, at, token]) => {
      const all = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
      localStorage.setItem(key, JSON.stringify({ ...all, [at]: token }));
    }, [DEVICE_TOKENS, address, known] as const);
  }
  await signIn();
  const earned = await page.evaluate(([key, at]) => (JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>)[at] ?? null, [DEVICE_TOKENS, address] as const);
  if (earned) knownDevices.set(address, earned);
}

export const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** The newest mailed link to `email` with the given path, other than `after` (the dev mailbox, retried while it settles). */
export async function mailedLink(request: APIRequestContext, email: string, pathname: string | RegExp, after?: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mailbox/messages.json?to=${encodeURIComponent(email)}`);
        if (!res.ok()) return '';
        const messages = (await res.json()) as MailMessage[];
        for (const message of messages) {
          if (message.to && !message.to.toLowerCase().includes(email.toLowerCase())) continue;
          const matches = (path: string) => (typeof pathname === 'string' ? path === pathname : pathname.test(path));
          const link = message.links.find((href) => matches(new URL(href).pathname) && href !== after);
          if (link) {
            const url = new URL(link);
            found = `${url.pathname}${url.search}${url.hash}`;
            return found;
          }
        }
        return '';
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .not.toBe('');
  return found;
}

/** Registers and confirms an account through the API and the mailbox (no browser session). */
export async function confirmedAccount(request: APIRequestContext, email: string, password = PASSWORD) {
  // Each account from an address of its own, as customers' are: the journeys' shop trusts the machine
  // as its proxy (playwright.config.ts), and one address gets ten sign-ups an hour (rate-limits.ts).
  const address = `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
  const res = await request.post('/api/auth/register', { data: { email, password }, headers: { 'x-forwarded-for': address } });
  expect(res.ok(), `sign-up answered ${res.status()} ${await res.text()}`).toBe(true);
  const link = await mailedLink(request, email, '/auth/confirm');
  const tokenHash = new URL(link, 'http://x').searchParams.get('token_hash');
  const confirm = await request.post('/api/auth/confirm-email', { data: { token_hash: tokenHash, type: 'signup' } });
  expect(confirm.ok()).toBe(true);
}

export interface PublicDesign {
  id: string;
  name: string;
  price: number;
  silverPrice: number;
  weight: string | null;
  silverWeight: string | null;
  silverImageUrl: string | null;
}

/** Catalogue designs from the public list (the seed draws them at start; wait while it does). */
export async function catalogue(request: APIRequestContext, count: number): Promise<PublicDesign[]> {
  let designs: PublicDesign[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/designs/public?limit=12');
        if (!res.ok()) return 0;
        designs = ((await res.json()) as { designs: PublicDesign[] }).designs;
        return designs.length;
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThanOrEqual(count);
  return designs.slice(0, count);
}

/** The checkout's billing fields, filled for a buyer in Portland. */
export async function fillBilling(page: Page, email: string, name: string) {
  const form = page.getByTestId('checkout-form');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Full Name', { exact: true }).fill(name);
  await form.getByLabel('Address', { exact: true }).fill('12 Goldsmith Lane');
  await form.getByLabel('City', { exact: true }).fill('Portland');
  await form.getByLabel('State', { exact: true }).fill('OR');
  await form.getByLabel('ZIP Code', { exact: true }).fill('97205');
}

/** The test processor's card fields. */
export async function fillCard(page: Page, number: string) {
  const form = page.getByTestId('checkout-form');
  await form.getByLabel('Card Number', { exact: true }).fill(number);
  await form.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12 / 34');
  await form.getByLabel('CVC', { exact: true }).fill('123');
}

/** Adds a piece to the bag from its product page, and waits for the toast that says so. */
export async function addToBag(page: Page, design: PublicDesign) {
  await page.goto(`/product/${design.id}`);
  await expect(page.getByTestId('product-name')).toHaveText(design.name);
  await page.getByTestId('add-to-bag').click();
  await expect(page.getByText('Item has been added to your bag', { exact: true })).toBeVisible();
}

/** The journeys' administrator (playwright.config.ts creates it at the first start). */
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@aurumatelier.com';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'Atelier-admin-2025';

/** Signs the administrator in from an admin page's own Sign In, then opens `path` (a login lands elsewhere). */
export async function adminOpens(page: Page, path: string) {
  await page.goto(path);
  await asKnownDevice(page, ADMIN_EMAIL, async () => {
    await page.getByTestId('admin-only').getByRole('button', { name: 'Sign In' }).click();
    await expect(await submitLogIn(page, ADMIN_EMAIL, ADMIN_PASSWORD)).toBeHidden();
  });
  await page.goto(path);
}

/** The whole page at 1440 and 390 px in `dir`, once the layout for each width has settled; back at 1280 px after. */
export async function shootAtWidths(page: Page, dir: string, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.waitForTimeout(300);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Neither the page nor anything inside it (a table's scroll box) scrolls sideways; what lies inside
 * `except` (a row of tabs made to scroll) is not looked at.
 */
export async function noSidewaysScroll(page: Page, except?: string) {
  const sideways = await page.evaluate((skip) => {
    const root = document.documentElement;
    const boxes = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => !skip || !el.closest(skip))
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1);
    return [...(root.scrollWidth > root.clientWidth ? ['the page'] : []), ...boxes.map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80))];
  }, except ?? null);
  expect(sideways).toEqual([]);
}

/** On screen after scrolling down to it (never sideways), inside the viewport's width, and a thumb-sized target. */
export async function reachable(page: Page, target: Locator) {
  await target.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 200));
  await expect(target).toBeInViewport();
  const box = (await target.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
}
