/**
 * The desk's Overview (issue 27, point 5): orders and revenue by day and week, the production queue
 * against the 4-6 week promise, designs generated per day and how many became orders. Days are UTC.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckout, createDesign } from '../factories';
import { request } from '../helpers/api';
import { signUpConfirmed } from '../helpers/auth';
import { adminToken } from '../helpers/orders';
import { validBodies } from '../helpers/sample-requests';
import { shopForTests } from '../helpers/test-app';

const DAY = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

describe("the desk's Overview", () => {
  const shop = shopForTests();
  let admin: string;
  const now = new Date();
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);

  beforeAll(async () => {
    admin = await adminToken(shop);
    const { db } = shop.database;
    // Today: two checkouts (one of two pieces, one with a discount); three days ago one; fifty days ago one, still waiting.
    const fresh = await createDesign(db, { name: 'Fresh Owl', source: 'generated', createdAt: now });
    await createDesign(db, { name: 'Unordered Owl', source: 'generated', createdAt: now });
    await createDesign(db, { name: 'Seeded Moon', source: 'catalogue', createdAt: now });
    await createCheckout(db, { lines: [{ designId: fresh.id, unitPriceCents: 30_000, createdAt: now }, { unitPriceCents: 20_000, createdAt: now }] });
    await createCheckout(db, { payment: { amountCents: 9_000 }, lines: [{ unitPriceCents: 10_000, createdAt: now }] });
    await createCheckout(db, { lines: [{ unitPriceCents: 45_000, createdAt: daysAgo(3) }] });
    await createCheckout(db, { lines: [{ unitPriceCents: 12_000, createdAt: daysAgo(50), designName: 'Patient Lantern' }] });
    // Shipped pieces leave the queue.
    await createCheckout(db, { lines: [{ unitPriceCents: 5_000, createdAt: daysAgo(30), trackingNumber: '1Z1', status: 'shipped' }] });
    await createCheckout(db, { lines: [{ unitPriceCents: 7_000, createdAt: daysAgo(30), designName: 'Due Bar', status: 'in_production' }] });
  });

  const overview = (query = '', token: string | null = admin) => request(shop, 'GET', `/api/admin/overview${query}`, { token });

  it('counts checkouts, pieces and what was charged per day, days without trade included', async () => {
    const res = await overview('?days=7');
    expect(res.statusCode).toBe(200);
    const { days } = res.json();
    expect(days).toHaveLength(7);
    expect(days[6]).toEqual({ start: dayOf(now), orders: 2, pieces: 3, revenue: 590 });
    expect(days[3]).toEqual({ start: dayOf(daysAgo(3)), orders: 1, pieces: 1, revenue: 450 });
    expect(days[0].start).toBe(dayOf(daysAgo(6)));
    expect(days.filter((d: { orders: number }) => d.orders === 0)).toHaveLength(5);
  });

  it('counts 12 weeks, Monday to Sunday, this week last', async () => {
    const { weeks } = (await overview()).json();
    expect(weeks).toHaveLength(12);
    const monday = new Date(weeks[11].start + 'T00:00:00Z');
    expect(monday.getUTCDay()).toBe(1);
    expect(now.getTime() - monday.getTime()).toBeLessThan(7 * DAY);
    const total = weeks.reduce((sum: number, w: { revenue: number }) => sum + w.revenue, 0);
    expect(total).toBe(590 + 450 + 120 + 50 + 70);
  });

  it('lists the pieces waiting for the bench, oldest first, against the 4-6 week promise', async () => {
    const { queue } = (await overview()).json();
    expect(queue.waiting).toBe(6);
    expect(queue.late).toBe(1);
    expect(queue.oldest[0]).toMatchObject({ designName: 'Patient Lantern', daysWaiting: 50, promise: 'late' });
    expect(queue.oldest[1]).toMatchObject({ designName: 'Due Bar', daysWaiting: 30, promise: 'due', status: 'in_production' });
    expect(queue.oldest.at(-1).promise).toBe('on-track');
    // The piece shipped thirty days ago is not among them.
    expect(queue.oldest.filter((o: { daysWaiting: number }) => o.daysWaiting === 30)).toHaveLength(1);
  });

  it('counts designs generated per day and how many became orders', async () => {
    const { designs: made } = (await overview('?days=7')).json();
    expect(made).toHaveLength(7);
    // The catalogue piece made today is not a generated design.
    expect(made[6]).toEqual({ start: dayOf(now), generated: 2, ordered: 1 });
  });

  it('counts the open inbox items by kind: new, and in progress', async () => {
    const bodies = validBodies((await createDesign(shop.database.db, { isPublic: true })).id);
    for (const path of ['/api/support-ticket', '/api/support-ticket', '/api/career-applications']) {
      const res = await request(shop, 'POST', path, { body: bodies[`POST ${path}`] });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const list = await request(shop, 'GET', '/api/admin/inbox?kind=ticket', { token: admin });
    const [ticket] = list.json().items;
    expect((await request(shop, 'PATCH', `/api/admin/inbox/${ticket.id}/status`, { token: admin, body: { status: 'in_progress' } })).statusCode).toBe(200);
    const { inbox } = (await overview()).json();
    expect(inbox).toEqual([
      { kind: 'quote', new: 0, inProgress: 0 },
      { kind: 'contact', new: 0, inProgress: 0 },
      { kind: 'ticket', new: 1, inProgress: 1 },
      { kind: 'application', new: 1, inProgress: 0 },
    ]);
  });

  it('is the admin\'s only, and refuses a span out of range', async () => {
    const member = await signUpConfirmed(shop);
    expect((await overview('', null)).statusCode).toBe(401);
    expect((await overview('', member.session.access_token)).statusCode).toBe(403);
    for (const bad of ['?days=3', '?days=91', '?days=many', '?other=1']) {
      const res = await overview(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
  });
});
