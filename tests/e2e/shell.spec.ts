import { expect, test, type Locator, type Page } from '@playwright/test';

// The client shell (issue 2, part 6): every route of spec 01's table inside one layout, the
// dialogs opened by query parameters, the bar that turns solid, the home-page token redirect.

const ROUTES: Array<{ path: string; heading: string | RegExp }> = [
  { path: '/', heading: /aurum atelier/i },
  { path: '/design', heading: 'BEGIN YOUR DESIGN' },
  { path: '/collections', heading: 'THE COLLECTION' },
  { path: '/collections/science-medical', heading: 'Science & Medical' },
  // An id that is no design: the product page's not-found sentence (spec 02, section 8).
  { path: '/product/1', heading: 'Design not found. This product may have been removed or the link is invalid.' },
  { path: '/cart', heading: 'SHOPPING BAG' },
  { path: '/wishlist', heading: 'WISHLIST' },
  { path: '/checkout', heading: 'CHECKOUT' },
  { path: '/checkout/success', heading: 'Invalid Session' },
  { path: '/admin/orders', heading: 'Admin Orders' },
  // Without a token the auth screens show their invalid states (tests/e2e/accounts.spec.ts).
  { path: '/auth/verify', heading: 'Invalid link' },
  { path: '/auth/confirm', heading: 'Invalid link' },
  { path: '/auth/reset-password', heading: 'Invalid reset link' },
];

const SHOP_NAME = 'Aurum Atelier';

async function expectFrame(page: Page) {
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.getByTestId('copyright')).toHaveText(/© 2025 /);
}

/** Each of the place's buttons opens the dialog with its heading, and Escape closes it again. */
async function opensDialogs(page: Page, place: Locator, buttons: ReadonlyArray<readonly [label: string, heading: string]>, exact = false) {
  for (const [label, heading] of buttons) {
    await place.getByRole('button', { name: label, exact }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: heading })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
}

/** Escape closes the dialog a query parameter opened, and takes the parameter off the address. */
async function escapeClearsQuery(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).search).toBe('');
}

test.describe('routes', () => {
  for (const { path, heading } of ROUTES) {
    test(`${path} shows the bar, the footer and its heading`, async ({ page }) => {
      await page.goto(path);
      await expectFrame(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    });
  }

  test('the pages that later issues fill show their texts', async ({ page }) => {
    await page.goto('/collections');
    await expect(page.getByText('Crafted in your choice of solid 14k gold or fine sterling silver.')).toBeVisible();
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Orders' })).toBeVisible();
    // Hold the verification call open, so its loading state is seen however fast the machine is.
    await page.route('**/api/auth/confirm-email', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/auth/verify?token_hash=nonsense');
    await expect(page.getByText('Confirming your exclusive access...')).toBeVisible();
  });

  test('/dashboard and /orders without a session go home; /auth/callback without a token goes to Sign Up', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth/callback');
    await expect(page).toHaveURL(/\/\?auth=signup$/);
    await expect(page.getByRole('dialog').getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  });

  test('an unknown path shows the not-found page inside the layout', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expectFrame(page);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page).toHaveTitle(SHOP_NAME);
    await expect(page.getByTestId('site-footer')).toContainText('© 2025');
  });

  test('the collection landing shows the featured collection cards', async ({ page, request }) => {
    const res = await request.get('/api/collections/featured');
    expect(res.ok()).toBe(true);
    const featured = (await res.json()) as Array<{ id: string; name: string; description: string; category: string }>;
    expect(featured).toHaveLength(9);

    await page.goto('/collections');
    const cards = page.getByTestId('collection-card');
    await expect(cards).toHaveCount(9);
    for (const [index, collection] of featured.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(collection.name);
      await expect(card).toContainText(collection.description);
      await expect(card).toHaveAttribute('href', `/collections?category=${collection.category}`);
    }
    // Spec 02: clicking a card filters by its category.
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/collections\\?category=${featured[0].category}$`));
    // The seeded catalogue has fourteen pieces in each collection: a full first page of twelve.
    await expect(page.getByTestId('design-grid').getByRole('link').first()).toBeVisible();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.getByRole('link', { name: 'All Collections' }).click();
    await expect(page).toHaveURL(/\/collections$/);
    await expect(cards).toHaveCount(9);
  });
});

test.describe('home', () => {
  test('the title is the shop name; no console errors or CSP violations', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto('/');
    // The home page's own title (use-page-meta), ending in the shop's name.
    await expect(page).toHaveTitle(`Made-to-order fine jewelry — ${SHOP_NAME}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/aurum atelier/i);
    await expect(page.getByTestId('copyright')).toContainText('© 2025');
    await page.waitForLoadState('networkidle');
    // A dialog and the collection page (fonts, lazy chunks, an API call) under the same policy.
    await page.getByRole('main').getByRole('button', { name: 'Who We Are' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByTestId('top-bar').getByRole('link', { name: 'Shop Collection' }).click();
    await expect(page.getByTestId('collection-card')).toHaveCount(9);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('the home, collection and product pages load the cores of the four faces and no other font', async ({ page, request }) => {
    const fonts = new Set<string>();
    page.on('request', (r) => {
      if (r.url().endsWith('.woff2')) fonts.add(new URL(r.url()).pathname.replace(/-[\w-]{8}\.woff2$/, ''));
    });
    const { designs } = (await (await request.get('/api/designs/public?limit=1')).json()) as { designs: { id: string }[] };
    for (const path of ['/', '/collections', `/product/${designs[0].id}`]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    const cores = ['/assets/cormorant-garamond-500-core', '/assets/cormorant-garamond-600-core', '/assets/jost-400-core', '/assets/jost-500-core'];
    expect([...fonts].sort()).toEqual(cores);
    // A letter beyond the cores (a name engraved "Zoë") fetches its face's Latin file, and only that one.
    const families = await page.evaluate(async () => (await document.fonts.load('500 40px "Cormorant Garamond", "Cormorant Garamond Latin"', 'Zoë')).map((face) => face.family));
    expect(families).toContain('Cormorant Garamond Latin');
    expect([...fonts].sort()).toEqual([cores[0], '/assets/cormorant-garamond-500-latin', ...cores.slice(1)]);
  });

  test('on a phone, the home, collection and product pages each fetch three scripts, and no favicon file', async ({ browser, request }) => {
    const { designs } = (await (await request.get('/api/designs/public?limit=1')).json()) as { designs: { id: string }[] };
    for (const [path, name] of [['/', 'home'], ['/collections', 'collections'], [`/product/${designs[0].id}`, 'product']]) {
      // A fresh context each time: nothing cached from the page before.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script' || r.url().endsWith('/favicon.svg')) fetched.push(new URL(r.url()).pathname.replace(/-[\w-]{8}\.js$/, ''));
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The entry, the page's own chunk and the common chunk (decision 0018).
      expect(fetched.sort(), path).toEqual(['/assets/common', '/assets/index', `/assets/${name}`].sort());
      expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
      await context.close();
    }
  });

  test('the hero offers the collection, the Design Lab and the About dialog', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'View Collection' })).toHaveAttribute('href', '/collections');
    await expect(page.getByRole('main').getByRole('link', { name: 'Design Lab' })).toHaveAttribute('href', '/design');
    await page.getByRole('main').getByRole('button', { name: 'Who We Are' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Who We Are' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a hash holding recovery tokens goes through /auth/callback to the reset form', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      const record = () => seen.push(location.pathname + location.hash);
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          original(...args);
          record();
        };
      }
      (window as unknown as { __seen: string[] }).__seen = seen;
    });
    await page.goto('/#access_token=abc&refresh_token=def&type=recovery');
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    expect(seen).toContain('/auth/callback#access_token=abc&refresh_token=def&type=recovery');
    expect(seen.some((url) => url.startsWith('/auth/reset-password#access_token=abc&refresh_token=def'))).toBe(true);
  });

  test('token together with type also redirects; a plain hash does not', async ({ page }) => {
    await page.goto('/#token=xyz&type=signup');
    // The callback redeems the token, which is invalid: the message waits in the Sign Up tab.
    await expect(page).toHaveURL(/\/\?auth=signup$/);
    await expect(page.getByRole('dialog').getByText('This verification link is invalid or incomplete.', { exact: false })).toBeVisible();
    await page.goto('/#recent');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/#recent$/);
  });
});

test.describe('dialogs from query parameters', () => {
  test('/?auth=signup opens the auth dialog on Sign Up; closing removes the parameter', async ({ page }) => {
    await page.goto('/?auth=signup');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'false');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/?auth=login opens the Log In tab, and the tabs switch', async ({ page }) => {
    await page.goto('/?auth=login');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  });

  test('/?auth=login&forgot=true opens the forgot-password view, Back to Login returns', async ({ page }) => {
    await page.goto('/?auth=login&forgot=true');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAttribute('aria-labelledby', /.+/);
    await expect(dialog.locator('[data-auth-view="forgot"]')).toBeVisible();
    await expect(dialog.getByRole('tab')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Back to Login' }).click();
    await expect(dialog.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('button', { name: /Forgot your password/ }).click();
    await expect(dialog.locator('[data-auth-view="forgot"]')).toBeVisible();
    await escapeClearsQuery(page, dialog);
  });

  test('/?contact=true opens the contact dialog', async ({ page }) => {
    await page.goto('/?contact=true');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-dialog="contact"]')).toBeAttached();
    await expect(dialog.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await escapeClearsQuery(page, dialog);
  });

  test('the bar and the footer open their dialogs', async ({ page }) => {
    await page.goto('/collections');
    const bar = page.getByTestId('top-bar');
    await opensDialogs(page, bar, [
      ['Our Gold Standard', 'In Gold We Trust'],
      ['One-of-One', 'One-of-One'],
      ['Prompting Guide', 'Prompting Guide'],
      ['Request a Quote', 'Get Custom Quote'],
    ]);
    await bar.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog').getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');

    const footer = page.getByTestId('site-footer');
    await opensDialogs(page, footer, [
      ['Shipping & Delivery', 'Shipping & Delivery'],
      ['Returns & Exchanges', 'Returns & Exchanges'],
      ['Common Questions', 'Common Questions'],
      ['Contact / Submit a Ticket', 'Contact Us'],
      ['About', 'Who We Are'],
      ['Our Craft', 'Our Craft'],
      ['Privacy Policy', 'Privacy Policy'],
      ['Terms of Service', 'Terms of Service'],
      ['Join the Team', 'Join the Team'],
    ], true);
    await footer.getByRole('button', { name: 'Create an Account / Login' }).click();
    await expect(page.getByRole('dialog').getByRole('tablist')).toBeVisible();
  });
});

test.describe('top bar', () => {
  test('transparent at the top, solid after scrolling more than 10 px', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('top-bar');
    await expect(bar).toHaveAttribute('data-solid', 'false');
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 400);
    await expect(bar).toHaveAttribute('data-solid', 'true');
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(250, 247, 242)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-solid', 'false');
  });

  test('a window narrowed below 1024 px swaps the two-line bar for the compact one, and back', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('top-bar');
    await expect(bar.getByRole('link', { name: 'Shop Collection' })).toBeVisible();
    await expect(bar.getByTestId('menu-button')).toHaveCount(0);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(bar.getByTestId('menu-button')).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Shop Collection' })).toHaveCount(0);
    await expect(bar.getByTestId('nav-bag')).toHaveCount(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(bar.getByRole('link', { name: 'Shop Collection' })).toBeVisible();
    await expect(bar.getByTestId('menu-button')).toHaveCount(0);
  });

  test('the wordmark goes home and to the top; the links reach their pages', async ({ page }) => {
    await page.goto('/collections');
    const bar = page.getByTestId('top-bar');
    await bar.getByRole('link', { name: 'Design Lab' }).click();
    await expect(page).toHaveURL(/\/design$/);
    await bar.getByRole('link', { name: 'Check Bag' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await bar.getByRole('link', { name: 'Wishlist' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await bar.getByRole('link', { name: 'Shop Collection' }).click();
    await expect(page).toHaveURL(/\/collections$/);
    await bar.getByTestId('wordmark').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the bar marks the page shown; a link clicked with a modifier key is the browser’s', async ({ page, context }) => {
    await page.goto('/collections?category=rings');
    const bar = page.getByTestId('top-bar');
    await expect(bar.getByRole('link', { name: 'Shop Collection' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Design Lab' })).not.toHaveAttribute('aria-current');
    // Ctrl/Cmd-click opens the page in a new tab and leaves this one where it is.
    const opened = context.waitForEvent('page');
    await bar.getByRole('link', { name: 'Design Lab' }).click({ modifiers: ['ControlOrMeta'] });
    await expect((await opened).waitForURL(/\/design$/)).resolves.toBeUndefined();
    await expect(page).toHaveURL(/\/collections\?category=rings$/);
    // Following a link to the page shown replaces its history entry instead of adding one.
    const length = await page.evaluate(() => window.history.length);
    await bar.getByRole('link', { name: 'Design Lab' }).click();
    await expect(page).toHaveURL(/\/design$/);
    await page.getByTestId('top-bar').getByRole('link', { name: 'Design Lab' }).click();
    expect(await page.evaluate(() => window.history.length)).toBe(length + 1);
  });

  test('logged out, the bar offers Sign In and Sign Up and no My Orders', async ({ page }) => {
    await page.goto('/');
    const account = page.getByTestId('nav-account');
    await expect(account.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(account.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByTestId('top-bar').getByRole('link', { name: 'My Orders' })).toHaveCount(0);
  });
});

test.describe('scroll position', () => {
  test('a new page starts at the top; back and forward return to where the reader was', async ({ page }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    // Scrolls again until the page has grown tall enough to hold the offset.
    const scrollTo = (y: number) => expect.poll(() => page.evaluate((top) => (window.scrollTo(0, top), window.scrollY), y)).toBe(y);
    // The home page's later sections arrive after its first paint, and the browser keeps what was in
    // view in place as they do (scroll anchoring): the offset to come back to is the one at the click.
    await page.goto('/', { waitUntil: 'networkidle' });
    await scrollTo(900);
    const onHome = await scrollY();

    // The bar stays in view, so the click itself scrolls nothing.
    await page.getByTestId('top-bar').getByRole('link', { name: 'Design Lab' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BEGIN YOUR DESIGN');
    await expect.poll(scrollY).toBe(0);
    await scrollTo(600);
    const onDesign = await scrollY();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(scrollY).toBe(onHome);
    await page.goForward();
    await expect(page).toHaveURL(/\/design$/);
    await expect.poll(scrollY).toBe(onDesign);
  });

  test('back before the last scroll’s event has fired still keeps that scroll', async ({ page }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    // Scroll events fire with the next frame, which a quick back can beat; holding them back while
    // scrolling makes that race certain.
    const hold = (on: boolean) => page.evaluate((value) => ((window as { holdScrollEvents?: boolean }).holdScrollEvents = value), on);
    await page.addInitScript(() => {
      window.addEventListener('scroll', (event) => (window as { holdScrollEvents?: boolean }).holdScrollEvents && event.stopImmediatePropagation());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByTestId('top-bar').getByRole('link', { name: 'Design Lab' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BEGIN YOUR DESIGN');
    await hold(true);
    await page.evaluate(() => (window.scrollTo(0, 500), window.history.back()));
    await expect(page).toHaveURL(/\/$/);
    await hold(false);
    await page.goForward();
    await expect(page).toHaveURL(/\/design$/);
    await expect.poll(scrollY).toBe(500);
  });

  test('back from a piece returns to the same place in its collection’s grid', async ({ page }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.goto('/collections?category=pets-animals', { waitUntil: 'networkidle' });
    await expect.poll(() => page.evaluate(() => (window.scrollTo(0, 700), window.scrollY))).toBe(700);
    // A click from script: Playwright's own would first scroll the card into view.
    await page.getByTestId('product-card').nth(5).getByRole('link').first().evaluate((link: HTMLElement) => link.click());
    await expect(page.getByTestId('product-name')).toBeVisible();
    await expect.poll(scrollY).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/collections\?category=pets-animals$/);
    await expect.poll(scrollY).toBe(700);

    // Spec 02: changing page scrolls to top.
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /Next/ }).evaluate((button: HTMLElement) => button.click());
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(scrollY).toBe(0);
  });
});
