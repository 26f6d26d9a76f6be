import { describe, expect, it } from 'vitest';
import { FEATURED_CATEGORIES } from '@shared/options';
import { request } from '../helpers/api';
import { shopForTests } from '../helpers/test-app';
import { createDesign } from '../factories';

const shop = shopForTests();

describe('GET /api/collections/featured', () => {
  it('lists one seeded collection for each featured category, with a name and a description', async () => {
    const res = await request(shop, 'GET', '/api/collections/featured');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; category: string; name: string; description: string; featured: boolean }[];
    expect(list.map((c) => c.category).sort()).toEqual(FEATURED_CATEGORIES.map((c) => c.value).sort());
    for (const c of list) {
      expect(c.id).toBe(c.category);
      expect(c.featured).toBe(true);
      expect(c.name.length).toBeGreaterThan(3);
      expect(c.description.length).toBeGreaterThan(30);
    }
  });

  it('keeps the curated order and does not duplicate rows when the seed runs again', async () => {
    const { seed } = await import('../../src/server/db/seed');
    expect(await seed(shop.database.db)).toEqual({ collections: 0 });
    const res = await request(shop, 'GET', '/api/collections');
    const list = res.json() as { id: string }[];
    expect(list).toHaveLength(9);
    expect(list[0].id).toBe('pets-animals');
  });
});

describe('GET /api/collections/:id', () => {
  it('answers one collection by its slug, and a readable 404 for an unknown one', async () => {
    const res = await request(shop, 'GET', '/api/collections/engagement');
    expect(res.json()).toMatchObject({ id: 'engagement', name: 'Engagement', category: 'engagement' });
    const missing = await request(shop, 'GET', '/api/collections/rings');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Collection not found' });
    expect((await request(shop, 'GET', '/api/collections/Bad%20Id!')).statusCode).toBe(400);
  });
});

describe('the seeded catalogue after the collection rule', () => {
  it('files a piece seeded under an old list where its subject belongs, and leaves generated designs alone', async () => {
    const { refileCatalogue } = await import('../../src/server/db/seed/catalogue');
    const seeded = await createDesign(shop.database.db, { prompt: 'a hamsa hand', category: 'engagement' });
    const asked = await createDesign(shop.database.db, { prompt: 'a hamsa hand', category: 'engagement', source: 'generated', isPublic: false });
    await refileCatalogue(shop.database.db);
    const get = async (id: string) => (await request(shop, 'GET', `/api/designs/${id}`)).json() as { category: string };
    expect((await get(seeded.id)).category).toBe('symbols-myth');
    expect((await get(asked.id)).category).toBe('engagement');
  });
});
