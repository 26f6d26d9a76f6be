import { describe, expect, it } from 'vitest';
import { request } from '../helpers/api';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests({ SHOP_NAME: 'Maison <Dor> & Fils', SUPPORT_EMAIL: 'help@maison.example' });

describe('serving the built client', () => {
  it('answers every page path of the SPA with index.html, never cached, carrying the configured shop name', async () => {
    for (const url of ['/', '/collections', '/collections/pets-animals', '/product/123', '/auth/callback', '/no/such/page']) {
      const res = await request(shop, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      // The page's own title before the shop's name where the server knows one (tests/api/seo.test.ts).
      expect(res.body, url).toMatch(/<title>([^<]* — )?Maison &lt;Dor&gt; &amp; Fils<\/title>/);
      expect(res.body, url).toContain('<meta name="shop:name" content="Maison &lt;Dor&gt; &amp; Fils" />');
      expect(res.body, url).toContain('<meta name="shop:support-email" content="help@maison.example" />');
    }
  });

  it('serves hashed assets with a year of caching, and other files for a day', async () => {
    const asset = await request(shop, 'GET', '/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await request(shop, 'GET', '/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('compresses what it serves when the browser accepts it', async () => {
    const res = await request(shop, 'GET', '/api/docs', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('answers a missing file with a 404 instead of the page', async () => {
    const res = await request(shop, 'GET', '/assets/missing-123.js');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/Not found/);
  });

  it('does not serve the raw template under its own name', async () => {
    const res = await request(shop, 'GET', '/index.html');
    expect(res.body).not.toContain('content="Aurum Atelier"');
  });
});

describe('link previews of product pages', () => {
  it('writes the piece’s title, description and image into the page for crawlers that run no script', async () => {
    const { createDesign } = await import('../factories');
    const design = await createDesign(shop.database.db, { name: 'Fox & "Moon" <Charm>', imageUrl: '/uploads/designs/x/gold.svg' });
    const res = await request(shop, 'GET', `/product/${design.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Fox &amp; &quot;Moon&quot; &lt;Charm&gt; — Maison &lt;Dor&gt; &amp; Fils</title>');
    expect(res.body).toContain(`<meta property="og:image" content="${shop.config.publicUrl}/uploads/designs/x/gold.png" />`);
    expect(res.body).toContain(`<meta property="og:url" content="${shop.config.publicUrl}/product/${design.id}" />`);
    expect(res.body.match(/property="og:title"/g)).toHaveLength(1);
    expect(res.body).toContain('<meta name="shop:name"');
    const unknown = await request(shop, 'GET', '/product/7f77a40e-84fa-4963-9bdc-f08d8a685044');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('og:image');
    expect((await request(shop, 'GET', '/product/not-an-id')).statusCode).toBe(200);
  });
});
