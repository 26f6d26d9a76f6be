/**
 * The review desk (issue 27, point 3): every review listed with its piece; the admin hides one (it
 * leaves the product page's list, the design's rating, its structured data and the catalogue pages,
 * all at once, kept answers included) and shows it again; hidden reviews are kept. Every change is
 * recorded; a refusal writes nothing. On PostgreSQL with two instances the reads after a change are
 * answered by the other instance too (test-app.ts alternates them).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminActions, reviews } from '../../src/server/db/schema';
import { createDesign, createReview, createReviews } from '../factories';
import { readTwice, request } from '../helpers/api';
import { signUpConfirmed } from '../helpers/auth';
import { adminForTests } from '../helpers/orders';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests({ PUBLIC_URL: 'https://shop.example' });
const admin = adminForTests(shop);

const desk = (query = '', token: string | null = admin.token) => request(shop, 'GET', `/api/admin/reviews${query}`, { token });
const setHidden = (id: string, body: unknown, token: string | null = admin.token) => request(shop, 'PATCH', `/api/admin/reviews/${id}`, { token, body });
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));

describe('the review desk', () => {
  it('lists every review newest first with its piece, author and state; filtered, one piece at a time, paged', async () => {
    const lantern = await createDesign(shop.database.db, { name: 'Lantern Owl Charm', imageUrl: '/uploads/designs/lantern/gold.svg' });
    const heron = await createDesign(shop.database.db, { name: 'Heron Pendant', isPublic: false, source: 'generated' });
    const member = await signUpConfirmed(shop);
    const byMember = await request(shop, 'POST', '/api/reviews', {
      token: member.session.access_token, body: { designId: heron.id, userName: 'Mina', rating: 4, comment: '<b>Bold</b> & lovely' },
    });
    expect(byMember.statusCode).toBe(200);
    const older = await createReview(shop.database.db, { designId: lantern.id, userName: 'Ada', rating: 5, createdAt: at(1) });
    const hiddenOne = await createReview(shop.database.db, { designId: lantern.id, userName: 'Troll', rating: 1, comment: 'spam', createdAt: at(2), hiddenAt: at(3) });

    const all = (await desk()).json();
    const ids = all.reviews.map((r: { id: string }) => r.id);
    expect(ids.slice(0, 3)).toEqual([byMember.json().id, hiddenOne.id, older.id]);
    expect(all.counts).toEqual({ all: all.total, visible: all.total - 1, hidden: 1 });
    expect(all.reviews[0]).toMatchObject({
      userName: 'Mina', rating: 4, comment: '<b>Bold</b> & lovely', hidden: false, hiddenAt: null, authorEmail: member.email,
      design: { id: heron.id, name: 'Heron Pendant', imageUrl: null, isPublic: false },
    });
    expect(all.reviews[1]).toMatchObject({ userName: 'Troll', hidden: true, hiddenAt: at(3).toISOString(), authorEmail: null, design: { name: 'Lantern Owl Charm', isPublic: true } });

    const hidden = (await desk('?state=hidden')).json();
    expect(hidden.reviews.map((r: { id: string }) => r.id)).toEqual([hiddenOne.id]);
    expect(hidden.total).toBe(1);
    expect((await desk('?state=visible')).json().reviews.map((r: { id: string }) => r.id)).not.toContain(hiddenOne.id);

    const onePiece = (await desk(`?designId=${lantern.id}`)).json();
    expect(onePiece.reviews.map((r: { id: string }) => r.id)).toEqual([hiddenOne.id, older.id]);
    expect(onePiece.counts).toEqual({ all: 2, visible: 1, hidden: 1 });

    const second = (await desk('?limit=1&page=2')).json();
    expect(second).toMatchObject({ page: 2, limit: 1, total: all.total });
    expect(second.reviews.map((r: { id: string }) => r.id)).toEqual([hiddenOne.id]);
  });

  it('hides a review: it leaves the product page, the rating, the structured data and the catalogue pages at once, is kept, and comes back on Show', async () => {
    const design = await createDesign(shop.database.db, { name: 'Moth Charm', category: 'nature-elements', imageUrl: '/uploads/designs/moth/gold.svg' });
    await createReview(shop.database.db, { designId: design.id, userName: 'Ada', rating: 5, comment: 'Perfect.', createdAt: at(10) });
    const rude = await createReview(shop.database.db, { designId: design.id, userName: 'Rude', rating: 1, comment: 'Rude words.', createdAt: at(11) });
    const reads = {
      design: `/api/designs/${design.id}`,
      reviews: `/api/reviews?designId=${design.id}`,
      page: '/api/designs/public?page=1&limit=12&category=nature-elements',
      product: `/product/${design.id}`,
    };
    const before = await readTwice(shop, reads.design);
    expect(before).toMatchObject({ averageRating: 3, reviewCount: 2 });
    expect((await readTwice(shop, reads.reviews)).map((r: { userName: string }) => r.userName)).toEqual(['Rude', 'Ada']);
    await readTwice(shop, reads.page);

    const hid = await setHidden(rude.id, { hidden: true });
    expect(hid.statusCode, hid.body).toBe(200);
    expect(hid.json()).toMatchObject({ id: rude.id, hidden: true, userName: 'Rude', design: { id: design.id, name: 'Moth Charm' } });

    expect(await readTwice(shop, reads.design)).toMatchObject({ averageRating: 5, reviewCount: 1 });
    expect((await readTwice(shop, reads.reviews)).map((r: { userName: string }) => r.userName)).toEqual(['Ada']);
    const listed = (await readTwice(shop, reads.page)).designs.find((d: { id: string }) => d.id === design.id);
    expect(listed).toMatchObject({ averageRating: 5, reviewCount: 1 });
    const [product] = jsonLd(await readTwice(shop, reads.product) as string);
    expect(product.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
    expect(product.review.map((r: { author: { name: string } }) => r.author.name)).toEqual(['Ada']);

    // Kept, with who hid it.
    const [row] = await shop.database.db.select().from(reviews).where(eq(reviews.id, rude.id));
    expect(row).toMatchObject({ comment: 'Rude words.', rating: 1 });
    expect(row.hiddenAt).toBeInstanceOf(Date);
    expect(row.hiddenBy).toEqual(expect.any(String));

    // Hiding it again changes nothing and records nothing.
    expect((await setHidden(rude.id, { hidden: true })).json()).toMatchObject({ hidden: true, hiddenAt: row.hiddenAt!.toISOString() });

    const shown = await setHidden(rude.id, { hidden: false });
    expect(shown.json()).toMatchObject({ hidden: false, hiddenAt: null });
    expect(await readTwice(shop, reads.design)).toMatchObject({ averageRating: 3, reviewCount: 2 });
    expect((await readTwice(shop, reads.reviews)).map((r: { userName: string }) => r.userName)).toEqual(['Rude', 'Ada']);
    expect(jsonLd(await readTwice(shop, reads.product) as string)[0].aggregateRating).toMatchObject({ ratingValue: 3, reviewCount: 2 });

    const history = (await request(shop, 'GET', `/api/admin/actions?kind=review&id=${rude.id}`, { token: admin.token })).json();
    expect(history.actions.map((a: { action: string }) => a.action)).toEqual(['Showed the review', 'Hid the review']);
    expect(history.actions[1]).toMatchObject({ adminEmail: admin.email, detail: { piece: 'Moth Charm', author: 'Rude', rating: 1 } });
  });

  it('refuses bad input and callers who are not the admin, writing nothing', async () => {
    const design = await createDesign(shop.database.db);
    const review = await createReview(shop.database.db, { designId: design.id });
    const version = async () => (await shop.database.db.execute(sql`select version from catalogue_version`) as unknown as { rows: { version: string }[] }).rows[0].version;
    const versionBefore = await version();
    const cases: [unknown, string, number, RegExp | null][] = [
      [{ hidden: 'yes' }, review.id, 400, null],
      [{ hidden: true, by: 'me' }, review.id, 400, /Unknown field/],
      [{}, review.id, 400, null],
      [null, review.id, 400, null],
      [{ hidden: true }, 'not-an-id', 400, null],
      [{ hidden: true }, randomUUID(), 404, /Review not found/],
    ];
    for (const [body, id, status, message] of cases) {
      const res = await setHidden(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error, JSON.stringify(body)).toEqual(expect.any(String));
      if (message) expect(res.json().error).toMatch(message);
    }
    for (const query of ['?state=gone', '?limit=0', '?limit=101', '?page=0', '?designId=abc', '?colour=red']) {
      const res = await desk(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toEqual(expect.any(String));
    }
    const customer = await signUpConfirmed(shop);
    expect((await setHidden(review.id, { hidden: true }, customer.session.access_token)).statusCode).toBe(403);
    expect((await setHidden(review.id, { hidden: true }, null)).statusCode).toBe(401);
    expect((await desk('', customer.session.access_token)).statusCode).toBe(403);
    expect((await desk('', null)).statusCode).toBe(401);

    const [row] = await shop.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row.hiddenAt).toBeNull();
    expect(await shop.database.db.select().from(adminActions).where(eq(adminActions.itemId, review.id))).toEqual([]);
    expect(await version()).toBe(versionBefore);
  });

  it('keeps its numbers exact through reviews written, hidden, shown, deleted and truncated', async () => {
    const db = shop.database.db;
    const counted = async () => {
      const [n] = (await db.execute(sql`select count(*)::int as "all", count(hidden_at)::int as hidden from reviews`) as unknown as { rows: { all: number; hidden: number }[] }).rows;
      return { all: n.all, hidden: n.hidden, visible: n.all - n.hidden };
    };
    const design = await createDesign(db);
    await createReviews(db, design.id, Array.from({ length: 5 }, (_, i) => ({ userName: `R${i}`, rating: 4, comment: 'Fine.', hiddenAt: i < 2 ? new Date() : null })));
    expect((await desk()).json().counts).toEqual(await counted());
    await db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.designId, design.id));
    expect((await desk()).json().counts).toEqual(await counted());
    await db.update(reviews).set({ hiddenAt: null }).where(sql`${reviews.userName} in ('R0', 'R3')`);
    await db.delete(reviews).where(eq(reviews.userName, 'R4'));
    expect((await desk()).json().counts).toEqual(await counted());
    await db.execute(sql`truncate reviews`);
    expect((await desk()).json()).toMatchObject({ total: 0, counts: { all: 0, visible: 0, hidden: 0 }, reviews: [] });
  });
});
