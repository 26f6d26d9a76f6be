import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDesign } from '../factories';
import { request } from '../helpers/api';
import { signUpConfirmed } from '../helpers/auth';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests();
let fox: { id: string };
let rose: { id: string };
beforeAll(async () => {
  fox = await createDesign(shop.database.db);
  rose = await createDesign(shop.database.db, { name: 'Rose Pendant', priceCents: null, category: 'necklaces' });
});

const member = async () => (await signUpConfirmed(shop)).session.access_token;

describe('wishlist', () => {
  it('is for members only', async () => {
    expect((await request(shop, 'GET', '/api/wishlist')).statusCode).toBe(401);
    expect((await request(shop, 'POST', '/api/wishlist', { body: { designId: fox.id } })).statusCode).toBe(401);
  });

  it('saves designs once each, newest first, with their designs and prices (299 when unknown)', async () => {
    const token = await member();
    const first = await request(shop, 'POST', '/api/wishlist', { token, body: { designId: fox.id } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ designId: fox.id, design: { name: 'Crescent Fox Charm', price: 480 } });
    await request(shop, 'POST', '/api/wishlist', { token, body: { designId: rose.id } });
    const again = await request(shop, 'POST', '/api/wishlist', { token, body: { designId: fox.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This design is already in your wishlist' });
    const list = (await request(shop, 'GET', '/api/wishlist', { token })).json();
    expect(list.map((i: { designId: string }) => i.designId)).toEqual([rose.id, fox.id]);
    expect(list[0].design).toMatchObject({ price: 299, silverPrice: 194 });
  });

  it('removes an entry; another member’s entry answers 404 and stays', async () => {
    const owner = await member();
    const stranger = await member();
    const entry = (await request(shop, 'POST', '/api/wishlist', { token: owner, body: { designId: fox.id } })).json();
    expect((await request(shop, 'DELETE', `/api/wishlist/${entry.id}`, { token: stranger })).statusCode).toBe(404);
    expect((await request(shop, 'GET', '/api/wishlist', { token: owner })).json()).toHaveLength(1);
    expect((await request(shop, 'DELETE', `/api/wishlist/${entry.id}`, { token: owner })).json()).toEqual({ success: true });
    expect((await request(shop, 'GET', '/api/wishlist', { token: owner })).json()).toEqual([]);
    expect((await request(shop, 'DELETE', `/api/wishlist/${entry.id}`, { token: owner })).statusCode).toBe(404);
  });

  it('refuses unknown designs and bad ids', async () => {
    const token = await member();
    expect((await request(shop, 'POST', '/api/wishlist', { token, body: { designId: randomUUID() } })).json()).toEqual({ error: 'Design not found' });
    expect((await request(shop, 'POST', '/api/wishlist', { token, body: { designId: 'fox' } })).statusCode).toBe(400);
    expect((await request(shop, 'POST', '/api/wishlist', { token, body: { designId: fox.id, note: 'x' } })).statusCode).toBe(400);
    expect((await request(shop, 'GET', '/api/wishlist', { token })).json()).toEqual([]);
  });

  it('answers the wishlist in a bounded number of queries, the same for 1 entry as for 10', async () => {
    const designs = await Promise.all(Array.from({ length: 10 }, () => createDesign(shop.database.db)));
    const wishlistOf = async (n: number) => {
      const token = await member();
      for (const d of designs.slice(0, n)) await request(shop, 'POST', '/api/wishlist', { token, body: { designId: d.id } });
      const before = shop.database.stats.queries;
      const entries = (await request(shop, 'GET', '/api/wishlist', { token })).json().length;
      return { entries, queries: shop.database.stats.queries - before };
    };
    const one = await wishlistOf(1);
    const ten = await wishlistOf(10);
    expect([one.entries, ten.entries]).toEqual([1, 10]);
    expect(ten.queries).toBeLessThanOrEqual(3);
    expect(ten.queries).toBe(one.queries);
  });
});
