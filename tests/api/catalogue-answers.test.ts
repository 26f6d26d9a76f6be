/**
 * Catalogue reads carry an ETag (304 when the caller holds the same answer) and never show an old
 * catalogue: a review or a new design is in the very next read, whichever database, cached or not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDesign } from '../factories';
import { createTestShop, type TestShop } from '../helpers/test-app';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

describe('catalogue answers', () => {
  it('send an ETag and no-cache, and answer 304 with no body to a matching If-None-Match', async () => {
    const design = await createDesign(shop.database.db);
    const first = await get(`/api/designs/${design.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(`/api/designs/${design.id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(`/api/designs/${design.id}`, { 'if-none-match': 'W/"other", ' + etag.slice(2) })).statusCode).toBe(304);
    expect((await get(`/api/designs/${design.id}`, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('show a new review in the next read of the design, with a new ETag', async () => {
    const design = await createDesign(shop.database.db);
    const before = await get(`/api/designs/${design.id}`);
    expect(before.json()).toMatchObject({ reviewCount: 0, averageRating: null });
    const posted = await shop.app.inject({ method: 'POST', url: '/api/reviews', payload: { designId: design.id, userName: 'Ada', rating: 4, comment: 'Lovely work.' }, remoteAddress: '10.9.0.1' });
    expect(posted.statusCode).toBe(200);
    const after = await get(`/api/designs/${design.id}`, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ reviewCount: 1, averageRating: 4 });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('show a new design in the next catalogue page, however it was written', async () => {
    const page = () => get('/api/designs/public?page=1&limit=12&category=necklaces');
    const before = (await page()).json();
    await page();
    const added = await createDesign(shop.database.db, { category: 'necklaces', name: 'Fresh Pendant' });
    const after = (await page()).json();
    expect(after.total).toBe(before.total + 1);
    expect(after.designs[0].id).toBe(added.id);
  });

  it('still refuse bad parameters and unknown designs with their usual errors', async () => {
    expect((await get('/api/designs/not-a-uuid')).statusCode).toBe(400);
    const missing = await get('/api/designs/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBeTruthy();
    expect(missing.headers.etag).toBeUndefined();
  });
});
