// Being found (issue 26, point 6): robots.txt, the sitemap, and what a crawler that runs no script
// reads in a page's HTML: title, description, canonical URL, robots, Open Graph and schema.org JSON-LD,
// checked against Google's rich-result rules for Product and Organization.
import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../../src/server/features/seo/sitemap';
import { createDesign, createReview, createReviews } from '../factories';
import { request } from '../helpers/api';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests({ SHOP_NAME: 'Maison <Dor> & Fils', PUBLIC_URL: 'https://shop.example' });

const page = async (url: string) => {
  const res = await request(shop, 'GET', url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/^text\/html/);
  return res.body;
};
/** Every JSON-LD script of a page, parsed: a script cut short by a `</script>` in its text would not parse. */
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const noindex = (html: string) => html.includes('<meta name="robots" content="noindex" />');
const sitemapLocs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

// The availabilities Google's merchant listings accept (schema.org ItemAvailability).
const GOOGLE_AVAILABILITY = ['BackOrder', 'Discontinued', 'InStock', 'InStoreOnly', 'LimitedAvailability', 'MadeToOrder', 'OnlineOnly', 'OutOfStock', 'PreOrder', 'PreSale', 'Reserved', 'SoldOut']
  .map((v) => `https://schema.org/${v}`);
const isAbsolute = (url: unknown) => typeof url === 'string' && /^https?:\/\//.test(url) && !!new URL(url);

/** Google's required and recommended Product properties for product snippets and merchant listings. */
function expectValidProduct(product: ReturnType<typeof JSON.parse>) {
  expect(product['@context']).toBe('https://schema.org');
  expect(product['@type']).toBe('Product');
  expect(typeof product.name).toBe('string');
  expect(product.name.length).toBeGreaterThan(0);
  expect(Array.isArray(product.image) && product.image.length > 0 && product.image.every(isAbsolute)).toBe(true);
  expect(product.offers.length).toBeGreaterThan(0);
  for (const offer of product.offers) {
    expect(offer['@type']).toBe('Offer');
    expect(typeof offer.price).toBe('number');
    expect(offer.price).toBeGreaterThan(0);
    expect(offer.priceCurrency).toMatch(/^[A-Z]{3}$/);
    expect(GOOGLE_AVAILABILITY).toContain(offer.availability);
    expect(isAbsolute(offer.url)).toBe(true);
  }
  if (product.aggregateRating) {
    const rating = product.aggregateRating;
    expect(rating['@type']).toBe('AggregateRating');
    expect(rating.ratingValue).toBeGreaterThanOrEqual(rating.worstRating ?? 1);
    expect(rating.ratingValue).toBeLessThanOrEqual(rating.bestRating ?? 5);
    expect(rating.reviewCount).toBeGreaterThan(0);
  }
  for (const review of product.review ?? []) {
    expect(review.author.name.length).toBeGreaterThan(0);
    expect(review.reviewRating.ratingValue).toBeGreaterThanOrEqual(1);
    expect(review.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
}

describe('robots.txt', () => {
  it('lets crawlers in, keeps them out of accounts, buying, the API (but its catalogue reads) and dev tools, and names the sitemap', async () => {
    const res = await request(shop, 'GET', '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.trim().split('\n');
    // Only directives crawlers (and Lighthouse's robots.txt audit) know.
    for (const line of lines) expect(line).toMatch(/^(|User-agent: \*|(Allow|Disallow): \/\S*|Sitemap: https:\/\/shop\.example\/sitemap\.xml)$/);
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
    // Google's reading: the longest matching rule wins, Allow on a tie.
    const rules = lines.flatMap((line) => {
      const m = /^(Allow|Disallow): (\S+)$/.exec(line);
      return m ? [{ allow: m[1] === 'Allow', prefix: m[2] }] : [];
    });
    const allowed = (path: string) => {
      const hits = rules.filter((r) => path.startsWith(r.prefix)).sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
      return hits.length === 0 || hits[0].allow;
    };
    for (const path of ['/', '/collections', '/collections/pets-animals', '/product/7f77a40e-84fa-4963-9bdc-f08d8a685044', '/design', '/sitemap.xml', '/favicon.svg',
      '/uploads/designs/x/gold.png', '/api/designs/7f77a40e-84fa-4963-9bdc-f08d8a685044', '/api/designs/public?page=2', '/api/collections/featured', '/api/reviews?designId=x']) {
      expect(allowed(path), path).toBe(true);
    }
    for (const path of ['/api/', '/api/cart', '/api/auth/me', '/admin/orders', '/checkout', '/checkout/success', '/cart', '/dashboard', '/orders', '/orders/track/abc',
      '/auth/verify', '/auth/reset-password', '/auth/callback', '/wishlist', '/dev/mailbox']) {
      expect(allowed(path), path).toBe(false);
    }
  });
});

describe('the sitemap', () => {
  it('lists the home, the collections and every public piece with its last change, and no private piece; a new piece at once', async () => {
    const shown = await createDesign(shop.database.db, { name: 'Public Fox' });
    const hidden = await createDesign(shop.database.db, { name: 'A visitor’s own', isPublic: false, source: 'generated' });
    const res = await request(shop, 'GET', '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(res.body.trim().endsWith('</urlset>')).toBe(true);
    // Every entry well formed: a loc, and a lastmod in W3C Datetime.
    const entries = [...res.body.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]);
    for (const entry of entries) expect(entry).toMatch(/^<loc>https:\/\/shop\.example\/[^<]*<\/loc>(<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>)?$/);
    const locs = sitemapLocs(res.body);
    expect(locs.slice(0, 2)).toEqual(['https://shop.example/', 'https://shop.example/collections']);
    const collections = (await request(shop, 'GET', '/api/collections')).json() as { id: string }[];
    expect(collections.length).toBeGreaterThan(0);
    for (const c of collections) expect(locs).toContain(`https://shop.example/collections/${c.id}`);
    expect(locs).toContain(`https://shop.example/product/${shown.id}`);
    expect(locs).not.toContain(`https://shop.example/product/${hidden.id}`);
    expect(entries.find((e) => e.includes(shown.id))).toContain(`<lastmod>${shown.createdAt.toISOString().slice(0, 19)}Z</lastmod>`);
    const { total } = (await request(shop, 'GET', '/api/designs/public?limit=1')).json() as { total: number };
    expect(locs.filter((l) => l.includes('/product/'))).toHaveLength(total);

    // Updated with the catalogue: a piece stored now is listed on the next read.
    const added = await createDesign(shop.database.db, { name: 'Newer Owl' });
    expect(sitemapLocs((await request(shop, 'GET', '/sitemap.xml')).body)).toContain(`https://shop.example/product/${added.id}`);
    // A review is a change of the piece's page (its rating): its lastmod follows.
    const reviewedAt = new Date(Date.now() + 60_000);
    await createReview(shop.database.db, { designId: shown.id, comment: 'Lovely.', createdAt: reviewedAt });
    const after = (await request(shop, 'GET', '/sitemap.xml')).body;
    expect([...after.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]).find((e) => e.includes(shown.id)))
      .toContain(`<lastmod>${reviewedAt.toISOString().slice(0, 19)}Z</lastmod>`);
  });

  it('becomes an index of parts when the catalogue is larger than one file may hold', async () => {
    const db = shop.database.db;
    const { total } = (await request(shop, 'GET', '/api/designs/public?limit=1')).json() as { total: number };
    const perFile = 5;
    const index = await sitemapXml(db, 'https://shop.example', null, perFile);
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const parts = sitemapLocs(index!);
    expect(parts).toEqual(Array.from({ length: 1 + Math.ceil(total / perFile) }, (_, n) => `https://shop.example/sitemap.xml?part=${n}`));
    // Part 0: the pages and collections; then the pieces, each once, five to a part.
    const first = sitemapLocs((await sitemapXml(db, 'https://shop.example', 0, perFile))!);
    expect(first.slice(0, 2)).toEqual(['https://shop.example/', 'https://shop.example/collections']);
    expect(first.every((l) => !l.includes('/product/'))).toBe(true);
    const pieces: string[] = [];
    for (let n = 1; n < parts.length; n++) {
      const part = sitemapLocs((await sitemapXml(db, 'https://shop.example', n, perFile))!);
      expect(part.length).toBeLessThanOrEqual(perFile);
      pieces.push(...part);
    }
    expect(new Set(pieces).size).toBe(total);
    expect(await sitemapXml(db, 'https://shop.example', parts.length, perFile)).toBeNull();
    // Over HTTP: a part past the end, or no number, is not found.
    expect((await request(shop, 'GET', '/sitemap.xml?part=0')).statusCode).toBe(200);
    expect((await request(shop, 'GET', '/sitemap.xml?part=999')).statusCode).toBe(404);
    expect((await request(shop, 'GET', '/sitemap.xml?part=abc')).statusCode).toBe(404);
  });
});

describe('a product page, as a crawler reads it', () => {
  it('carries its title, description, canonical URL (no query), Open Graph and a valid Product with both metals’ offers', async () => {
    const design = await createDesign(shop.database.db, { name: 'Moon Hare', description: 'A hare under a crescent moon.', priceCents: 52_000, imageUrl: '/uploads/designs/h/gold.svg', silverImageUrl: '/uploads/designs/h/silver.svg' });
    const html = await page(`/product/${design.id}?from=collection&category=pets-animals`);
    const api = (await request(shop, 'GET', `/api/designs/${design.id}`)).json() as { price: number; silverPrice: number; goldPrice: number };
    expect(html).toContain('<title>Moon Hare — Maison &lt;Dor&gt; &amp; Fils</title>');
    expect(meta(html, 'description')).toBe('A hare under a crescent moon.');
    expect(canonical(html)).toBe(`https://shop.example/product/${design.id}`);
    expect(meta(html, 'og:url')).toBe(`https://shop.example/product/${design.id}`);
    expect(meta(html, 'og:title')).toBe('Moon Hare');
    expect(meta(html, 'og:description')).toBe('A hare under a crescent moon.');
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:image')).toBe('https://shop.example/uploads/designs/h/gold.png');
    expect(html.match(/property="og:(title|type)"/g)).toHaveLength(2);
    expect(noindex(html)).toBe(false);

    const [product] = jsonLd(html);
    expectValidProduct(product);
    expect(product.name).toBe('Moon Hare');
    expect(product.description).toBe('A hare under a crescent moon.');
    expect(product.url).toBe(`https://shop.example/product/${design.id}`);
    expect(product.sku).toBe(design.id);
    expect(product.brand).toEqual({ '@type': 'Brand', name: 'Maison <Dor> & Fils' });
    expect(product.image).toEqual(['https://shop.example/uploads/designs/h/gold.png', 'https://shop.example/uploads/designs/h/silver.png']);
    // Gold at the design's price, silver at 65% of it: the prices the API answers.
    expect(api.price).toBe(520);
    expect(api.silverPrice).toBe(338);
    expect(product.offers.map((o: { name: string; price: number; priceCurrency: string; availability: string }) => [o.name, o.price, o.priceCurrency, o.availability])).toEqual([
      ['14k Solid Gold', api.goldPrice, 'USD', 'https://schema.org/MadeToOrder'],
      ['.925 Sterling Silver', api.silverPrice, 'USD', 'https://schema.org/MadeToOrder'],
    ]);
    // No reviews: no rating (Google refuses a rating of nothing).
    expect(product.aggregateRating).toBeUndefined();
    expect(product.review).toBeUndefined();
  });

  it('adds its rating and newest reviews once it has reviews', async () => {
    const design = await createDesign(shop.database.db, { name: 'Rated Fox', imageUrl: '/uploads/designs/r/gold.svg' });
    await createReviews(shop.database.db, design.id, [
      { userName: 'Ada', rating: 5, comment: 'Perfect.', createdAt: new Date('2025-01-02T10:00:00Z') },
      { userName: 'Grace', rating: 4, comment: 'Lovely </script> work.', createdAt: new Date('2025-01-03T10:00:00Z') },
    ]);
    const api = (await request(shop, 'GET', `/api/designs/${design.id}`)).json() as { averageRating: number; reviewCount: number };
    const [product] = jsonLd(await page(`/product/${design.id}`));
    expectValidProduct(product);
    expect(product.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: api.averageRating, reviewCount: api.reviewCount, bestRating: 5, worstRating: 1 });
    expect(api).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
    expect(product.review.map((r: { author: { name: string }; datePublished: string; reviewBody: string; reviewRating: { ratingValue: number } }) =>
      [r.author.name, r.datePublished, r.reviewBody, r.reviewRating.ratingValue])).toEqual([
      ['Grace', '2025-01-03', 'Lovely </script> work.', 4],
      ['Ada', '2025-01-02', 'Perfect.', 5],
    ]);
  });

  it('keeps customer text inside its script and attributes: a name cannot close the JSON-LD or inject markup', async () => {
    const name = '</script><script>alert(1)</script><!-- "Fox" & \u2028 co';
    const design = await createDesign(shop.database.db, { name, description: 'Ends early? </SCRIPT > <img src=x onerror=alert(2)>' });
    const html = await page(`/product/${design.id}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html.toLowerCase().split('</script').length - 1).toBe(html.toLowerCase().split('<script').length - 1);
    const [product] = jsonLd(html);
    expect(product.name).toBe(name);
    expect(product.description).toBe('Ends early? </SCRIPT > <img src=x onerror=alert(2)>');
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &quot;Fox&quot; &amp;');
  });

  it('keeps a private piece out of search engines: noindex, no canonical URL, no Product; its link preview stays', async () => {
    const design = await createDesign(shop.database.db, { name: 'My Own Charm', isPublic: false, source: 'generated', imageUrl: '/uploads/designs/p/gold.svg' });
    const html = await page(`/product/${design.id}`);
    expect(noindex(html)).toBe(true);
    expect(canonical(html)).toBeUndefined();
    expect(jsonLd(html)).toEqual([]);
    expect(html).toContain('<title>My Own Charm — Maison &lt;Dor&gt; &amp; Fils</title>');
    expect(meta(html, 'og:image')).toBe('https://shop.example/uploads/designs/p/gold.png');
  });

  it('says nothing of a piece that does not exist, and keeps the page out of the index', async () => {
    for (const url of ['/product/7f77a40e-84fa-4963-9bdc-f08d8a685044', '/product/not-an-id', '/no/such/page']) {
      const html = await page(url);
      expect(noindex(html), url).toBe(true);
      expect(canonical(html), url).toBeUndefined();
      expect(jsonLd(html), url).toEqual([]);
      expect(html, url).not.toContain('og:url');
    }
  });
});

describe('the other pages, as a crawler reads them', () => {
  it('names the shop on the home page: an Organization with its logo and contact, and the WebSite', async () => {
    const html = await page('/?utm_source=mail');
    expect(canonical(html)).toBe('https://shop.example/');
    expect(html).toContain('<title>Made-to-order fine jewelry — Maison &lt;Dor&gt; &amp; Fils</title>');
    expect(meta(html, 'description')).toMatch(/^Custom charms and pendants/);
    const [graph] = jsonLd(html);
    expect(graph['@context']).toBe('https://schema.org');
    const organization = graph['@graph'].find((node: { '@type': string }) => node['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: 'Maison <Dor> & Fils', url: 'https://shop.example/', logo: 'https://shop.example/favicon.svg' });
    expect(organization.contactPoint.email).toBe(shop.config.supportEmail);
    expect(graph['@graph'].find((node: { '@type': string }) => node['@type'] === 'WebSite')).toMatchObject({ url: 'https://shop.example/', name: 'Maison <Dor> & Fils' });
    expect(noindex(html)).toBe(false);
  });

  it('gives the collections their own title, description and canonical URL', async () => {
    const landing = await page('/collections?category=necklaces&page=2');
    expect(canonical(landing)).toBe('https://shop.example/collections');
    expect(landing).toContain('<title>The Collection — Maison &lt;Dor&gt; &amp; Fils</title>');
    const [collection] = (await request(shop, 'GET', '/api/collections')).json() as { id: string; name: string; description: string }[];
    const html = await page(`/collections/${collection.id}/`);
    expect(canonical(html)).toBe(`https://shop.example/collections/${collection.id}`);
    expect(html).toContain(`<title>${collection.name.replace(/&/g, '&amp;')} — Maison &lt;Dor&gt; &amp; Fils</title>`);
    expect(meta(html, 'description')).toBe(collection.description.replace(/&/g, '&amp;'));
    const unknown = await page('/collections/no-such-collection');
    expect(noindex(unknown)).toBe(true);
    expect(canonical(unknown)).toBeUndefined();
  });

  it('keeps the pages behind an account or a purchase out of the index', async () => {
    for (const url of ['/cart', '/checkout', '/dashboard', '/wishlist', '/admin/orders', '/auth/verify']) {
      const html = await page(url);
      expect(noindex(html), url).toBe(true);
      expect(canonical(html), url).toBeUndefined();
    }
    expect(noindex(await page('/design'))).toBe(false);
    expect(canonical(await page('/design'))).toBe('https://shop.example/design');
  });
});
