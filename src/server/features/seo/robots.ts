/**
 * robots.txt: every page a visitor finds by browsing may be crawled; the pages behind an account, the
 * steps of buying, links from mails, the API and the dev tools may not, and the sitemap is named.
 * The catalogue's public reads stay open inside /api/: a search engine that renders the page (as
 * Google does) fetches them as the page does, and a blocked one would leave it an empty page.
 */
import { getDesign, listCollections } from '@shared/contracts/routes/catalogue';
import { listReviews } from '@shared/contracts/routes/catalogue';
import { PAGES } from '@shared/pages';
import { INDEXED_PAGES } from './page-facts';

/** A route's path up to its first `:param` (`/api/designs/:id` → `/api/designs/`). */
const prefixOf = (path: string) => path.split(':')[0];

/** The first segment of each page that is not indexed, with a slash when no page is that segment alone (`/auth/`). */
export function privatePrefixes(): string[] {
  const paths = PAGES.flatMap((page) => page.paths as readonly string[]);
  const prefixes = new Set<string>();
  for (const page of PAGES) {
    if (INDEXED_PAGES.has(page.name)) continue;
    for (const path of page.paths) {
      const segment = `/${path.split('/')[1]}`;
      prefixes.add(paths.includes(segment) ? segment : `${segment}/`);
    }
  }
  return [...prefixes].sort();
}

export function robotsTxt(publicUrl: string): string {
  const lines = [
    'User-agent: *',
    'Disallow: /api/',
    ...[prefixOf(getDesign.path), listCollections.path, listReviews.path].map((path) => `Allow: ${path}`),
    'Disallow: /dev/',
    ...privatePrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', `${publicUrl}/`).href}`,
  ];
  return `${lines.join('\n')}\n`;
}
