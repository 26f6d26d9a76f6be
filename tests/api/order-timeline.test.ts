/**
 * The made-to-order timeline (issue 26, point 3): each piece answers the dates its timeline reads
 * (paid, production started, shipped, delivered) and the production queue ahead of it; the desk's
 * toggle sets and clears the production date, Mark delivered ends the timeline (only after
 * shipping, once, mailing the customer), and the order mails show the same timeline and estimate.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderTimeline } from '@shared/timeline';
import { orders, payments } from '../../src/server/db/schema';
import { createCheckout, createDesign } from '../factories';
import { request } from '../helpers/api';
import { signUpConfirmed, uniqueEmail } from '../helpers/auth';
import { adminToken, mailsTo, paidCheckout } from '../helpers/orders';
import { shopForTests } from '../helpers/test-app';

const DAY = 86_400_000;

describe('the timeline through production, shipping and delivery', () => {
  const shop = shopForTests();
  let designId: string;
  let admin: string;
  let member: { email: string; token: string };
  beforeAll(async () => {
    designId = (await createDesign(shop.database.db, { name: 'Moon Phase Pendant' })).id;
    admin = await adminToken(shop);
    const account = await signUpConfirmed(shop);
    member = { email: account.email, token: account.session.access_token };
  });

  const mine = async (id: string) => {
    const res = await request(shop, 'GET', '/api/user/orders', { token: member.token });
    expect(res.statusCode).toBe(200);
    return res.json().find((o: { id: string }) => o.id === id);
  };
  const setStatus = (id: string, status: string) => request(shop, 'PATCH', `/api/orders/${id}/status`, { token: admin, body: { status } });
  const ship = (id: string) => request(shop, 'PATCH', `/api/orders/${id}/shipping`, { token: admin, body: { carrier: 'FedEx', trackingNumber: '7712 3456 7890' } });
  const deliver = (id: string, token: string | null = admin) => request(shop, 'POST', `/api/orders/${id}/delivered`, { token });

  it('answers the dates and the queue of a new order, and its 4-6 week estimate', async () => {
    const paid = await paidCheckout(shop, [{ designId }], member.email, { token: member.token });
    const order = await mine(paid.orders[0].id);
    expect(order).toMatchObject({ status: 'pending', productionStartedAt: null, shippedAt: null, deliveredAt: null, productionQueue: { delayWeeks: 0 } });
    expect(order.productionQueue.ahead).toBeGreaterThanOrEqual(0);
    const timeline = orderTimeline([order]);
    expect(timeline.current).toBe('paid');
    expect(timeline.estimate?.earliest).toBe(new Date(Date.parse(order.createdAt) + 28 * DAY).toISOString());
    expect(timeline.estimate?.latest).toBe(new Date(Date.parse(order.createdAt) + 42 * DAY).toISOString());

    const [confirmation] = await mailsTo(shop, member.email, 'order-confirmation');
    expect(confirmation.text).toContain('Where your order stands');
    expect(confirmation.text).toContain('[x] Paid:');
    expect(confirmation.text).toContain('[ ] In production: Not yet');
    expect(confirmation.text).toMatch(/Estimated to ship between \w+ \d+, \d{4} and \w+ \d+, \d{4}\./);
    expect(confirmation.html).toContain('Where your order stands');
  });

  it('sets the production date when the toggle starts production, and clears it when it goes back', async () => {
    const paid = await paidCheckout(shop, [{ designId }], member.email, { token: member.token });
    const id = paid.orders[0].id;
    const before = Date.now();
    const started = await setStatus(id, 'in_production');
    expect(started.statusCode).toBe(200);
    const startedAt = Date.parse(started.json().productionStartedAt);
    expect(startedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(orderTimeline([await mine(id)]).current).toBe('in_production');

    const [mail] = await mailsTo(shop, member.email, 'order-in-production');
    expect(mail.text).toContain('[x] In production:');
    expect(mail.text).toContain('[ ] Shipped: Not yet');

    expect((await setStatus(id, 'pending')).json().productionStartedAt).toBeNull();
    expect((await mine(id)).productionStartedAt).toBeNull();
    expect((await setStatus(id, 'in_production')).json().productionStartedAt).not.toBeNull();
  });

  it('refuses Mark delivered before shipping (409, nothing changed or mailed), then delivers once', async () => {
    const paid = await paidCheckout(shop, [{ designId }], member.email, { token: member.token });
    const id = paid.orders[0].id;
    await setStatus(id, 'in_production');

    const early = await deliver(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('This order has not shipped yet, so it cannot be marked delivered.');
    expect((await mine(id)).status).toBe('in_production');

    const shipped = await ship(id);
    expect(shipped.json()).toMatchObject({ status: 'shipped', deliveredAt: null });
    const shippedMail = (await mailsTo(shop, member.email, 'order-shipped')).at(-1)!;
    expect(shippedMail.text).toContain('[x] Shipped:');
    expect(shippedMail.text).toContain('certificate of authenticity');
    expect(shippedMail.text).not.toContain('Estimated to ship');

    const delivered = await deliver(id);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ id, status: 'delivered', trackingNumber: '7712 3456 7890' });
    const deliveredAt = delivered.json().deliveredAt;
    expect(Date.parse(deliveredAt)).toBeGreaterThan(Date.parse(shipped.json().shippedAt) - 1);

    const order = await mine(id);
    expect(order).toMatchObject({ status: 'delivered', deliveredAt, productionQueue: null });
    const timeline = orderTimeline([order]);
    expect(timeline.steps.map((s) => s.reached)).toEqual([true, true, true, true]);
    expect(timeline.steps.map((s) => s.date)).toEqual([order.createdAt, order.productionStartedAt, order.shippedAt, deliveredAt]);

    const mails = await mailsTo(shop, member.email, 'order-delivered');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your order ${paid.orderNumber} has been delivered`);
    expect(mails[0].text).toContain('[x] Delivered:');
    expect(mails[0].text).toContain('within seven days of delivery');
  });

  it('answers a second Mark delivered with the piece as it stands, mailing no one', async () => {
    const paid = await paidCheckout(shop, [{ designId }], member.email, { token: member.token });
    const id = paid.orders[0].id;
    await ship(id);
    const first = (await deliver(id)).json();
    const again = await deliver(id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    const sent = (await mailsTo(shop, member.email, 'order-delivered')).filter((m) => m.subject.includes(paid.orderNumber));
    expect(sent).toHaveLength(1);
    // Correcting the tracking number afterwards keeps the piece delivered.
    expect((await ship(id)).json()).toMatchObject({ status: 'delivered', deliveredAt: first.deliveredAt });
  });

  it('keeps Mark delivered to the desk: 401 signed out, 403 for a customer, 404 for an unknown piece', async () => {
    const paid = await paidCheckout(shop, [{ designId }], member.email, { token: member.token });
    await ship(paid.orders[0].id);
    expect((await deliver(paid.orders[0].id, null)).statusCode).toBe(401);
    expect((await deliver(paid.orders[0].id, member.token)).statusCode).toBe(403);
    expect((await deliver('3f2b8c1e-6d4a-4b7e-9a51-2c8d0e7f1a23')).statusCode).toBe(404);
    expect((await mine(paid.orders[0].id)).status).toBe('shipped');
  });

  it('shows the same dates on the order page of the signed link', async () => {
    const email = uniqueEmail('guest');
    const paid = await paidCheckout(shop, [{ designId }, { designId, material: 'sterling-silver' }], email);
    await setStatus(paid.orders[0].id, 'in_production');
    await ship(paid.orders[0].id);
    const [confirmation] = await mailsTo(shop, email, 'order-confirmation');
    const link = confirmation.links.find((l) => l.includes('/orders/track/'))!;
    const res = await request(shop, 'GET', `/api/orders/track/${new URL(link).pathname.split('/').pop()}`);
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json().pieces;
    expect(first.productionStartedAt).not.toBeNull();
    expect(first.shippedAt).not.toBeNull();
    expect(first.productionQueue).toBeNull();
    expect(second).toMatchObject({ productionStartedAt: null, shippedAt: null, deliveredAt: null });
    expect(second.productionQueue.delayWeeks).toBe(0);
    const timeline = orderTimeline(res.json().pieces.map((p: object) => ({ ...p, createdAt: res.json().placedAt })));
    expect(timeline.steps.map((s) => [s.key, s.piecesReached])).toEqual([['paid', 2], ['in_production', 1], ['shipped', 1], ['delivered', 0]]);
    expect(timeline.current).toBe('paid');
  });

  it('says in the order mails when an order is a gift', async () => {
    const email = uniqueEmail('giver');
    const paid = await paidCheckout(shop, [{ designId }], email);
    await shop.database.db.update(payments).set({ isGift: true, giftRecipient: 'Sam Rivera', giftMessage: 'Happy birthday!' }).where(eq(payments.id, paid.paymentIntentId));
    await setStatus(paid.orders[0].id, 'in_production');
    await ship(paid.orders[0].id);
    await deliver(paid.orders[0].id);
    for (const kind of ['order-in-production', 'order-shipped', 'order-delivered']) {
      const [mail] = await mailsTo(shop, email, kind);
      expect(mail.text, kind).toContain('This order is a gift for Sam Rivera.');
      // The note is printed for the recipient, not mailed back to the giver.
      expect(mail.text, kind).not.toContain('Happy birthday!');
    }
  });
});

describe('the production queue', () => {
  // Two pieces a week: four weeks of the bench hold 8 pieces ahead.
  const shop = shopForTests({ PRODUCTION_PIECES_PER_WEEK: '2' });
  let designId: string;
  beforeAll(async () => {
    designId = (await createDesign(shop.database.db)).id;
    const db = shop.database.db;
    const yesterday = new Date(Date.now() - DAY);
    // Nine pieces paid yesterday and waiting, one shipped, and one stuck for 13 weeks (past the 12 counted: not the bench's queue).
    await createCheckout(db, { lines: Array.from({ length: 9 }, () => ({ createdAt: yesterday })) });
    await createCheckout(db, { lines: [{ createdAt: yesterday, status: 'shipped', trackingNumber: '1Z1', shippedAt: yesterday }] });
    await createCheckout(db, { lines: [{ createdAt: new Date(Date.now() - 13 * 7 * DAY) }] });
  });

  it('counts the unshipped pieces paid before, and moves the estimate by the weeks they need beyond four', async () => {
    const member = await signUpConfirmed(shop);
    const paid = await paidCheckout(shop, [{ designId }], member.email, { token: member.session.access_token });
    const [order] = (await request(shop, 'GET', '/api/user/orders', { token: member.session.access_token })).json();
    // ceil(9 / 2) = 5 weeks of work, 4 weeks before the window opens: one week later.
    expect(order.productionQueue).toEqual({ ahead: 9, delayWeeks: 1 });
    const estimate = orderTimeline([order]).estimate!;
    expect(estimate.earliest).toBe(new Date(Date.parse(order.createdAt) + 35 * DAY).toISOString());
    expect(estimate.latest).toBe(new Date(Date.parse(order.createdAt) + 49 * DAY).toISOString());

    const [mail] = await mailsTo(shop, member.email, 'order-confirmation');
    expect(mail.text).toContain('a week later than our usual 4-6 weeks: 9 pieces are ahead of yours at the bench.');
    expect(paid.orderNumber).toMatch(/^AU-\d+$/);
  });

  it('leaves the desk’s answers without the queue', async () => {
    const token = await adminToken(shop);
    const res = await request(shop, 'GET', '/api/orders?page=1&limit=5', { token });
    expect(res.statusCode).toBe(200);
    for (const o of res.json().orders) expect(o).not.toHaveProperty('productionQueue');
    const [row] = await shop.database.db.select().from(orders).limit(1);
    expect(row.productionStartedAt).toBeNull();
  });
});
