import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingToken } from '../../src/server/features/orders/tracking-links';
import { request } from '../helpers/api';
import { createTestShop, fixtureClientDir, type TestShop } from '../helpers/test-app';

// A built client as vite.config.ts writes it: the page map in .vite/ and brotli twins of the assets.
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'aurum-client-'));
const entry = readFileSync(path.join(fixtureClientDir, 'assets/index-abc123.js'));
let shop: TestShop;

beforeAll(async () => {
  cpSync(fixtureClientDir, clientDir, { recursive: true });
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(path.join(clientDir, '.vite/page-preloads.json'), JSON.stringify({
    home: { scripts: ['/assets/home-h1.js', '/assets/common-c1.js'], styles: ['/assets/home-h1.css'] },
    product: { scripts: ['/assets/product-p1.js', '/assets/common-c1.js'], styles: [] },
    'not-found': { scripts: ['/assets/not-found-n1.js'], styles: [] },
    'order-tracking': { scripts: ['/assets/order-tracking-t1.js', '/assets/common-c1.js'], styles: [] },
  }));
  writeFileSync(path.join(clientDir, 'assets/index-abc123.js.br'), brotliCompressSync(entry));
  shop = await createTestShop({}, { clientDir });
});
afterAll(async () => {
  await shop.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const preloads = (html: string) => [...html.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

describe('the page asks for its own chunks', () => {
  it('names the requested page’s scripts and styles in index.html, before the page’s own scripts run', async () => {
    const home = await request(shop, 'GET', '/');
    expect(preloads(home.body)).toEqual(['stylesheet /assets/home-h1.css', 'modulepreload /assets/home-h1.js', 'modulepreload /assets/common-c1.js']);
    const product = await request(shop, 'GET', '/product/7f77a40e-84fa-4963-9bdc-f08d8a685044');
    expect(preloads(product.body)).toEqual(['modulepreload /assets/product-p1.js', 'modulepreload /assets/common-c1.js']);
    // The order page a mail links to (issue 21) is a page of its own, not the 404 page.
    const order = await request(shop, 'GET', `/orders/track/${trackingToken(shop.config.authSecret, 'AU-10234')}`);
    expect(preloads(order.body)).toEqual(['modulepreload /assets/order-tracking-t1.js', 'modulepreload /assets/common-c1.js']);
    const unknown = await request(shop, 'GET', '/no/such/page');
    expect(preloads(unknown.body)).toEqual(['modulepreload /assets/not-found-n1.js']);
    // A page the map does not know (no chunk of its own here) is the plain page.
    const bagPage = await request(shop, 'GET', '/cart');
    expect(bagPage.statusCode).toBe(200);
    expect(preloads(bagPage.body)).toEqual([]);
  });

  it('starts a product page’s design answer and picture beside the scripts, for a piece’s id only', async () => {
    const { createDesign } = await import('../factories');
    const design = await createDesign(shop.database.db, { imageUrl: '/uploads/designs/x/gold.svg' });
    const product = (await request(shop, 'GET', `/product/${design.id}`)).body;
    // The client's read of ['/api/designs', id] takes this download (src/client/lib/query-client.ts readEarly).
    expect(product).toContain(
      `<link rel="preload" as="fetch" href="/api/designs/${design.id}" crossorigin="anonymous" data-query-key="[&quot;/api/designs&quot;,&quot;${design.id}&quot;]">`,
    );
    // The same candidates and sizes as the page's <img>, so the browser picks the file the page then shows.
    expect(product).toContain(
      '<link rel="preload" as="image" imagesrcset="/uploads/designs/x/gold-384.webp 384w, /uploads/designs/x/gold-768.webp 768w, /uploads/designs/x/gold-1024.webp 1024w" imagesizes="(min-width: 1024px) 640px, 100vw" fetchpriority="high">',
    );
    // A piece not found: its read is still started (it answers the page's 'not found'), no picture.
    const unknown = (await request(shop, 'GET', '/product/7f77a40e-84fa-4963-9bdc-f08d8a685044')).body;
    expect(unknown).toContain('as="fetch" href="/api/designs/7f77a40e-84fa-4963-9bdc-f08d8a685044"');
    expect(unknown).not.toContain('as="image"');
    for (const url of ['/product/not-an-id', '/', '/collections']) {
      const body = (await request(shop, 'GET', url)).body;
      expect(body).not.toContain('as="fetch"');
      expect(body).not.toContain('as="image"');
    }
  });

  it('serves the build’s brotli twin of an asset as it is, and the plain file to a browser without brotli', async () => {
    const br = await request(shop, 'GET', '/assets/index-abc123.js', { headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(readFileSync(path.join(clientDir, 'assets/index-abc123.js.br')))).toBe(true);
    const plain = await request(shop, 'GET', '/assets/index-abc123.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(entry)).toBe(true);
  });

  it('keeps the build’s own notes private', async () => {
    const res = await request(shop, 'GET', '/.vite/page-preloads.json');
    expect(res.statusCode).toBe(404);
  });
});

describe('the collection landing carries its first answer', () => {
  it('sends the featured collections inside /collections as the API answers them, under the client’s query key', async () => {
    const api = await request(shop, 'GET', '/api/collections/featured');
    const page = await request(shop, 'GET', '/collections');
    const embedded = [...page.body.matchAll(/<script type="application\/json" data-query-key="([^"]+)">([^<]*)<\/script>/g)];
    expect(embedded).toHaveLength(1);
    expect(JSON.parse(embedded[0][1].replace(/&quot;/g, '"'))).toEqual(['/api/collections/featured']);
    expect(JSON.parse(embedded[0][2])).toEqual(JSON.parse(api.body));
    // Other pages carry none.
    for (const url of ['/', '/product/7f77a40e-84fa-4963-9bdc-f08d8a685044', '/cart']) {
      expect((await request(shop, 'GET', url)).body).not.toContain('<script type="application/json"');
    }
  });
});
