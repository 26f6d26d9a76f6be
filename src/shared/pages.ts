// The shop's pages, once (spec 01, section 2.1): the client's router makes a route of each path
// (src/client/routes.tsx, with the page's lazily loaded component), and the server sends each path
// index.html with the preload links of the page's chunks and the reads the page starts with
// (src/server/http/client-app.ts). Plain data, so the client's first load carries no more than it did.
import { featuredCollections, getDesign } from './contracts/routes/catalogue';

/**
 * A page: its name is its file, src/client/pages/<name>.tsx, whose chunks the build lists under that
 * name (vite.config.ts, .vite/page-preloads.json); its paths are the router's (`:name` one segment).
 */
export interface Page {
  readonly name: string;
  readonly paths: readonly string[];
}

export const PAGES = [
  { name: 'home', paths: ['/'] },
  { name: 'design', paths: ['/design'] },
  { name: 'collections', paths: ['/collections'] },
  { name: 'collection-detail', paths: ['/collections/:id'] },
  { name: 'product', paths: ['/product/:id'] },
  { name: 'bag', paths: ['/cart'] }, // the bag page, at the spec's path
  { name: 'wishlist', paths: ['/wishlist'] },
  { name: 'checkout', paths: ['/checkout'] },
  { name: 'checkout-success', paths: ['/checkout/success'] },
  { name: 'dashboard', paths: ['/dashboard'] },
  { name: 'orders', paths: ['/orders'] },
  { name: 'order-tracking', paths: ['/orders/track/:token'] },
  { name: 'admin-overview', paths: ['/admin'] },
  { name: 'admin-orders', paths: ['/admin/orders'] },
  { name: 'admin-promo-codes', paths: ['/admin/promo-codes'] },
  { name: 'admin-inbox', paths: ['/admin/inbox'] },
  { name: 'admin-inbox-item', paths: ['/admin/inbox/:id'] },
  { name: 'admin-catalogue', paths: ['/admin/catalogue'] },
  { name: 'admin-reviews', paths: ['/admin/reviews'] },
  { name: 'auth-verify', paths: ['/auth/verify', '/auth/confirm'] },
  { name: 'auth-reset-password', paths: ['/auth/reset-password'] },
  { name: 'auth-callback', paths: ['/auth/callback'] },
] as const satisfies readonly Page[];

/** Every other path shows this page (the router's `*`). */
export const NOT_FOUND_PAGE = 'not-found';

export type PageName = (typeof PAGES)[number]['name'] | typeof NOT_FOUND_PAGE;

/** The page a path shows (no trailing slash, as the router compares them) and the values of its `:name` segments. */
export function pageOf(pathname: string): { name: PageName; params: Record<string, string> } {
  const parts = pathname.split('/');
  for (const page of PAGES) {
    for (const path of page.paths) {
      const params = matchPath(path.split('/'), parts);
      if (params) return { name: page.name, params };
    }
  }
  return { name: NOT_FOUND_PAGE, params: {} };
}

function matchPath(pattern: readonly string[], parts: readonly string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i].startsWith(':') && parts[i]) params[pattern[i].slice(1)] = parts[i];
    else if (pattern[i] !== parts[i]) return null;
  }
  return params;
}

/**
 * The API reads the server starts with a page, by the client's query key of each (a path of
 * ./contracts/routes, `:name` filled from the page's own): `inline` answers travel inside the page
 * (the same for every visitor), `early` ones are requested beside its scripts (decision 0015).
 */
export const PAGE_READS: Partial<Record<PageName, { readonly inline?: readonly string[]; readonly early?: readonly string[] }>> = {
  collections: { inline: [featuredCollections.path] },
  product: { early: [getDesign.path] },
};
