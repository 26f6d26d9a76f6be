import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src/server/db/schema';
import { createDesign } from '../factories';
import { request } from '../helpers/api';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests();
let design: { id: string };
beforeAll(async () => {
  design = await createDesign(shop.database.db);
});

const write = (body: unknown, ip?: string) => request(shop, 'POST', '/api/reviews', { ip, body });
const list = (designId: string) => request(shop, 'GET', `/api/reviews?designId=${designId}`);
const rows = async () => (await shop.database.db.select({ n: count() }).from(reviews))[0].n;

describe('reviews', () => {
  it('stores a review trimmed and lists the design’s reviews newest first, with the design’s average', async () => {
    const first = await write({ designId: design.id, userName: '  Ada ', rating: 5, comment: ' Exquisite work. ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ designId: design.id, userName: 'Ada', rating: 5, comment: 'Exquisite work.' });
    await new Promise((r) => setTimeout(r, 5));
    await write({ designId: design.id, userName: 'Grace', rating: 4, comment: 'Lovely weight to it.' });
    const res = await list(design.id);
    expect(res.json().map((r: { userName: string }) => r.userName)).toEqual(['Grace', 'Ada']);
    const page = (await request(shop, 'GET', `/api/designs/${design.id}`)).json();
    expect(page).toMatchObject({ reviewCount: 2, averageRating: 4.5 });
  });

  it('keeps markup as inert text', async () => {
    const other = await createDesign(shop.database.db);
    const comment = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    await write({ designId: other.id, userName: '<b>Eve</b>', rating: 3, comment });
    const [review] = (await list(other.id)).json();
    expect(review.comment).toBe(comment);
    expect(review.userName).toBe('<b>Eve</b>');
    expect((await list(other.id)).headers['content-type']).toMatch(/application\/json/);
  });

  it('refuses missing fields, ratings of 0, 6, 2.5 or "five", over-long texts and unknown designs, storing nothing', async () => {
    const before = await rows();
    const ok = { designId: design.id, userName: 'Ada', rating: 5, comment: 'Fine.' };
    const cases: [unknown, number, RegExp][] = [
      [{ ...ok, userName: '' }, 400, /Name must be 1 to 80/],
      [{ ...ok, userName: 'x'.repeat(81) }, 400, /Name must be 1 to 80/],
      [{ ...ok, comment: '   ' }, 400, /Comment must be 1 to 2,000/],
      [{ ...ok, comment: 'x'.repeat(2001) }, 400, /Comment must be 1 to 2,000/],
      [{ ...ok, rating: 0 }, 400, /Rating must be a whole number from 1 to 5/],
      [{ ...ok, rating: 6 }, 400, /Rating must be/],
      [{ ...ok, rating: 2.5 }, 400, /Rating must be/],
      [{ ...ok, rating: 'five' }, 400, /Rating must be/],
      [{ ...ok, rating: undefined }, 400, /Rating must be/],
      [{ ...ok, designId: 'abc' }, 400, /Invalid id|designId/],
      [{ ...ok, designId: randomUUID() }, 404, /Design not found/],
      [{ ...ok, verified: true }, 400, /Unknown field/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await write(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    expect(await rows()).toBe(before);
    expect((await request(shop, 'GET', '/api/reviews?designId=nope')).statusCode).toBe(400);
    expect((await request(shop, 'GET', '/api/reviews')).statusCode).toBe(400);
  });

  it('is rate-limited per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await write({ designId: design.id, userName: 'Flood', rating: 1, comment: `#${i}` }, '10.31.0.1')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
