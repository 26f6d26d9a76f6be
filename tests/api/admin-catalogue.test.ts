/**
 * The catalogue desk (issue 27, point 4): every design listed (seeded and generated, public and
 * private), searched and paged; the admin publishes and unpublishes, moves, features, renames and
 * prices a design (silver follows at 65%), and renames, describes and gives a cover to a collection.
 * Every change is in the shop's reads at once, kept answers and bags included (on PostgreSQL with two
 * instances, the reads after a change come from the other instance too: test-app.ts alternates
 * them); every change is recorded; a refusal writes nothing.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminActions, collections, designs } from '../../src/server/db/schema';
import { createDesign } from '../factories';
import { readTwice, request } from '../helpers/api';
import { signUpConfirmed } from '../helpers/auth';
import { adminForTests } from '../helpers/orders';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests({ PUBLIC_URL: 'https://shop.example' });
const admin = adminForTests(shop);

const list = (query = '', token: string | null = admin.token) => request(shop, 'GET', `/api/admin/designs${query}`, { token });
const change = (id: string, body: unknown, token: string | null = admin.token) => request(shop, 'PATCH', `/api/admin/designs/${id}`, { token, body });
const changeCollection = (id: string, body: unknown, token: string | null = admin.token) => request(shop, 'PATCH', `/api/admin/collections/${id}`, { token, body });
const ids = (answer: { designs: { id: string }[] }) => answer.designs.map((d) => d.id);
const history = async (kind: string, id: string) => (await request(shop, 'GET', `/api/admin/actions?kind=${kind}&id=${id}`, { token: admin.token })).json().actions as { action: string; detail: Record<string, unknown>; adminEmail: string }[];
const version = async () => (await shop.database.db.execute(sql`select version from catalogue_version`) as unknown as { rows: { version: string }[] }).rows[0].version;
let minute = 0;
/** Creation times one minute apart, so 'newest first' is certain. */
const next = () => new Date(Date.UTC(2026, 1, 1, 9, minute++));

describe('the catalogue desk: designs', () => {
  it('lists every design, seeded and generated, public and private, newest first; searched by name, prompt or id; filtered; paged', async () => {
    const db = shop.database.db;
    const seeded = await createDesign(db, { name: 'Lantern Owl Charm', prompt: 'an owl holding a lantern', category: 'pets-animals', createdAt: next() });
    const mine = await createDesign(db, { name: 'Heron Pendant', prompt: 'a little heron wading in reeds', category: 'nature-elements', isPublic: false, source: 'generated', createdAt: next() });
    const odd = await createDesign(db, { name: '100% Silver_Look Tag', prompt: 'a tag', category: 'necklaces', isPublic: false, source: 'generated', createdAt: next() });

    const all = (await list()).json();
    expect(ids(all).slice(0, 3)).toEqual([odd.id, mine.id, seeded.id]);
    const [count] = (await db.execute(sql`select count(*)::int as n from designs`) as unknown as { rows: { n: number }[] }).rows;
    expect(all).toMatchObject({ total: count.n, capped: false, page: 1, limit: 24 });
    expect(all.designs[1]).toMatchObject({
      id: mine.id, name: 'Heron Pendant', prompt: 'a little heron wading in reeds', category: 'nature-elements', isPublic: false, source: 'generated',
      featured: false, price: 480, silverPrice: 312, hasPrice: true, reviewCount: 0, editedAt: null,
    });

    expect(ids((await list('?search=HERON')).json())).toEqual([mine.id]);
    expect(ids((await list(`?search=${encodeURIComponent('wading in')}`)).json())).toEqual([mine.id]);
    expect(ids((await list(`?search=${mine.id}`)).json())).toEqual([mine.id]);
    // % and _ are letters to look for, not patterns.
    expect(ids((await list(`?search=${encodeURIComponent('100%')}`)).json())).toEqual([odd.id]);
    expect(ids((await list(`?search=${encodeURIComponent('r_l')}`)).json())).toEqual([odd.id]);
    expect(ids((await list(`?search=${encodeURIComponent('e_o')}`)).json())).toEqual([]);
    expect((await list('?search=zzqx')).json()).toMatchObject({ designs: [], total: 0 });

    expect(ids((await list('?status=private&source=generated')).json())).toEqual(expect.arrayContaining([mine.id, odd.id]));
    expect(ids((await list('?status=public')).json())).not.toContain(mine.id);
    expect(ids((await list('?source=catalogue&collection=pets-animals')).json())).toContain(seeded.id);
    expect(ids((await list('?collection=nature-elements&status=private')).json())).toEqual([mine.id]);
    expect((await list('?collection=nature-elements&status=private')).json().total).toBe(1);

    const second = (await list('?limit=1&page=2')).json();
    expect(second).toMatchObject({ total: all.total, page: 2, limit: 1 });
    expect(ids(second)).toEqual([mine.id]);
  });

  it('counts a broad search up to 1,000 and says there are more', async () => {
    const db = shop.database.db;
    await db.execute(sql`insert into designs (name, description, prompt, design_style, metal, finish, category, is_public, source)
      select 'Bulk Star ' || i, 'A star.', 'a star', 'None', 'Yellow Gold', 'Polished', 'symbols-myth', false, 'generated' from generate_series(1, 1001) i`);
    expect((await list('?search=bulk%20star&limit=5')).json()).toMatchObject({ total: 1000, capped: true });
    // 'Bulk Star 10', 100 to 109, 1000 and 1001.
    expect((await list('?search=bulk%20star%2010&limit=5')).json()).toMatchObject({ total: 13, capped: false });
    // Unsearched, the total is exact however large.
    const [count] = (await db.execute(sql`select count(*)::int as n from designs`) as unknown as { rows: { n: number }[] }).rows;
    expect(count.n).toBeGreaterThan(1000);
    expect((await list('?limit=1')).json()).toMatchObject({ total: count.n, capped: false });
    await db.delete(designs).where(sql`${designs.name} like 'Bulk Star %'`);
  });

  it('unpublishes a design: it leaves the catalogue pages and their totals at once, and comes back when published', async () => {
    const design = await createDesign(shop.database.db, { name: 'Comet Charm', category: 'symbols-myth', createdAt: new Date() });
    const pages = ['/api/designs/public?page=1&limit=12&category=symbols-myth', '/api/designs/public?page=1&limit=100'];
    const before = await Promise.all(pages.map((url) => readTwice(shop, url)));
    for (const page of before) expect(ids(page)).toContain(design.id);

    const res = await change(design.id, { isPublic: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isPublic: false, editedAt: expect.any(String) });
    const after = await Promise.all(pages.map((url) => readTwice(shop, url)));
    after.forEach((page, i) => {
      expect(ids(page)).not.toContain(design.id);
      expect(page.total).toBe(before[i].total - 1);
    });
    // Its own page stays reachable by its address, as any private piece's.
    expect((await readTwice(shop, `/api/designs/${design.id}`)).id).toBe(design.id);

    await change(design.id, { isPublic: true });
    for (const url of pages) expect(ids(await readTwice(shop, url))).toContain(design.id);
    expect((await history('design', design.id)).map((a) => a.action)).toEqual(['Published', 'Unpublished']);
  });

  it('renames, moves and prices a design: its page, the collections and a member’s bag show it at once, silver at 65%', async () => {
    const design = await createDesign(shop.database.db, { name: 'Wave Charm', category: 'nature-elements', priceCents: 48_000, createdAt: new Date() });
    const member = (await signUpConfirmed(shop)).session.access_token;
    const added = await request(shop, 'POST', '/api/cart', { token: member, body: { designId: design.id, quantity: 1, customizations: { material: 'sterling-silver' } } });
    expect(added.statusCode, added.body).toBe(200);
    expect((await readTwice(shop, '/api/cart', member))[0]).toMatchObject({ unitPrice: 312 });
    await readTwice(shop, `/api/designs/${design.id}`);
    expect(ids(await readTwice(shop, '/api/designs/public?page=1&limit=12&category=nature-elements'))).toContain(design.id);

    const res = await change(design.id, { name: 'Tide Pendant', collection: 'necklaces', price: 1200 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Tide Pendant', category: 'necklaces', price: 1200, silverPrice: 780, hasPrice: true });

    expect(await readTwice(shop, `/api/designs/${design.id}`)).toMatchObject({ name: 'Tide Pendant', category: 'necklaces', collectionName: 'Necklaces', price: 1200, goldPrice: 1200, silverPrice: 780 });
    expect(ids(await readTwice(shop, '/api/designs/public?page=1&limit=12&category=nature-elements'))).not.toContain(design.id);
    expect(ids(await readTwice(shop, '/api/designs/public?page=1&limit=12&category=necklaces'))).toContain(design.id);
    expect((await readTwice(shop, '/api/cart', member))[0]).toMatchObject({ unitPrice: 780, design: { name: 'Tide Pendant', price: 1200, silverPrice: 780 } });

    const actions = await history('design', design.id);
    expect(actions.map((a) => a.action).sort()).toEqual(['Moved to another collection', 'Renamed', 'Set the gold price']);
    expect(actions.find((a) => a.action === 'Renamed')).toMatchObject({ adminEmail: admin.email, detail: { from: 'Wave Charm', to: 'Tide Pendant' } });
    expect(actions.find((a) => a.action === 'Moved to another collection')?.detail).toEqual({ from: 'Nature & Elements', to: 'Necklaces' });
    expect(actions.find((a) => a.action === 'Set the gold price')?.detail).toEqual({ gold: '$1,200', silver: '$780' });

    // The same values again are no change: nothing recorded, nothing written.
    const before = await version();
    expect((await change(design.id, { name: 'Tide Pendant', price: 1200, collection: 'necklaces' })).statusCode).toBe(200);
    expect(await version()).toBe(before);
    expect(await history('design', design.id)).toHaveLength(3);
  });

  it('features a design: the curations read puts it first, with `featured`, and unfeaturing puts it back in its place', async () => {
    const old = await createDesign(shop.database.db, { name: 'Old Anchor Charm', category: 'symbols-myth', createdAt: new Date('2020-01-01T00:00:00Z') });
    const curations = '/api/designs/public?page=1&limit=100&order=featured';
    expect((await readTwice(shop, curations)).designs[0].id).not.toBe(old.id);
    // The plain catalogue order is newest first, whatever is featured.
    const plain = await readTwice(shop, '/api/designs/public?page=1&limit=12');

    const res = await change(old.id, { featured: true });
    expect(res.json()).toMatchObject({ featured: true, featuredAt: expect.any(String) });
    const featured = await readTwice(shop, curations);
    expect(featured.designs[0]).toMatchObject({ id: old.id, featured: true });
    expect(featured.total).toBe(plain.total);
    expect(ids(await readTwice(shop, '/api/designs/public?page=1&limit=12'))).toEqual(ids(plain));
    expect((await readTwice(shop, `/api/designs/${old.id}`)).featured).toBe(true);
    expect(ids((await list('?status=featured')).json())).toEqual([old.id]);

    await change(old.id, { featured: false });
    expect(ids(await readTwice(shop, curations))[0]).not.toBe(old.id);
    expect((await readTwice(shop, `/api/designs/${old.id}`)).featured).toBe(false);
    expect((await history('design', old.id)).map((a) => a.action)).toEqual(['No longer featured', 'Featured on the home page']);
  });

  it('refuses bad input with the one error shape and writes nothing', async () => {
    const design = await createDesign(shop.database.db, { name: 'Steady Charm' });
    const before = await version();
    const cases: [unknown, string, number, RegExp | null][] = [
      [{}, design.id, 400, /Say what to change/],
      [{ name: '   ' }, design.id, 400, /Name must be 1 to 120/],
      [{ name: 'x'.repeat(121) }, design.id, 400, /Name must be 1 to 120/],
      [{ price: 19 }, design.id, 400, /Price must be a whole number of dollars from \$20 to \$20,000/],
      [{ price: 20_001 }, design.id, 400, /Price must be/],
      [{ price: 99.5 }, design.id, 400, /Price must be/],
      [{ price: '500' }, design.id, 400, /Price must be/],
      [{ price: -5 }, design.id, 400, /Price must be/],
      [{ isPublic: 'no' }, design.id, 400, null],
      [{ featured: 1 }, design.id, 400, null],
      [{ collection: 'atlantis' }, design.id, 400, /no such collection/],
      [{ collection: 'BAD SLUG!' }, design.id, 400, null],
      // One bad field refuses the whole change: the good name is not written either.
      [{ name: 'Half Done', collection: 'atlantis' }, design.id, 400, /no such collection/],
      [{ name: 'Sneaky', priceCents: 1 }, design.id, 400, /Unknown field/],
      [{ name: 'Nobody' }, 'not-a-uuid', 400, null],
      [{ name: 'Nobody' }, randomUUID(), 404, /Design not found/],
    ];
    for (const [body, id, status, message] of cases) {
      const res = await change(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().error, JSON.stringify(body)).toEqual(expect.any(String));
      if (message) expect(res.json().error, JSON.stringify(body)).toMatch(message);
    }
    for (const query of ['?status=hidden', '?source=seeded', '?collection=BAD!', '?limit=0', '?limit=101', '?page=-1', `?search=${'x'.repeat(201)}`, '?colour=red']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toEqual(expect.any(String));
    }
    const [row] = await shop.database.db.select().from(designs).where(eq(designs.id, design.id));
    expect(row).toMatchObject({ name: 'Steady Charm', priceCents: 48_000, category: 'pets-animals', isPublic: true, featuredAt: null, editedAt: null });
    expect(await shop.database.db.select().from(adminActions).where(eq(adminActions.itemId, design.id))).toEqual([]);
    expect(await version()).toBe(before);
  });

  it('is the admin’s alone', async () => {
    const design = await createDesign(shop.database.db);
    const customer = (await signUpConfirmed(shop)).session.access_token;
    for (const token of [null, customer]) {
      const expected = token ? 403 : 401;
      expect((await list('', token)).statusCode).toBe(expected);
      expect((await change(design.id, { isPublic: false }, token)).statusCode).toBe(expected);
      expect((await request(shop, 'GET', '/api/admin/collections', { token })).statusCode).toBe(expected);
      expect((await changeCollection('pets-animals', { name: 'Mine' }, token)).statusCode).toBe(expected);
    }
    expect((await shop.database.db.select().from(designs).where(eq(designs.id, design.id)))[0].isPublic).toBe(true);
    expect((await shop.database.db.select().from(collections).where(eq(collections.id, 'pets-animals')))[0].name).not.toBe('Mine');
  });
});

describe('the catalogue desk: collections', () => {
  it('lists every collection in its order with its pieces and its cover piece', async () => {
    const res = await request(shop, 'GET', '/api/admin/collections', { token: admin.token });
    expect(res.statusCode).toBe(200);
    const listed = res.json().collections as { id: string; designCount: number; publicCount: number }[];
    const featured = (await readTwice(shop, '/api/collections')) as { id: string }[];
    expect(listed.map((c) => c.id)).toEqual(featured.map((c) => c.id));
    const [counted] = (await shop.database.db.execute(sql`select count(*)::int as all, count(*) filter (where is_public)::int as public from designs where category = 'pets-animals'`) as unknown as { rows: { all: number; public: number }[] }).rows;
    expect(listed.find((c) => c.id === 'pets-animals')).toMatchObject({ designCount: counted.all, publicCount: counted.public });
  });

  it('renames, describes and covers a collection from its public pieces: /collections shows it at once', async () => {
    const db = shop.database.db;
    const cover = await createDesign(db, { name: 'Bracelet Cover', category: 'bracelets', imageUrl: '/uploads/designs/bracelet-cover/gold.svg' });
    const privatePiece = await createDesign(db, { category: 'bracelets', isPublic: false, source: 'generated', imageUrl: '/uploads/designs/private/gold.svg' });
    const elsewhere = await createDesign(db, { category: 'earrings', imageUrl: '/uploads/designs/earring/gold.svg' });
    const reads = ['/api/collections/featured', '/api/collections', '/api/collections/bracelets'];
    for (const url of reads) await readTwice(shop, url);
    expect((await readTwice(shop, `/api/designs/${cover.id}`)).collectionName).toBe('Bracelets');

    const res = await changeCollection('bracelets', { name: 'Bangles & Cuffs', description: 'Solid gold <em>bangles</em>, cast by hand.', coverDesignId: cover.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: 'bracelets', name: 'Bangles & Cuffs', imageUrl: cover.imageUrl, coverDesignId: cover.id });
    const shown = { id: 'bracelets', name: 'Bangles & Cuffs', description: 'Solid gold <em>bangles</em>, cast by hand.', imageUrl: cover.imageUrl, category: 'bracelets' };
    expect((await readTwice(shop, reads[0])).find((c: { id: string }) => c.id === 'bracelets')).toMatchObject(shown);
    expect((await readTwice(shop, reads[1])).find((c: { id: string }) => c.id === 'bracelets')).toMatchObject(shown);
    expect(await readTwice(shop, reads[2])).toMatchObject(shown);
    // Its pieces' pages name it as renamed.
    expect((await readTwice(shop, `/api/designs/${cover.id}`)).collectionName).toBe('Bangles & Cuffs');

    const before = await version();
    for (const [body, status, message] of [
      [{ coverDesignId: privatePiece.id }, 400, /public pieces/],
      [{ coverDesignId: elsewhere.id }, 400, /public pieces/],
      [{ coverDesignId: randomUUID() }, 400, /public pieces/],
      [{ name: '' }, 400, /Name must be 1 to 80/],
      [{ description: 'x'.repeat(501) }, 400, /Description must be 1 to 500/],
      [{}, 400, /Say what to change/],
      [{ position: 1 }, 400, /Unknown field/],
    ] as [unknown, number, RegExp][]) {
      const refused = await changeCollection('bracelets', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(status);
      expect(refused.json().error).toMatch(message);
    }
    expect((await changeCollection('atlantis', { name: 'Atlantis' })).statusCode).toBe(404);
    expect(await version()).toBe(before);

    // Its cover piece made private: the collection takes its first public piece instead.
    await change(cover.id, { isPublic: false });
    const after = (await readTwice(shop, '/api/collections/bracelets')) as { imageUrl: string | null };
    expect(after.imageUrl).not.toBe(cover.imageUrl);

    const actions = await history('collection', 'bracelets');
    expect(actions.map((a) => a.action).sort()).toEqual(['Changed the description', 'Chose the cover', 'Renamed']);
    expect(actions.find((a) => a.action === 'Chose the cover')?.detail).toEqual({ piece: 'Bracelet Cover' });
  });

  it('keeps a design where the admin moved it when the seed refiles the catalogue at the next start', async () => {
    const { refileCatalogue } = await import('../../src/server/db/seed/catalogue');
    const { CATALOGUE } = await import('../../src/server/db/seed/catalogue-prompts');
    const [collection, pieces] = Object.entries(CATALOGUE)[0];
    const { formFor } = await import('../../src/server/features/designs/collection-rule');
    const seeded = await createDesign(shop.database.db, { prompt: pieces[0].prompt, form: formFor(collection), category: collection });
    const target = collection === 'necklaces' ? 'earrings' : 'necklaces';
    expect((await change(seeded.id, { collection: target })).statusCode).toBe(200);
    await refileCatalogue(shop.database.db);
    expect((await shop.database.db.select().from(designs).where(eq(designs.id, seeded.id)))[0].category).toBe(target);
  });
});

describe('the catalogue desk’s totals', () => {
  it('stay exact through designs written, changed, deleted and truncated', async () => {
    const db = shop.database.db;
    const combos = ['?status=all', '?status=public', '?status=private', '?status=featured', '?source=generated', '?source=catalogue&status=private', '?collection=pets-animals', '?collection=necklaces&status=public&source=catalogue'];
    const where: Record<string, string> = {
      '?status=all': 'true', '?status=public': 'is_public', '?status=private': 'not is_public', '?status=featured': 'featured_at is not null',
      '?source=generated': "source = 'generated'", '?source=catalogue&status=private': "source = 'catalogue' and not is_public",
      '?collection=pets-animals': "category = 'pets-animals'", '?collection=necklaces&status=public&source=catalogue': "category = 'necklaces' and is_public and source = 'catalogue'",
    };
    const check = async () => {
      for (const combo of combos) {
        const [counted] = (await db.execute(sql.raw(`select count(*)::int as n from designs where ${where[combo]}`)) as unknown as { rows: { n: number }[] }).rows;
        expect((await list(`${combo}&limit=1`)).json().total, combo).toBe(counted.n);
      }
    };
    const a = await createDesign(db, { category: 'pets-animals' });
    const b = await createDesign(db, { category: 'necklaces', isPublic: false, source: 'generated' });
    await createDesign(db, { category: 'necklaces' });
    await check();
    await db.update(designs).set({ category: 'necklaces', featuredAt: new Date() }).where(eq(designs.id, a.id));
    await db.update(designs).set({ isPublic: true, source: 'catalogue' }).where(eq(designs.id, b.id));
    await db.update(designs).set({ isPublic: false }).where(sql`${designs.category} = 'pets-animals'`);
    await check();
    await db.delete(designs).where(eq(designs.id, a.id));
    await check();
    await db.execute(sql`truncate designs cascade`);
    await check();
  });
});
