/**
 * Database round trips behind each read call, counted by the database module: bounded, and the same
 * for one row as for ten (no query per line). Catalogue reads are counted on a fresh answer (the
 * embedded database's cache would otherwise answer them with none). On PostgreSQL each catalogue
 * read also reads the catalogue's version row first (shared by the requests that arrive together),
 * to know whether the kept answers are current.
 */
import { describe, expect, it } from 'vitest';
import { createCheckout, createDesign } from '../factories';
import { request } from '../helpers/api';
import { signUpConfirmed } from '../helpers/auth';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests();

/** The answer and the round trips it took. */
async function counted(url: string, token?: string) {
  const before = shop.database.stats.queries;
  const res = await request(shop, 'GET', url, { token });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return { body: res.json(), queries: shop.database.stats.queries - before };
}

async function memberWithOrders(n: number) {
  const { session, email } = await signUpConfirmed(shop);
  await createCheckout(shop.database.db, {
    payment: { customerEmail: email, customerName: 'Counts' },
    lines: Array.from({ length: n }, (_, i) => ({ designName: `Piece ${i}` })),
  });
  return session.access_token;
}

/** The catalogue version read that precedes a catalogue answer on PostgreSQL (http/cache/catalogue.ts). */
const versionRead = () => (shop.database.kind === 'pglite' ? 0 : 1);

describe('database round trips per read call', () => {
  it('GET /api/designs/{id}: one, with its review summary', async () => {
    const design = await createDesign(shop.database.db);
    const { body, queries } = await counted(`/api/designs/${design.id}`);
    expect(body.id).toBe(design.id);
    expect(queries).toBeLessThanOrEqual(1 + versionRead());
  });

  it('GET /api/designs/public: the page and its total (two), as many for 1 design on the page as for 12', async () => {
    const category = 'engagement';
    await createDesign(shop.database.db, { category });
    const one = await counted(`/api/designs/public?page=1&limit=12&category=${category}`);
    expect(one.body.designs).toHaveLength(1);
    for (let i = 0; i < 11; i++) await createDesign(shop.database.db, { category, name: `Ring ${i}` });
    const twelve = await counted(`/api/designs/public?page=1&limit=12&category=${category}`);
    expect(twelve.body.designs).toHaveLength(12);
    expect(one.queries).toBeLessThanOrEqual(2 + versionRead());
    expect(twelve.queries).toBe(one.queries);
  });

  it('GET /api/collections/featured: one', async () => {
    // A write to the catalogue makes the next read a fresh one on every database.
    await createDesign(shop.database.db);
    const { body, queries } = await counted('/api/collections/featured');
    expect(body.length).toBeGreaterThan(0);
    expect(queries).toBeLessThanOrEqual(1 + versionRead());
  });

  it('GET /api/user/orders: the caller and the orders (two), as many for 1 order as for 10', async () => {
    const one = await counted('/api/user/orders', await memberWithOrders(1));
    const ten = await counted('/api/user/orders', await memberWithOrders(10));
    expect(one.body).toHaveLength(1);
    expect(ten.body).toHaveLength(10);
    expect(one.queries).toBeLessThanOrEqual(2);
    expect(ten.queries).toBe(one.queries);
  });

  it('answers a repeated catalogue read from memory, after at most the version read', async () => {
    const design = await createDesign(shop.database.db);
    // Twice first: with two instances (TEST_TWO_INSTANCES), requests alternate and each keeps its own.
    await counted(`/api/designs/${design.id}`);
    await counted(`/api/designs/${design.id}`);
    const again = await counted(`/api/designs/${design.id}`);
    expect(again.queries).toBe(versionRead());
  });
});
