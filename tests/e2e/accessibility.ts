import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, asKnownDevice, catalogue, confirmedAccount, PASSWORD, submitLogIn, uniqueEmail } from './support';

// The accessibility walk (issue 21, point 17), shared by the desktop and the phone journeys: axe
// (@axe-core/playwright) on every page of the shop and on the dialogs that matter. A serious or
// critical violation anywhere fails the walk; all of them are listed at once.

const SHOP_NAME = 'Aurum Atelier';

/** The serious and critical violations found so far, one line per rule and place. */
export class Findings {
  readonly lines: string[] = [];

  /** Runs axe on what the page shows once its entrance motion has ended (the whole page, or one open dialog). */
  async audit(page: Page, where: string, include?: string) {
    await motionEnded(page);
    let builder = new AxeBuilder({ page })
      // An experimental rule, but one the testers ran: a control's name must contain its visible text.
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
    if (include) builder = builder.include(include);
    const { violations } = await builder.analyze();
    for (const v of violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      const targets = v.nodes.map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` (${n.any[0].message})` : ''}`);
      this.lines.push(`${where}: ${v.id} [${v.impact}] ×${v.nodes.length}\n      ${targets.join('\n      ')}`);
    }
  }

  expectNone() {
    expect(this.lines, `serious or critical violations:\n  ${this.lines.join('\n  ')}`).toEqual([]);
  }
}

/** Runs a walk and fails with every serious or critical violation it found, listed at once. */
export async function expectAccessible(walk: (findings: Findings) => Promise<void>) {
  const findings = new Findings();
  await walk(findings);
  findings.expectNone();
}

/**
 * Waits for the entrance animations (the staggered rise of list items, a dialog's fade) to end: axe
 * reads colours as drawn, and text half way through a fade-in is paler than the page ever shows it
 * at rest (dequelabs/axe-core#1866). Endless animations (spinners) are not waited for.
 */
async function motionEnded(page: Page) {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round++) {
      const running = document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
      if (!running.length) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
}

/** Signs in through the dialog the URL opens (the top bar's Sign In is in the menu on a phone). */
async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/?auth=login');
  await asKnownDevice(page, email, async () => {
    await expect(await submitLogIn(page, email, password)).toBeHidden();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sb-auth-token'))).not.toBeNull();
  });
}

/** Opens a page and waits until it has settled: its data read, the footer (drawn a frame after the page) there. */
export async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  // By test id: a dialog the URL opens hides the rest of the page from the accessibility tree.
  await expect(page.getByTestId('site-footer')).toBeAttached();
  await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);
}

/** The dialog open now, audited on its own, then closed with Escape. */
async function auditDialog(page: Page, findings: Findings, where: string, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await findings.audit(page, where, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The guest's pages and the dialogs anyone can open. */
export async function walkGuestPages(page: Page, request: APIRequestContext, findings: Findings, phone: boolean) {
  const [design] = await catalogue(request, 1);
  const pages = ['/', '/collections', '/collections/pets-animals', `/product/${design.id}`, '/design', '/cart', '/wishlist', '/auth/reset-password', '/auth/verify', '/no-such-page/at-all'];
  for (const path of pages) {
    await visit(page, path);
    await findings.audit(page, path);
  }

  await visit(page, '/?auth=login');
  await auditDialog(page, findings, 'log-in dialog', /./);
  await visit(page, '/?auth=signup');
  await auditDialog(page, findings, 'sign-up dialog', /./);
  await visit(page, '/?contact=true');
  await auditDialog(page, findings, 'contact dialog', /./);

  await visit(page, '/');
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByTestId('mobile-menu')).toBeVisible();
    await findings.audit(page, 'phone menu', '[role="dialog"]');
    await page.getByTestId('mobile-menu').getByRole('button', { name: 'Request A Quote' }).click();
  } else {
    await page.getByTestId('top-bar').getByRole('button', { name: 'Request a Quote' }).click();
  }
  await auditDialog(page, findings, 'quote dialog', /./);

  await page.getByRole('button', { name: `Open ${SHOP_NAME} Chat` }).click();
  const chat = page.getByRole('dialog', { name: `${SHOP_NAME} Chat` });
  await expect(chat.getByRole('log')).toContainText(`Welcome to ${SHOP_NAME}`);
  await chat.getByRole('textbox', { name: 'Your message' }).fill('How long does shipping take?');
  await chat.getByRole('button', { name: 'Send message' }).click();
  await expect(chat.getByRole('log')).toContainText('2-5 business days');
  await auditDialog(page, findings, 'chat window', `${SHOP_NAME} Chat`);
}

/** A member's pages, at the walk's width and at a phone's: the bag with a line, the wishlist with a piece, the checkout, then My Orders with the paid order and the dashboard. */
export async function walkMemberPages(page: Page, request: APIRequestContext, findings: Findings) {
  const [design] = await catalogue(request, 1);
  const email = uniqueEmail('axe');
  await confirmedAccount(request, email);
  await signIn(page, email);

  await visit(page, `/product/${design.id}`);
  await page.getByTestId('wishlist-toggle').first().click();
  await expect(page.getByText('Item has been added to your wishlist', { exact: true })).toBeVisible();
  await page.getByTestId('add-to-bag').click();
  await expect(page.getByText('Item has been added to your bag', { exact: true })).toBeVisible();
  await expect(page.getByText('Item has been added to your bag', { exact: true })).toBeHidden({ timeout: 10_000 });
  await findings.audit(page, 'product (signed in)');

  for (const path of ['/cart', '/wishlist', '/checkout']) {
    await visit(page, path);
    await auditAtBothWidths(page, findings, `${path} (signed in, one line)`);
  }

  // The gift note's fields (issue 26), open, then closed again for the payment below.
  const form = page.getByTestId('checkout-form');
  await form.getByTestId('gift-toggle').check();
  await findings.audit(page, '/checkout (signed in, gift note open)');
  await form.getByTestId('gift-toggle').uncheck();

  // Pay with the test card, so My Orders has an order to show.
  for (const [label, value] of [['Full Name', 'Ada Axe'], ['Address', '12 Goldsmith Lane'], ['City', 'Portland'], ['State', 'OR'], ['ZIP Code', '97205'], ['Card Number', '4242 4242 4242 4242'], ['Expiry (MM/YY)', '12 / 34'], ['CVC', '123']]) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByTestId('complete-order').click();
  await expect(page.getByRole('heading', { name: 'Order Complete!' })).toBeVisible({ timeout: 20_000 });

  for (const path of ['/orders', '/dashboard']) {
    await visit(page, path);
    await auditAtBothWidths(page, findings, `${path} (signed in)`);
  }
  // The account tab's saved address form (issue 26).
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByTestId('saved-address').getByTestId('save-address')).toBeVisible();
  await findings.audit(page, '/dashboard account tab (signed in)');
}

/**
 * The page at the walk's width, then drawn again at a phone's: one member walks both, since every
 * journey signs up from 127.0.0.1, which the shop allows ten sign-ups an hour.
 */
async function auditAtBothWidths(page: Page, findings: Findings, where: string) {
  const wide = page.viewportSize()!;
  await findings.audit(page, where);
  const path = new URL(page.url()).pathname;
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, path);
  await findings.audit(page, `${where} at 390 px`);
  await page.setViewportSize(wide);
  await visit(page, path);
}

/** The order desk, the promo codes and the inbox, as the administrator. */
export async function walkAdminDesk(browser: Browser, findings: Findings, contextOptions: Parameters<Browser['newContext']>[0]) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await visit(page, '/admin/orders');
  await expect(page.getByRole('heading', { name: 'Admin Orders' })).toBeVisible();
  await findings.audit(page, '/admin/orders (admin)');
  await page.getByTestId('admin-nav').getByRole('link', { name: 'Promo Codes' }).click();
  await expect(page.getByRole('heading', { name: 'Promo Codes', level: 1 })).toBeVisible();
  await findings.audit(page, '/admin/promo-codes (admin)');
  // The inbox and one of its items (issue 27, point 2): a ticket sent first, so there is one to open.
  const ticket = await page.request.post('/api/support-ticket', {
    data: { name: 'Axe Walker', email: 'axe.walker@example.com', subject: 'Sizing', priority: 'high', category: 'design', message: 'How do I measure a ring size at home?' },
    headers: { 'x-forwarded-for': `10.${Math.floor(Math.random() * 256)}.7.7` },
  });
  expect(ticket.ok()).toBe(true);
  await page.getByTestId('admin-nav').getByRole('link', { name: 'Inbox' }).click();
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(page.getByTestId('inbox-row').first()).toBeVisible();
  await findings.audit(page, '/admin/inbox (admin)');
  await page.getByTestId('inbox-row').first().click();
  await expect(page.getByTestId('inbox-item-name')).toBeVisible();
  await findings.audit(page, '/admin/inbox/:id (admin)');
  await context.close();
}
