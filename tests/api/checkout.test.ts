import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, payments } from '../../src/server/db/schema';
import { createPricedAndUnpriced } from '../factories';
import { request } from '../helpers/api';
import { signUpConfirmed } from '../helpers/auth';
import { adminToken } from '../helpers/orders';
import { billing, card as goodCard } from '../helpers/sample-requests';
import { createTestShop, shopForTests } from '../helpers/test-app';

const shop = shopForTests();
let fox: { id: string };
let unpriced: { id: string };
beforeAll(async () => {
  ({ fox, unpriced } = await createPricedAndUnpriced(shop.database.db));
});

const card = (number: string, extra: Partial<typeof goodCard> = {}) => ({ ...goodCard, number, ...extra });

async function startPayment(items: unknown = [
  { designId: fox.id, quantity: 2, customizations: { material: '14k-gold' } },
  { designId: fox.id, quantity: 1, customizations: JSON.stringify({ material: 'sterling-silver' }) },
], extra: Record<string, unknown> = {}, token?: string) {
  return request(shop, 'POST', '/api/create-payment-intent', { token, body: { metadata: { cartItems: JSON.stringify(items), customerEmail: 'Ada@Example.com', customerName: 'Ada Lovelace' }, ...extra } });
}
async function pay(number = '4242 4242 4242 4242', token?: string) {
  const intent = (await startPayment(undefined, {}, token)).json();
  const confirm = await request(shop, 'POST', '/api/payments/test/confirm', { body: { clientSecret: intent.clientSecret, card: card(number), billing_details: billing } });
  return { intent, confirm };
}
const orderCount = async (paymentId: string) => (await shop.database.db.select({ n: count() }).from(orders).where(eq(orders.paymentId, paymentId)))[0].n;

describe('creating a payment', () => {
  it('charges the server’s figure: gold at the design’s price, silver at 65%, in cents', async () => {
    const res = await startPayment();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ amount: 480 * 2 + 312, currency: 'usd', provider: 'test', publishableKey: null });
    expect(body.paymentIntentId).toMatch(/^pi_test_/);
    expect(body.clientSecret).toContain(`${body.paymentIntentId}_secret_`);
    const [row] = await shop.database.db.select().from(payments).where(eq(payments.id, body.paymentIntentId));
    expect(row).toMatchObject({ amountCents: 127_200, customerEmail: 'ada@example.com', status: 'requires_payment_method' });
  });

  it('charges 299 for a design without a price', async () => {
    expect((await startPayment([{ designId: unpriced.id, quantity: 1 }])).json().amount).toBe(299);
  });

  it('answers 409 with the right total when the client’s amount differs, and creates nothing', async () => {
    const before = (await shop.database.db.select({ n: count() }).from(payments))[0].n;
    const res = await startPayment(undefined, { amount: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ amount: 1272 });
    expect((await shop.database.db.select({ n: count() }).from(payments))[0].n).toBe(before);
    expect((await startPayment(undefined, { amount: 1272 })).statusCode).toBe(200);
  });

  it('refuses an empty bag, unknown designs, quantities outside 1-10 and malformed fields', async () => {
    const cases: [unknown, number][] = [
      [[], 400],
      [[{ designId: '7f77a40e-84fa-4963-9bdc-f08d8a685044', quantity: 1 }], 404],
      [[{ designId: fox.id, quantity: 0 }], 400],
      [[{ designId: fox.id, quantity: 11 }], 400],
      [[{ designId: fox.id, quantity: 1.5 }], 400],
      [[{ designId: fox.id, quantity: 1, price: 1 }], 400],
    ];
    for (const [items, status] of cases) expect((await startPayment(items)).statusCode, JSON.stringify(items)).toBe(status);
    const badEmail = await request(shop, 'POST', '/api/create-payment-intent', { body: { metadata: { cartItems: JSON.stringify([{ designId: fox.id, quantity: 1 }]), customerEmail: 'nope', customerName: 'Ada' } } });
    expect(badEmail.statusCode).toBe(400);
    const badJson = await request(shop, 'POST', '/api/create-payment-intent', { body: { metadata: { cartItems: '[{oops', customerEmail: 'a@b.co', customerName: 'Ada' } } });
    expect(badJson.statusCode).toBe(400);
  });
});

describe('the built-in test processor', () => {
  it('accepts 4242 4242 4242 4242', async () => {
    const { intent, confirm } = await pay();
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ status: 'succeeded', paymentIntentId: intent.paymentIntentId });
  });

  const declines: [string, Partial<{ exp_month: number; exp_year: number; cvc: string }>, string, string][] = [
    ['4000 0000 0000 0002', {}, 'Your card was declined.', 'card_declined'],
    ['4000 0000 0000 9995', {}, 'Your card has insufficient funds.', 'card_declined'],
    ['4000 0000 0000 0069', {}, 'Your card has expired.', 'expired_card'],
    ['4000 0000 0000 0127', {}, "Your card's security code is incorrect.", 'incorrect_cvc'],
    ['4242 4242 4242 4241', {}, 'Your card number is incorrect.', 'incorrect_number'],
    ['4242 4242 4242 4242', { exp_month: 1, exp_year: 2020 }, 'Your card has expired.', 'expired_card'],
    ['5555 5555 5555 4444', {}, 'test mode', 'card_declined'],
  ];
  for (const [number, extra, message, code] of declines) {
    it(`declines ${number}${extra.exp_year ? ' past its expiry' : ''} with Stripe's message, and makes no order`, async () => {
      const intent = (await startPayment()).json();
      const res = await request(shop, 'POST', '/api/payments/test/confirm', { body: { clientSecret: intent.clientSecret, card: card(number, extra), billing_details: billing } });
      expect(res.statusCode).toBe(402);
      expect(res.json().error).toContain(message);
      expect(res.json().code).toBe(code);
      const verify = await request(shop, 'GET', `/api/orders/verify-payment-intent/${intent.paymentIntentId}`);
      expect(verify.statusCode).toBe(402);
      expect(await orderCount(intent.paymentIntentId)).toBe(0);
    });
  }

  it('refuses a forged client secret', async () => {
    const intent = (await startPayment()).json();
    const res = await request(shop, 'POST', '/api/payments/test/confirm', { body: { clientSecret: `${intent.paymentIntentId}_secret_forged`, card: card('4242424242424242'), billing_details: billing } });
    expect(res.statusCode).toBe(404);
    expect((await request(shop, 'GET', `/api/orders/verify-payment-intent/${intent.paymentIntentId}`)).statusCode).toBe(402);
  });
});

describe('orders from a payment', () => {
  it('verifies a paid intent into one order per line with the checkout number, and mails one confirmation', async () => {
    const { intent } = await pay();
    const res = await request(shop, 'GET', `/api/orders/verify-payment-intent/${intent.paymentIntentId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.orderNumber).toMatch(/^AU-\d+$/);
    expect(body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([`${body.orderNumber}-1`, `${body.orderNumber}-2`]);
    expect(body.orders.map((o: { material: string; totalPrice: number }) => [o.material, o.totalPrice])).toEqual([['14k-gold', 960], ['sterling-silver', 312]]);
    expect(body.total).toBe(1272);
    const mails = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-confirmation'));
    const mine = mails.filter((m) => m.text.includes(body.orderNumber));
    expect(mine).toHaveLength(1);
    expect(mine[0].toAddress).toBe('ada@example.com');
    expect(mine[0].text).toContain(`/checkout/success?session_id=${intent.paymentIntentId}`);

    const receipt = await request(shop, 'GET', `/api/orders/verify-session?session_id=${intent.paymentIntentId}`);
    expect(receipt.json()).toMatchObject({ order: { orderNumber: body.orderNumber, quantity: 3, totalPrice: 1272 }, design: { id: fox.id } });
  });

  it('creates exactly one set of orders under 100 concurrent verifications', async () => {
    const { intent } = await pay();
    const results = await Promise.all(Array.from({ length: 100 }, () => request(shop, 'GET', `/api/orders/verify-payment-intent/${intent.paymentIntentId}`)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const numbers = new Set(results.map((r) => r.json().orderNumber));
    expect(numbers.size).toBe(1);
    expect(await orderCount(intent.paymentIntentId)).toBe(2);
    const [number] = numbers;
    const mails = (await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-confirmation'))).filter((m) => m.text.includes(number as string));
    expect(mails).toHaveLength(1);
  });

  it('refuses unknown and malformed payment ids', async () => {
    expect((await request(shop, 'GET', '/api/orders/verify-payment-intent/pi_test_unknown')).statusCode).toBe(404);
    expect((await request(shop, 'GET', '/api/orders/verify-payment-intent/not-a-payment')).statusCode).toBe(400);
    expect((await request(shop, 'GET', '/api/orders/verify-session')).statusCode).toBe(400);
  });

  it('lists a member’s orders, including a guest order paid with their confirmed address, and empties their server bag', async () => {
    const member = await signUpConfirmed(shop, 'ada.member@example.com');
    const token = member.session.access_token;
    await request(shop, 'POST', '/api/cart', { token, body: { designId: fox.id, quantity: 2, customizations: { material: '14k-gold' } } });
    const signedIn = (await startPayment(undefined, {}, token)).json();
    await request(shop, 'POST', '/api/payments/test/confirm', { body: { clientSecret: signedIn.clientSecret, card: card('4242424242424242'), billing_details: billing } });
    await request(shop, 'GET', `/api/orders/verify-payment-intent/${signedIn.paymentIntentId}`);
    expect((await request(shop, 'GET', '/api/cart', { token })).json()).toEqual([]);

    const guest = (await request(shop, 'POST', '/api/create-payment-intent', { body: { metadata: { cartItems: JSON.stringify([{ designId: unpriced.id, quantity: 1 }]), customerEmail: 'ADA.member@example.com', customerName: 'Ada' } } })).json();
    await request(shop, 'POST', '/api/payments/test/confirm', { body: { clientSecret: guest.clientSecret, card: card('4242424242424242'), billing_details: billing } });
    await request(shop, 'GET', `/api/orders/verify-payment-intent/${guest.paymentIntentId}`);

    const mine = (await request(shop, 'GET', '/api/user/orders', { token })).json();
    expect(mine).toHaveLength(3);
    const stranger = await signUpConfirmed(shop);
    expect((await request(shop, 'GET', '/api/user/orders', { token: stranger.session.access_token })).json()).toEqual([]);
    expect((await request(shop, 'GET', '/api/user/orders')).statusCode).toBe(401);
  });
});

describe('the admin’s order desk', () => {
  it('is for admins only: 401 signed out, 403 for customers', async () => {
    const customer = (await signUpConfirmed(shop)).session.access_token;
    for (const [method, url, payload] of [['GET', '/api/orders'], ['PATCH', '/api/orders/7f77a40e-84fa-4963-9bdc-f08d8a685044/notes', { notes: 'x' }]] as const) {
      expect((await request(shop, method, url, { body: payload })).statusCode).toBe(401);
      expect((await request(shop, method, url, { token: customer, body: payload })).statusCode).toBe(403);
    }
  });

  it('searches by number, payment id, name and email, case-insensitively, with the total', async () => {
    const token = await adminToken(shop);
    const { intent } = await pay();
    const number = (await request(shop, 'GET', `/api/orders/verify-payment-intent/${intent.paymentIntentId}`)).json().orderNumber as string;
    for (const search of [number.toLowerCase(), intent.paymentIntentId, 'ada lovelace', 'ADA@EXAMPLE']) {
      const res = (await request(shop, 'GET', `/api/orders?search=${encodeURIComponent(search)}`, { token })).json();
      expect(res.total, search).toBeGreaterThan(0);
      expect(res.orders.every((o: { orderNumber: string; stripeSessionId: string; customerName: string; customerEmail: string }) =>
        [o.orderNumber, o.stripeSessionId, o.customerName, o.customerEmail].some((f) => f.toLowerCase().includes(search.toLowerCase()))), search).toBe(true);
    }
    expect((await request(shop, 'GET', '/api/orders?search=%25', { token })).json().total).toBe(0);
    const page = (await request(shop, 'GET', '/api/orders?page=1&limit=2', { token })).json();
    expect(page.orders).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
  });

  it('ships an order (mailing the customer), edits notes and toggles production', async () => {
    const token = await adminToken(shop);
    const { intent } = await pay();
    const [order] = (await request(shop, 'GET', `/api/orders/verify-payment-intent/${intent.paymentIntentId}`)).json().orders;
    const toProduction = await request(shop, 'PATCH', `/api/orders/${order.id}/status`, { token, body: { status: 'in_production' } });
    expect(toProduction.json().status).toBe('in_production');
    const back = await request(shop, 'PATCH', `/api/orders/${order.id}/status`, { token, body: { status: 'pending' } });
    expect(back.json().status).toBe('pending');
    const notes = await request(shop, 'PATCH', `/api/orders/${order.id}/notes`, { token, body: { notes: 'Engrave carefully' } });
    expect(notes.json().notes).toBe('Engrave carefully');
    const shipped = await request(shop, 'PATCH', `/api/orders/${order.id}/shipping`, { token, body: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } });
    expect(shipped.json()).toMatchObject({ status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(shipped.json().shippedAt).toBeTruthy();
    // The customer's mails name the order by its one number (issue 21), not the piece's line number.
    const kinds = (await shop.database.db.select().from(mailOutbox)).filter((m) => m.subject.includes(order.checkoutNumber)).map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['order-in-production', 'order-shipped']));
    expect(kinds.filter((k) => k === 'order-in-production')).toHaveLength(1);
  });

  it('refuses a carrier outside the list, an empty tracking number, other statuses and unknown orders', async () => {
    const token = await adminToken(shop);
    const { intent } = await pay();
    const [order] = (await request(shop, 'GET', `/api/orders/verify-payment-intent/${intent.paymentIntentId}`)).json().orders;
    expect((await request(shop, 'PATCH', `/api/orders/${order.id}/shipping`, { token, body: { carrier: 'Pigeon', trackingNumber: '1' } })).statusCode).toBe(400);
    expect((await request(shop, 'PATCH', `/api/orders/${order.id}/shipping`, { token, body: { carrier: 'UPS', trackingNumber: ' ' } })).statusCode).toBe(400);
    expect((await request(shop, 'PATCH', `/api/orders/${order.id}/status`, { token, body: { status: 'delivered' } })).statusCode).toBe(400);
    expect((await request(shop, 'PATCH', '/api/orders/7f77a40e-84fa-4963-9bdc-f08d8a685044/notes', { token, body: { notes: 'x' } })).statusCode).toBe(404);
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'pending', carrier: null, trackingNumber: null });
  });
});

describe('production without a processor', () => {
  it('answers a readable 503 and offers no test confirm call', async () => {
    const live = await createTestShop({ NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40) });
    try {
      const res = await request(live, 'POST', '/api/create-payment-intent', { body: { metadata: { cartItems: '[]', customerEmail: 'a@b.co', customerName: 'A' } } });
      expect([400, 503]).toContain(res.statusCode);
      const withLine = await request(live, 'POST', '/api/create-payment-intent', { body: { metadata: { cartItems: JSON.stringify([{ designId: fox.id, quantity: 1 }]), customerEmail: 'a@b.co', customerName: 'A' } } });
      expect(withLine.statusCode).toBe(503);
      expect((await request(live, 'POST', '/api/payments/test/confirm', { body: {} })).statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});
