/**
 * Catalogue reads carry an ETag (304 when the caller holds the same answer) and never show an old
 * catalogue: a review or a new design is in the very next read, whichever database, cached or not.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createDesign } from '../factories';
import { request } from '../helpers/api';
import { createTestShop, shopForTests } from '../helpers/test-app';

const shop = shopForTests();


describe('catalogue answers', () => {
  it('send an ETag and no-cache, and answer 304 with no body to a matching If-None-Match', async () => {
    const design = await createDesign(shop.database.db);
    const first = await request(shop, 'GET', `/api/designs/${design.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await request(shop, 'GET', `/api/designs/${design.id}`, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await request(shop, 'GET', `/api/designs/${design.id}`, { headers: { 'if-none-match': 'W/"other", ' + etag.slice(2) } })).statusCode).toBe(304);
    expect((await request(shop, 'GET', `/api/designs/${design.id}`, { headers: { 'if-none-match': 'W/"other"' } })).statusCode).toBe(200);
  });

  it('show a new review in the next read of the design, with a new ETag', async () => {
    const design = await createDesign(shop.database.db);
    const before = await request(shop, 'GET', `/api/designs/${design.id}`);
    expect(before.json()).toMatchObject({ reviewCount: 0, averageRating: null });
    const posted = await request(shop, 'POST', '/api/reviews', { body: { designId: design.id, userName: 'Ada', rating: 4, comment: 'Lovely work.' } });
    expect(posted.statusCode).toBe(200);
    const after = await request(shop, 'GET', `/api/designs/${design.id}`, { headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ reviewCount: 1, averageRating: 4 });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('show a new design in the next catalogue page, however it was written', async () => {
    const page = () => request(shop, 'GET', '/api/designs/public?page=1&limit=12&category=necklaces');
    const before = (await page()).json();
    await page();
    const added = await createDesign(shop.database.db, { category: 'necklaces', name: 'Fresh Pendant' });
    const after = (await page()).json();
    expect(after.total).toBe(before.total + 1);
    expect(after.designs[0].id).toBe(added.id);
  });

  it('still refuse bad parameters and unknown designs with their usual errors', async () => {
    expect((await request(shop, 'GET', '/api/designs/not-a-uuid')).statusCode).toBe(400);
    const missing = await request(shop, 'GET', '/api/designs/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBeTruthy();
    expect(missing.headers.etag).toBeUndefined();
  });

  it('answer a kept read exactly as a fresh one, security headers included', async () => {
    const design = await createDesign(shop.database.db);
    const url = `/api/designs/${design.id}`;
    const comparable = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !['x-request-id', 'date'].includes(name)));
    const reads = [await request(shop, 'GET', url), await request(shop, 'GET', url), await request(shop, 'GET', url)];
    for (const read of reads.slice(1)) {
      expect(read.statusCode).toBe(200);
      expect(read.body).toBe(reads[0].body);
      expect(comparable(read.headers)).toEqual(comparable(reads[0].headers));
      expect(read.headers['x-request-id']).toMatch(/^[\w-]+$/);
    }
    expect(reads[0].headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(reads[0].headers['x-content-type-options']).toBe('nosniff');
  });

  it('send brotli or gzip to callers that accept them, and plain JSON to the rest', async () => {
    const url = '/api/designs/public?page=1&limit=12';
    const plain = await request(shop, 'GET', url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (let i = 0; i < 2; i++) {
      const br = await request(shop, 'GET', url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await request(shop, 'GET', url, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      const refused = await request(shop, 'GET', url, { headers: { 'accept-encoding': 'identity, *;q=0' } });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toBe(plain.body);
    }
    // A small answer goes uncompressed: compressing it would cost more than it saves.
    const design = await createDesign(shop.database.db);
    const small = await request(shop, 'GET', `/api/designs/${design.id}`, { headers: { 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('keep no answer for a refused request, however often it is asked', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await request(shop, 'GET', '/api/designs/public?page=0&limit=12');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
  });

  it('keep one answer per validated query: parameters the call does not know make no entries of their own', async () => {
    const own = await createTestShop();
    try {
      const read = (query: string) => request(own, 'GET', `/api/designs/public?${query}`);
      const first = await read('limit=100');
      for (let n = 0; n < 300; n++) {
        const res = await read(`limit=100&cb=${n}`);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(first.body);
      }
      // Other spellings of the same validated query share it too.
      expect((await read('limit=0100&cb=x')).body).toBe(first.body);
      expect(own.app.ctx.caches.catalogue.usage().entries).toBe(1);
      await read('limit=100&page=2');
      expect(own.app.ctx.caches.catalogue.usage().entries).toBe(2);
    } finally {
      await own.close();
    }
  });

  it('go through every hook once kept, exactly as when computed, and never outlive a write', async () => {
    // A hook added to the app sees every answer, kept or not: nothing is sent around Fastify's lifecycle.
    let routed = 0;
    const own = await createTestShop({}, { extend: (app) => app.addHook('onRequest', (_req, _reply, done) => { routed++; done(); }) });
    try {
      const base = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `${base}/api/designs/public?page=1&limit=12&category=necklaces`;
      const comparable = (res: Response) => [...res.headers].filter(([name]) => !['date', 'x-request-id', 'keep-alive', 'connection'].includes(name));
      const first = await fetch(url);
      const firstBody = await first.text();
      expect(routed).toBe(1);
      const kept = await fetch(url, { headers: { 'x-request-id': 'lb-4f2a' } });
      expect(routed).toBe(2);
      expect(kept.status).toBe(200);
      expect(await kept.text()).toBe(firstBody);
      expect(comparable(kept)).toEqual(comparable(first));
      expect(kept.headers.get('x-request-id')).toBe('lb-4f2a');
      expect(kept.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect((await fetch(url, { headers: { 'if-none-match': kept.headers.get('etag')! } })).status).toBe(304);
      expect(routed).toBe(3);
      // A page large enough to compress.
      for (let i = 0; i < 12; i++) await createDesign(own.database.db);
      const page = `${base}/api/designs/public?page=1&limit=24`;
      const plain = await (await fetch(page)).text();
      const br = await fetch(page, { headers: { 'accept-encoding': 'br' } });
      expect(plain.length).toBeGreaterThan(1024);
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(await br.text()).toBe(plain);
      expect(routed).toBe(5);

      const added = await createDesign(own.database.db, { category: 'necklaces', name: 'Kept Nowhere Pendant' });
      const after = await (await fetch(url)).json();
      expect(after.designs[0].id).toBe(added.id);
      expect(after.total).toBe(JSON.parse(firstBody).total + 1);
      expect(routed).toBe(6);
    } finally {
      await own.close();
    }
  });
});
