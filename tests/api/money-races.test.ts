/**
 * Money under races (issue 11, item 3). 100 payments by guests and members, bags of different
 * designs, quantities and metals, each a real Stripe intent (the SDK against the local fake) that
 * the browser's verification call checks 10 times at once while the signed webhook arrives (every
 * fifth twice, as Stripe may): one order set per payment at the server's price, one confirmation
 * mail, no duplicate order numbers, and every verification answered 2xx with the same numbers. The built-in test processor's card
 * confirmation races the verification the same way. Everything goes through app.inject, so it also
 * runs against two app instances on one PostgreSQL.
 */
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, payments } from '../../src/server/db/schema';
import { createTestProcessor } from '../../src/server/providers/payments/test-processor';
import { createDesign } from '../factories';
import { request } from '../helpers/api';
import { signUpConfirmed } from '../helpers/auth';
import { card } from '../helpers/sample-requests';
import { paidEventDelivery, startStripeFake, type StripeFake } from '../helpers/stripe-fake';
import { createTestShop, shopForTests, type TestShop } from '../helpers/test-app';

const PAYMENTS = 100;
const VERIFICATIONS_PER_PAYMENT = 10;
const MEMBERS = 10;
/** Payments racing at once; each brings its verifications and its webhook. */
const BATCH = 10;

/** A small seeded generator, so a failing bag can be reproduced. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The spec's rule, written out here rather than imported: gold at the design's price (299 when it has none), silver 65% rounded to dollars. */
const expectedUnitCents = (priceCents: number | null, material: string) => {
  const gold = priceCents === null ? 299 : priceCents / 100;
  return (material === 'sterling-silver' ? Math.round(gold * 0.65) : gold) * 100;
};

interface Bag { lines: { designId: string; quantity: number; customizations: { material: string } }[]; expectedCents: number }
interface Member { id: string; token: string }

async function makeCatalogue(shop: TestShop) {
  const prices = [48_000, 12_500, 33_300, 7_900, 120_000, null];
  return Promise.all(prices.map((priceCents, i) => createDesign(shop.database.db, { name: `Race Piece ${i}`, priceCents })));
}

function makeBags(designs: { id: string; priceCents: number | null }[], n: number, random: () => number): Bag[] {
  return Array.from({ length: n }, () => {
    const count = 1 + Math.floor(random() * 3);
    const seen = new Set<string>();
    const lines: Bag['lines'] = [];
    while (lines.length < count) {
      const design = designs[Math.floor(random() * designs.length)];
      const material = random() < 0.5 ? '14k-gold' : 'sterling-silver';
      if (seen.has(design.id + material)) continue;
      seen.add(design.id + material);
      lines.push({ designId: design.id, quantity: 1 + Math.floor(random() * 10), customizations: { material } });
    }
    const priceOf = new Map(designs.map((d) => [d.id, d.priceCents]));
    const expectedCents = lines.reduce((sum, l) => sum + expectedUnitCents(priceOf.get(l.designId)!, l.customizations.material) * l.quantity, 0);
    return { lines, expectedCents };
  });
}

async function makeMembers(shop: TestShop): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const { email, session } = await signUpConfirmed(shop);
    const me = await request(shop, 'GET', '/api/auth/user', { token: session.access_token });
    expect(me.statusCode, `GET /api/auth/user for ${email}`).toBe(200);
    members.push({ id: me.json().id, token: session.access_token });
  }
  return members;
}

async function startPayment(shop: TestShop, bag: Bag, index: number, member?: Member) {
  const res = await request(shop, 'POST', '/api/create-payment-intent', { token: member?.token, body: { metadata: { cartItems: JSON.stringify(bag.lines), customerEmail: `race.${index}@example.com`, customerName: `Racer ${index}` } } });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { paymentIntentId: string; clientSecret: string; amount: number };
  expect(body.amount * 100).toBe(bag.expectedCents);
  return body;
}

const verify = (shop: TestShop, id: string) =>
  request(shop, 'GET', `/api/orders/verify-payment-intent/${encodeURIComponent(id)}`);

/** What a finished payment must look like in the database: its lines at the server's price, once. */
async function checkOrderSet(shop: TestShop, paymentId: string, bag: Bag, member: Member | undefined, checkoutNumbers: Set<string>) {
  const rows = await shop.database.db.select().from(orders).where(eq(orders.paymentId, paymentId)).orderBy(orders.lineIndex);
  expect(rows).toHaveLength(bag.lines.length);
  const checkoutNumber = rows[0].checkoutNumber;
  expect(rows.every((r) => r.checkoutNumber === checkoutNumber)).toBe(true);
  expect(rows.map((r) => r.orderNumber)).toEqual(rows.map((_, i) => `${checkoutNumber}-${i + 1}`));
  expect(rows.reduce((sum, r) => sum + r.totalPriceCents, 0)).toBe(bag.expectedCents);
  rows.forEach((r, i) => {
    expect(r.designId).toBe(bag.lines[i].designId);
    expect(r.quantity).toBe(bag.lines[i].quantity);
    expect(r.material).toBe(bag.lines[i].customizations.material);
    expect(r.totalPriceCents).toBe(r.unitPriceCents * r.quantity);
    expect(r.userId).toBe(member?.id ?? null);
  });
  const [payment] = await shop.database.db.select().from(payments).where(eq(payments.id, paymentId));
  expect(payment).toMatchObject({ status: 'succeeded', amountCents: bag.expectedCents, checkoutNumber });
  const [{ mails }] = await shop.database.db.select({ mails: count() }).from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'order-confirmation'), like(mailOutbox.text, `%session_id=${paymentId}%`)));
  expect(mails, `confirmation mails for ${paymentId}`).toBe(1);
  expect(checkoutNumbers.has(checkoutNumber), `checkout number ${checkoutNumber} used twice`).toBe(false);
  checkoutNumbers.add(checkoutNumber);
  return rows;
}

/** Every verification answered 2xx, all with the order numbers the database holds. */
function checkVerifications(responses: { statusCode: number; body: string; json(): unknown }[], rows: { orderNumber: string; checkoutNumber: string }[]) {
  for (const res of responses) {
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { orderNumber: string; orders: { orderNumber: string }[] };
    expect(body.orderNumber).toBe(rows[0].checkoutNumber);
    expect(body.orders.map((o) => o.orderNumber)).toEqual(rows.map((r) => r.orderNumber));
  }
}

async function totals(shop: TestShop) {
  const db = shop.database.db;
  const [{ orderRows }] = await db.select({ orderRows: count() }).from(orders);
  const [{ sets }] = await db.select({ sets: count() }).from(payments).where(eq(payments.status, 'succeeded'));
  const [{ mails }] = await db.select({ mails: count() }).from(mailOutbox).where(eq(mailOutbox.kind, 'order-confirmation'));
  const distinct = await db.selectDistinct({ n: orders.orderNumber }).from(orders);
  const paidSets = await db.selectDistinct({ n: orders.paymentId }).from(orders);
  return { orderRows, paidPayments: sets, orderSets: paidSets.length, mails, duplicateOrderNumbers: orderRows - distinct.length };
}

describe('Stripe: verifications and the webhook racing for each of 100 payments', () => {
  let fake: StripeFake;
  let shop: TestShop;

  beforeAll(async () => {
    fake = await startStripeFake();
    shop = await createTestShop(fake.env());
  });
  afterAll(async () => {
    await shop?.close();
    await fake?.close();
  });

  it('makes exactly one order set per payment, at the server’s price, mailed once', { timeout: 180_000 }, async () => {
    const started = Date.now();
    const random = seeded(11);
    const designs = await makeCatalogue(shop);
    const members = await makeMembers(shop);
    const bags = makeBags(designs, PAYMENTS, random);
    const checkoutNumbers = new Set<string>();
    let verifications = 0;
    let webhooks = 0;
    // Counts that the machine's load does not change: this database handle's round trips and CPU time.
    const queriesBefore = shop.database.stats.queries;
    const cpuBefore = process.cpuUsage();

    for (let from = 0; from < PAYMENTS; from += BATCH) {
      const batch = bags.slice(from, from + BATCH).map((bag, j) => ({ bag, index: from + j, member: (from + j) % 3 === 0 ? members[(from + j) % MEMBERS] : undefined }));
      const intents = await Promise.all(batch.map(({ bag, index, member }) => startPayment(shop, bag, index, member)));
      // The card is confirmed at Stripe (Stripe.js in the browser); the charged amount is the server's.
      intents.forEach(({ paymentIntentId }, j) => expect(fake.pay(paymentIntentId).amount).toBe(batch[j].bag.expectedCents));

      const raced = await Promise.all(batch.map(async ({ index }, j) => {
        const id = intents[j].paymentIntentId;
        const delivery = paidEventDelivery(fake.intents.get(id)!);
        // Stripe delivers at least once: every fifth event arrives twice, both racing the verifications.
        const deliveries = index % 5 === 0 ? 2 : 1;
        const answers = await Promise.all([
          ...Array.from({ length: deliveries }, () => request(shop, 'POST', '/api/webhooks/stripe', { body: delivery.payload, headers: delivery.headers })),
          ...Array.from({ length: VERIFICATIONS_PER_PAYMENT }, () => verify(shop, id)),
        ]);
        return { hooks: answers.slice(0, deliveries), checks: answers.slice(deliveries) };
      }));

      for (const [j, { hooks, checks }] of raced.entries()) {
        for (const webhook of hooks) expect(webhook.statusCode, webhook.body).toBe(200);
        webhooks += hooks.length;
        verifications += checks.length;
        const rows = await checkOrderSet(shop, intents[j].paymentIntentId, batch[j].bag, batch[j].member, checkoutNumbers);
        checkVerifications(checks, rows);
      }
    }

    const queries = shop.database.stats.queries - queriesBefore;
    const cpu = process.cpuUsage(cpuBefore);
    const figures = await totals(shop);
    expect(figures).toEqual({
      orderRows: bags.reduce((n, b) => n + b.lines.length, 0), paidPayments: PAYMENTS, orderSets: PAYMENTS, mails: PAYMENTS, duplicateOrderNumbers: 0,
    });
    // Each member sees exactly the orders of their own payments.
    for (const member of members) {
      const mine = await request(shop, 'GET', '/api/user/orders', { token: member.token });
      const expected = bags.filter((_, i) => i % 3 === 0 && members[i % MEMBERS] === member).reduce((n, b) => n + b.lines.length, 0);
      expect(mine.json()).toHaveLength(expected);
    }
    console.log(`money races (stripe): payments=${PAYMENTS} verification calls=${verifications} webhooks=${webhooks} order sets=${figures.orderSets} order rows=${figures.orderRows} confirmation mails=${figures.mails} duplicate order numbers=${figures.duplicateOrderNumbers} stripe reads=${fake.requests.filter((r) => r.method === 'GET').length} (webhooks include ${PAYMENTS / 5} repeated deliveries) database round trips=${queries} cpu=${((cpu.user + cpu.system) / 1e6).toFixed(1)} s in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
});

describe('test processor: the card confirmation racing the verifications', () => {
  const RACES = 30;
  const shop = shopForTests();

  const billing = (i: number) => ({
    name: `Racer ${i}`, email: `race.${i}@example.com`,
    address: { line1: `${i} Bench Street`, city: 'Madison', state: 'WI', postal_code: '53703', country: 'US' },
  });

  it('makes one order set per payment with the buyer’s address, whichever lands first', { timeout: 120_000 }, async () => {
    const started = Date.now();
    const designs = await makeCatalogue(shop);
    const bags = makeBags(designs, RACES, seeded(29));
    const checkoutNumbers = new Set<string>();
    const statuses = new Map<number, number>();
    let verifications = 0;
    let confirmations = 0;

    for (let from = 0; from < RACES; from += BATCH) {
      const batch = bags.slice(from, from + BATCH).map((bag, j) => ({ bag, index: from + j }));
      const intents = await Promise.all(batch.map(({ bag, index }) => startPayment(shop, bag, index)));
      const raced = await Promise.all(batch.map(async ({ index }, j) => {
        const { clientSecret, paymentIntentId } = intents[j];
        // Two tabs pressing Pay, and the success page verifying as fast as it can.
        const confirm = () => request(shop, 'POST', '/api/payments/test/confirm', { body: { clientSecret, card, billing_details: billing(index) } });
        // One page verifies back to back from the moment Pay is pressed (before the intent is paid and
        // while it is being written); another starts when the first tab's payment answers, racing the
        // second tab's confirmation.
        const chain = async (n: number) => {
          const answers = [];
          for (let k = 0; k < n; k++) answers.push(await verify(shop, paymentIntentId));
          return answers;
        };
        const half = VERIFICATIONS_PER_PAYMENT / 2;
        const firstTab = confirm();
        const [first, second, pageA, pageB] = await Promise.all([firstTab, confirm(), chain(half), firstTab.then(() => chain(half))]);
        const checks = [...pageA, ...pageB];
        const after = await verify(shop, paymentIntentId);
        return { confirms: [first, second], checks, after };
      }));

      for (const [j, { confirms, checks, after }] of raced.entries()) {
        const { paymentIntentId } = intents[j];
        for (const c of confirms) {
          expect(c.statusCode, c.body).toBe(200);
          expect(c.json()).toEqual({ status: 'succeeded', paymentIntentId });
        }
        confirmations += confirms.length;
        verifications += checks.length + 1;
        // Before the card is confirmed a verification is a clear 402; after it, the orders.
        for (const c of checks) statuses.set(c.statusCode, (statuses.get(c.statusCode) ?? 0) + 1);
        expect(checks.every((c) => c.statusCode === 200 || c.statusCode === 402), checks.map((c) => c.statusCode).join(',')).toBe(true);
        const rows = await checkOrderSet(shop, paymentIntentId, batch[j].bag, undefined, checkoutNumbers);
        checkVerifications([after, ...checks.filter((c) => c.statusCode === 200)], rows);
        // The address the buyer gave reaches every order, even one made by a verification that won the race.
        for (const r of rows) expect(r.shippingAddress, `shipping address of ${r.orderNumber}`).toEqual(billing(batch[j].index));
      }
    }

    const figures = await totals(shop);
    expect(figures).toMatchObject({ paidPayments: RACES, orderSets: RACES, mails: RACES, duplicateOrderNumbers: 0 });
    console.log(`money races (test processor): payments=${RACES} confirmations=${confirmations} verification calls=${verifications} (${[...statuses].map(([s, n]) => `${n}×${s}`).join(', ')} during the race) order sets=${figures.orderSets} confirmation mails=${figures.mails} duplicate order numbers=${figures.duplicateOrderNumbers} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  it('gives the orders the buyer’s address when a verification lands between the card’s confirmation and the address being kept', async () => {
    const [design] = await makeCatalogue(shop);
    const bag: Bag = { lines: [{ designId: design.id, quantity: 1, customizations: { material: '14k-gold' } }], expectedCents: 48_000 };
    const { clientSecret, paymentIntentId } = await startPayment(shop, bag, 1000);
    // The confirmation request paused after the processor marked the intent paid (its first write)...
    await createTestProcessor(shop.database.db).confirm(clientSecret, card);
    // ...while the success page's verification makes the orders...
    const early = await verify(shop, paymentIntentId);
    expect(early.statusCode, early.body).toBe(200);
    // ...and then the confirmation finishes (a second tab's confirmation takes the same path).
    const confirmed = await request(shop, 'POST', '/api/payments/test/confirm', { body: { clientSecret, card, billing_details: billing(1000) } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const rows = await shop.database.db.select().from(orders).where(eq(orders.paymentId, paymentIntentId));
    expect(rows).toHaveLength(1);
    expect(rows[0].shippingAddress).toEqual(billing(1000));
  });
});
