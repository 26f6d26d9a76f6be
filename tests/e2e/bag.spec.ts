import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, catalogue, confirmedAccount, dollars, signInFromBar, uniqueEmail } from './support';

// Bag and wishlist (issue 4, spec 01 2.3, 2.9, 2.10, 4, 8; spec 02 'Product detail'): a guest fills
// the browser bag, changes a quantity, keeps it across a reload; signing in merges it into the
// account; the wishlist toggles on a product page and adds to the bag; signed out it asks to log in.

const SHOTS = '/tmp/shots/bag';
mkdirSync(SHOTS, { recursive: true });
// Screenshots without the list's rise-in animation half way through.
test.use({ reducedMotion: 'reduce' });

const badge = (page: Page) => page.getByTestId('nav-bag').filter({ visible: true }).getByTestId('bag-count');

async function addFromProductPage(page: Page, id: string, material: 'gold' | 'silver' = 'gold') {
  await page.goto(`/product/${id}`);
  await expect(page.getByTestId('product-name')).toBeVisible();
  if (material === 'silver') await page.getByRole('radio', { name: '.925 Silver' }).click();
  await page.getByTestId('add-to-bag').click();
  await expect(page.getByText('Item has been added to your bag', { exact: true })).toBeVisible();
}

test.describe('bag and wishlist', () => {
  test('a guest bag survives a reload and merges into the account at sign-in; the wishlist adds to the bag', async ({ page, request }) => {
    test.setTimeout(120_000);
    const [gold, silver, third] = await catalogue(request, 3);

    // The product page: material toggle switches price and weight; the title is the design's name.
    await page.goto(`/product/${silver.id}`);
    await expect(page.getByTestId('product-name')).toHaveText(silver.name);
    await expect(page).toHaveTitle(`${silver.name} — Aurum Atelier`);
    await expect(page.getByTestId('product-price')).toHaveText(dollars(silver.price));
    await page.getByRole('radio', { name: '.925 Silver' }).click();
    await expect(page.getByRole('radio', { name: '.925 Silver' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('product-price')).toHaveText(dollars(silver.silverPrice));
    if (silver.silverWeight) await expect(page.getByTestId('product-weight')).toHaveText(`${Number(silver.silverWeight)} g`);
    if (silver.silverImageUrl) await expect(page.getByTestId('product').getByRole('img', { name: silver.name })).toHaveAttribute('src', silver.silverImageUrl);
    // The quantity stepper: decrease disabled at 1.
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByTestId('quantity-value')).toHaveText('2');
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await page.getByTestId('add-to-bag').click();
    await expect(page.getByText('Added to bag', { exact: true })).toBeVisible();
    await expect(badge(page)).toHaveText('1');
    await page.screenshot({ path: `${SHOTS}/product-1280.png` });

    // A second design in gold; adding the same one again raises its quantity instead of a line.
    await addFromProductPage(page, gold.id);
    await expect(badge(page)).toHaveText('2');

    // The bag page: lines, material labels, stepper, totals.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'SHOPPING BAG' })).toBeVisible();
    const lines = page.getByTestId('bag-line');
    await expect(lines).toHaveCount(2);
    const goldLine = lines.filter({ hasText: gold.name });
    const silverLine = lines.filter({ hasText: silver.name });
    await expect(goldLine.getByTestId('bag-line-material')).toHaveText('14k Solid Gold');
    await expect(silverLine.getByTestId('bag-line-material')).toHaveText('.925 Sterling Silver');
    await expect(page.getByTestId('bag-subtotal')).toHaveText(dollars(gold.price + silver.silverPrice));
    await expect(page.getByText('Subtotal (2 items)', { exact: true })).toBeVisible();
    await expect(page.getByTestId('bag-shipping')).toHaveText('Free');
    await expect(page.getByTestId('bag-tax')).toHaveText('Calculated at checkout');
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    await expect(page.getByRole('button', { name: 'Clear All Items' })).toBeVisible();
    await expect(goldLine.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await goldLine.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(goldLine.getByTestId('quantity-value')).toHaveText('2');
    await expect(goldLine.getByTestId('bag-line-total')).toHaveText(dollars(gold.price * 2));
    await expect(page.getByTestId('bag-total')).toHaveText(dollars(gold.price * 2 + silver.silverPrice));
    await expect(page.getByText('Subtotal (3 items)', { exact: true })).toBeVisible();
    await expect(badge(page)).toHaveText('3');
    await page.screenshot({ path: `${SHOTS}/bag-guest-1280.png`, fullPage: true });

    // The guest bag lives in local storage: still there after a reload, ids beginning 'guest-'.
    await page.reload();
    await expect(lines).toHaveCount(2);
    await expect(page.getByTestId('bag-total')).toHaveText(dollars(gold.price * 2 + silver.silverPrice));
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('aurum-guest-bag') ?? '[]') as Array<{ id: string }>);
    expect(stored).toHaveLength(2);
    for (const line of stored) expect(line.id.startsWith('guest-')).toBe(true);

    // Sign in: the guest lines move to the account's bag (the server's), and the browser bag empties.
    const email = uniqueEmail('bag');
    await confirmedAccount(request, email);
    await page.goto('/');
    await signInFromBar(page, email);
    await page.goto('/cart');
    await expect(lines).toHaveCount(2);
    await expect(page.getByTestId('bag-total')).toHaveText(dollars(gold.price * 2 + silver.silverPrice));
    await expect(badge(page)).toHaveText('3');
    expect(await page.evaluate(() => localStorage.getItem('aurum-guest-bag'))).toBeNull();
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('sb-auth-token') ?? '{}') as { access_token?: string }).access_token);
    const serverBag = await request.get('/api/cart', { headers: { Authorization: `Bearer ${token}` } });
    const serverLines = (await serverBag.json()) as Array<{ id: string; designId: string; quantity: number; material: string }>;
    expect(serverLines.map((l) => `${l.designId}:${l.quantity}:${l.material}`).sort()).toEqual([`${gold.id}:2:14k-gold`, `${silver.id}:1:sterling-silver`].sort());
    for (const line of serverLines) expect(line.id.startsWith('guest-')).toBe(false);

    // A member's quantity change goes to the server; decrease disabled again at 1.
    const memberGold = lines.filter({ hasText: gold.name });
    await memberGold.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(memberGold.getByTestId('quantity-value')).toHaveText('1');
    await expect(memberGold.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(page.getByTestId('bag-total')).toHaveText(dollars(gold.price + silver.silverPrice));

    // The wishlist: empty, then toggled on from a product page.
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { name: 'Your Wishlist is Empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse The Collection' })).toHaveAttribute('href', '/collections');
    await page.goto(`/product/${third.id}`);
    const toggle = page.getByTestId('wishlist-toggle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.getByText('Item has been added to your wishlist', { exact: true })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: `${SHOTS}/product-saved-1280.png` });

    await page.goto('/wishlist');
    await expect(page.getByTestId('wishlist-count')).toHaveText('1 item saved');
    const entry = page.getByTestId('wishlist-item');
    await expect(entry).toHaveCount(1);
    await expect(entry.getByTestId('wishlist-item-link')).toHaveAttribute('href', `/product/${third.id}`);
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/collections');
    await page.screenshot({ path: `${SHOTS}/wishlist-1280.png`, fullPage: true });

    // Add from the wishlist: the bag gains a gold line of quantity 1.
    await entry.getByTestId('wishlist-add').click();
    await expect(page.getByText('Item has been added to your bag', { exact: true })).toBeVisible();
    await expect(badge(page)).toHaveText('3');
    await page.goto('/cart');
    await expect(lines).toHaveCount(3);
    const added = lines.filter({ hasText: third.name });
    await expect(added.getByTestId('bag-line-material')).toHaveText('14k Solid Gold');
    await expect(added.getByTestId('quantity-value')).toHaveText('1');

    // Toggling off from the product page empties the wishlist.
    await page.goto(`/product/${third.id}`);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(page.getByText('Item has been removed from your wishlist', { exact: true })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    // Remove a line, then clear the bag: the empty state.
    await page.goto('/cart');
    await lines.filter({ hasText: third.name }).getByTestId('bag-line-remove').filter({ visible: true }).click();
    await expect(page.getByText('Item has been removed from your bag', { exact: true })).toBeVisible();
    await expect(lines).toHaveCount(2);
    await page.getByRole('button', { name: 'Clear All Items' }).click();
    await expect(page.getByText('All items have been removed from your bag', { exact: true })).toBeVisible();
    await expect(page.getByText("Your bag is empty. Begin your search for jewelry that's as unique as you are.", { exact: true })).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
  });

  test('a bag holds 50 different pieces: adding one more says so, for a guest and a member, and a sign-in tells what did not fit', async ({ page, request }) => {
    test.setTimeout(90_000);
    const full = 'Your bag holds up to 50 different pieces. Please remove one before adding another.';
    const [design, other] = await catalogue(request, 2);
    // A guest bag of 50 lines: one design, each with its own engraving.
    await page.goto('/');
    await page.evaluate((designId) => {
      const lines = Array.from({ length: 50 }, (_, i) => ({ id: `guest-${i}`, designId, quantity: 1, customizations: { material: '14k-gold', engraving: `No. ${i}` }, addedAt: i }));
      localStorage.setItem('aurum-guest-bag', JSON.stringify(lines));
    }, design.id);
    await page.goto(`/product/${other.id}`);
    await page.getByTestId('add-to-bag').click();
    await expect(page.getByText(full, { exact: true })).toBeVisible();
    await expect(badge(page)).toHaveText('50');

    // The account already holds one piece: at sign-in 49 of the 50 fit, and the member is told.
    const email = uniqueEmail('full-bag');
    await confirmedAccount(request, email);
    const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    const token = ((await login.json()) as { session: { access_token: string } }).session.access_token;
    expect((await request.post('/api/cart', { headers: { Authorization: `Bearer ${token}` }, data: { designId: other.id, quantity: 1 } })).ok()).toBe(true);
    await signInFromBar(page, email);
    await expect(badge(page)).toHaveText('50');
    await page.goto('/cart');
    const leftOut = page.getByTestId('bag-left-out');
    await expect(leftOut).toContainText('1 piece from before you signed in did not fit: your bag holds up to 50 different pieces.');
    await expect(page.getByTestId('bag-line')).toHaveCount(50);
    await leftOut.getByRole('button', { name: 'Dismiss' }).click();
    await expect(leftOut).toHaveCount(0);

    // The member's bag is full too: one more piece is refused with the same words.
    await page.goto(`/product/${other.id}`);
    await page.getByRole('radio', { name: '.925 Silver' }).click();
    await page.getByTestId('add-to-bag').click();
    await expect(page.getByText(full, { exact: true })).toBeVisible();
    await expect(badge(page)).toHaveText('50');
  });

  test('a piece saved before the wishlist has loaded shows as saved', async ({ page, request }) => {
    const [design] = await catalogue(request, 1);
    const email = uniqueEmail('early-save');
    await confirmedAccount(request, email);
    await page.goto('/');
    await signInFromBar(page, email);
    // The page's first read of the wishlist answers only after the save: it was sent before it.
    let release!: () => void;
    const saved = new Promise<void>((resolve) => (release = resolve));
    let firstRead = true;
    await page.route('**/api/wishlist', async (route) => {
      if (route.request().method() === 'GET' && firstRead) {
        firstRead = false;
        const answer = await route.fetch();
        await saved;
        return route.fulfill({ response: answer });
      }
      const answer = await route.fetch();
      if (route.request().method() === 'POST') release();
      return route.fulfill({ response: answer });
    });
    await page.goto(`/product/${design.id}`);
    const toggle = page.getByTestId('wishlist-toggle');
    await toggle.click();
    await expect(page.getByText('Item has been added to your wishlist', { exact: true })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  test('signed out, the wishlist asks to log in; the empty bag and an unknown design', async ({ page, request }) => {
    const [design] = await catalogue(request, 1);
    await page.goto(`/product/${design.id}`);
    await page.getByTestId('wishlist-toggle').click();
    await expect(page.getByText('Login required', { exact: true })).toBeVisible();
    await expect(page.getByText('Please log in to use the wishlist', { exact: true })).toBeVisible();

    await page.goto('/wishlist');
    await expect(page.getByTestId('wishlist-signed-out')).toBeVisible();
    await expect(page.getByText('Please log in to use the wishlist', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/wishlist-signed-out-1280.png` });

    await page.goto('/cart');
    await expect(page.getByText("Your bag is empty. Begin your search for jewelry that's as unique as you are.", { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear All Items' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/bag-empty-1280.png` });

    // One line: no Clear All Items.
    await addFromProductPage(page, design.id);
    await page.goto('/cart');
    await expect(page.getByTestId('bag-line')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Clear All Items' })).toHaveCount(0);
    await expect(page.getByText('Subtotal (1 item)', { exact: true })).toBeVisible();

    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Design not found. This product may have been removed or the link is invalid.', { exact: true })).toBeVisible();
  });

  test('the guest bag adds up identical lines, caps at 10 and asks for designs in one call', async ({ page, request }) => {
    const [design, other] = await catalogue(request, 2);
    const batchCalls: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      // Per-design reads only: the home page's own lists (public, recent) are not the bag's.
      const homeList = url.pathname.startsWith('/api/designs/public') || url.pathname === '/api/designs/recent';
      if (url.pathname === '/api/designs' || (url.pathname.startsWith('/api/designs/') && !homeList)) batchCalls.push(url.pathname + url.search);
    });
    await page.goto('/');
    await page.evaluate(
      ([a, b]) =>
        localStorage.setItem(
          'aurum-guest-bag',
          JSON.stringify([
            { id: 'guest-1', designId: a, quantity: 9, customizations: { material: '14k-gold' }, addedAt: 1 },
            { id: 'guest-2', designId: b, quantity: 1, customizations: { material: '.925 Silver' }, addedAt: 2 },
          ]),
        ),
      [design.id, other.id],
    );
    await page.goto('/cart');
    await expect(page.getByTestId('bag-line')).toHaveCount(2);
    expect(batchCalls.filter((call) => call.startsWith('/api/designs?'))).toHaveLength(1);
    expect(batchCalls.filter((call) => call.startsWith('/api/designs/'))).toHaveLength(0);
    await expect(page.getByTestId('bag-line').nth(1).getByTestId('bag-line-material')).toHaveText('.925 Sterling Silver');

    // Adding the same design in gold twice more: one line, capped at 10.
    await addFromProductPage(page, design.id);
    await addFromProductPage(page, design.id);
    await page.goto('/cart');
    await expect(page.getByTestId('bag-line')).toHaveCount(2);
    const first = page.getByTestId('bag-line').filter({ hasText: design.name });
    await expect(first.getByTestId('quantity-value')).toHaveText('10');
    await expect(first.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(page.getByTestId('bag-count').filter({ visible: true })).toHaveText('11');
  });
});
