import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { NOT_FOUND_PAGE, PAGES, type PageName } from '@shared/pages';
import { SiteLayout } from './shell/site-layout';
import { lazyPage } from './lib/lazy-page';

// Every page is its own lazily loaded chunk; the current URL's is loaded before the first render (spec: route table of spec 01, section 2.1).
// The pages and their paths are @shared/pages' table (the server's preloads read it too); each needs its component here.
const PAGE_COMPONENTS: Record<PageName, ReturnType<typeof lazyPage>> = {
  // The home page's chunk resolves once a wide screen's live panel is loaded too (pages/home.tsx).
  home: lazyPage(() => import('./pages/home').then(async (page) => (await page.beforeFirstRender(), page))),
  design: lazyPage(() => import('./pages/design')),
  collections: lazyPage(() => import('./pages/collections')),
  'collection-detail': lazyPage(() => import('./pages/collection-detail')),
  product: lazyPage(() => import('./pages/product')),
  bag: lazyPage(() => import('./pages/bag')),
  wishlist: lazyPage(() => import('./pages/wishlist')),
  checkout: lazyPage(() => import('./pages/checkout')),
  'checkout-success': lazyPage(() => import('./pages/checkout-success')),
  dashboard: lazyPage(() => import('./pages/dashboard')),
  orders: lazyPage(() => import('./pages/orders')),
  'order-tracking': lazyPage(() => import('./pages/order-tracking')),
  'admin-overview': lazyPage(() => import('./pages/admin-overview')),
  'admin-orders': lazyPage(() => import('./pages/admin-orders')),
  'admin-promo-codes': lazyPage(() => import('./pages/admin-promo-codes')),
  'admin-inbox': lazyPage(() => import('./pages/admin-inbox')),
  'admin-inbox-item': lazyPage(() => import('./pages/admin-inbox-item')),
  'admin-catalogue': lazyPage(() => import('./pages/admin-catalogue')),
  'admin-reviews': lazyPage(() => import('./pages/admin-reviews')),
  'auth-verify': lazyPage(() => import('./pages/auth-verify')),
  'auth-reset-password': lazyPage(() => import('./pages/auth-reset-password')),
  'auth-callback': lazyPage(() => import('./pages/auth-callback')),
  [NOT_FOUND_PAGE]: lazyPage(() => import('./pages/not-found')),
};

const page = (name: PageName) => {
  const Page = PAGE_COMPONENTS[name];
  return <Page />;
};

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      ...PAGES.flatMap(({ name, paths }) => paths.map((path) => ({ path, element: page(name) }))),
      { path: '*', element: page(NOT_FOUND_PAGE) },
    ],
  },
];

/** Loads the page chunk of `pathname` (main.tsx awaits it before the first render). */
export function preloadPage(pathname: string): Promise<void> {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  const page = isValidElement(leaf) ? (leaf.type as { preload?: () => Promise<void> }) : undefined;
  return page?.preload?.() ?? Promise.resolve();
}
