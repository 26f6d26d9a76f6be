/**
 * Promo codes (issue 26, point 1; docs/promotions.md): the admin's calls, every refusal the
 * customer can meet (with nothing written), both limits, the dates, the reservation's life, the
 * amount charged and what the receipt, My Orders and the desk show, and two payers racing for the
 * last use (PGlite serialises them; on PostgreSQL they really race, and the code row's lock decides).
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, promoCodes, promoRedemptions } from '../../src/server/db/schema';
import { createDesign } from '../factories';
import { request } from '../helpers/api';
import { signUpConfirmed, uniqueEmail } from '../helpers/auth';
import { adminToken, mailsTo, paidCheckout } from '../helpers/orders';
import { card, billing } from '../helpers/sample-requests';
import { shopForTests } from '../helpers/test-app';
import { promoCodeCommands } from '../../src/server/features/promotions/cli-commands';

const shop = shopForTests();
let admin: string;
/** A gold piece at $480 (silver $312) and one at $299 (silver $194). */
let fox: string;
let moon: string;
let seq = 0;

beforeAll(async () => {
  admin = await adminToken(shop);
  fox = (await createDesign(shop.database.db, { priceCents: 48_000, name: 'Fox' })).id;
  moon = (await createDesign(shop.database.db, { priceCents: 29_900, name: 'Moon' })).id;
});

/** A fresh code name, so tests never meet each other's codes. */
const name = (prefix = 'CODE') => `${prefix}${Date.now().toString(36).toUpperCase()}${seq++}`;

async function createCode(body: Record<string, unknown>) {
  const res = await request(shop, 'POST', '/api/admin/promo-codes', { token: admin, body: { code: name(), kind: 'percent', amount: 10, ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; code: string; uses: number; reserved: number; active: boolean };
}

type Line = { designId: string; quantity?: number; material?: '14k-gold' | 'sterling-silver' };
const items = (lines: Line[]) => lines.map((l) => ({ designId: l.designId, quantity: l.quantity ?? 1, customizations: { material: l.material ?? '14k-gold' } }));

const check = (code: string, lines: Line[], extra: { token?: string; customerEmail?: string } = {}) =>
  request(shop, 'POST', '/api/promo-codes/check', {
    token: extra.token,
    body: { code, cartItems: items(lines), ...(extra.customerEmail ? { customerEmail: extra.customerEmail } : {}) },
  });

const startPayment = (code: string | undefined, lines: Line[], email: string, extra: { token?: string; amount?: number; gift?: unknown } = {}) =>
  request(shop, 'POST', '/api/create-payment-intent', {
    token: extra.token,
    body: {
      ...(extra.amount !== undefined ? { amount: extra.amount } : {}),
      metadata: { cartItems: JSON.stringify(items(lines)), customerEmail: email, customerName: 'Ada Lovelace' },
      ...(code ? { promoCode: code } : {}),
      ...(extra.gift ? { gift: extra.gift } : {}),
    },
  });

async function pay(clientSecret: string, paymentIntentId: string, email: string) {
  const confirmed = await request(shop, 'POST', '/api/payments/test/confirm', { body: { clientSecret, card, billing_details: { ...billing, email } } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const verified = await request(shop, 'GET', `/api/orders/verify-payment-intent/${paymentIntentId}`);
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json();
}

async function counts() {
  const db = shop.database.db;
  const [[p], [r]] = await Promise.all([
    db.select({ n: count() }).from(payments),
    db.select({ n: count() }).from(promoRedemptions),
  ]);
  return { payments: p.n, redemptions: r.n };
}

/** The refusal: its status, its sentence and its reason, and nothing written by it. */
async function expectRefused(call: () => Promise<{ statusCode: number; json(): { error: string; promo?: string } }>, status: number, error: string, reason: string) {
  const before = await counts();
  const res = await call();
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ error, promo: reason });
  expect(await counts()).toEqual(before);
}

describe('the admin creates, lists and switches codes', () => {
  it('stores the code upper-case, unique whatever its case, with its terms and limits', async () => {
    const code = name('SPRING');
    const res = await request(shop, 'POST', '/api/admin/promo-codes', {
      token: admin,
      body: { code: ` ${code.toLowerCase()} `, kind: 'fixed', amount: 20, minSubtotal: 100, startsAt: '2020-01-01', endsAt: '2999-12-31', maxUses: 50, perCustomerLimit: 2, materials: 'gold' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code, kind: 'fixed', amount: 20, minSubtotal: 100, materials: 'gold', maxUses: 50, perCustomerLimit: 2, active: true, uses: 0, reserved: 0,
      description: '$20 off gold pieces on bags of $100 or more', startsAt: '2020-01-01T00:00:00.000Z', endsAt: '2999-12-31T23:59:59.999Z',
    });
    const again = await request(shop, 'POST', '/api/admin/promo-codes', { token: admin, body: { code: code.toLowerCase(), kind: 'percent', amount: 5 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('A promo code with this name already exists.');
    const list = (await request(shop, 'GET', '/api/admin/promo-codes', { token: admin })).json().codes;
    expect(list.filter((c: { code: string }) => c.code === code)).toHaveLength(1);
  });

  it('defaults to once per customer, any metal, any bag, no end and no total limit', async () => {
    const made = await createCode({});
    expect(made).toMatchObject({ perCustomerLimit: 1, materials: 'any', minSubtotal: 0, maxUses: null, startsAt: null, endsAt: null });
  });

  it('refuses a bad code, a percentage over 100, a bad date or dates in the wrong order, writing nothing', async () => {
    const bodies: [Record<string, unknown>, string][] = [
      [{ code: 'no spaces', kind: 'percent', amount: 10 }, 'A code is 3 to 32 letters, digits, dashes or underscores.'],
      [{ code: 'AB', kind: 'percent', amount: 10 }, 'A code is 3 to 32 letters, digits, dashes or underscores.'],
      [{ code: name(), kind: 'percent', amount: 101 }, 'A percentage is a whole number from 1 to 100.'],
      [{ code: name(), kind: 'fixed', amount: 0 }, 'The amount is a whole number of dollars above 0.'],
      [{ code: name(), kind: 'fixed', amount: 12.5 }, 'The amount is a whole number of dollars above 0.'],
      [{ code: name(), kind: 'percent', amount: 10, endsAt: '2026-02-30' }, 'A date is written 2026-12-31.'],
      [{ code: name(), kind: 'percent', amount: 10, startsAt: '2027-01-02', endsAt: '2027-01-01' }, 'The code must end after it starts.'],
      [{ code: name(), kind: 'percent', amount: 10, maxUses: 0 }, 'A whole number above 0, or leave it empty.'],
      [{ code: name(), kind: 'percent', amount: 10, materials: 'platinum' }, ''],
    ];
    const [before] = await shop.database.db.select({ n: count() }).from(promoCodes);
    for (const [body, error] of bodies) {
      const res = await request(shop, 'POST', '/api/admin/promo-codes', { token: admin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (error) expect(res.json().error).toContain(error);
    }
    const [after] = await shop.database.db.select({ n: count() }).from(promoCodes);
    expect(after.n).toBe(before.n);
  });

  it('switches a code off and on; an unknown id is a 404', async () => {
    const made = await createCode({});
    const off = await request(shop, 'PATCH', `/api/admin/promo-codes/${made.id}`, { token: admin, body: { active: false } });
    expect(off.json()).toMatchObject({ code: made.code, active: false });
    await expectRefused(() => check(made.code, [{ designId: fox }]), 422, 'This code is no longer active.', 'switched-off');
    await expectRefused(() => startPayment(made.code, [{ designId: fox }], uniqueEmail('off')), 422, 'This code is no longer active.', 'switched-off');
    const on = await request(shop, 'PATCH', `/api/admin/promo-codes/${made.id}`, { token: admin, body: { active: true } });
    expect(on.json().active).toBe(true);
    expect((await check(made.code, [{ designId: fox }])).statusCode).toBe(200);
    const missing = await request(shop, 'PATCH', '/api/admin/promo-codes/00000000-0000-4000-8000-000000000000', { token: admin, body: { active: false } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a customer checks a code against the bag', () => {
  it('answers the discount by the shared rule, whatever the case typed', async () => {
    const made = await createCode({ kind: 'percent', amount: 15 });
    const res = await check(`  ${made.code.toLowerCase()} `, [{ designId: fox, quantity: 2 }, { designId: moon, material: 'sterling-silver' }]);
    expect(res.statusCode, res.body).toBe(200);
    // 960 + 194 = 1154; 15% is 173.1, rounded to 173.
    expect(res.json()).toEqual({
      code: made.code, description: '15% off', terms: { kind: 'percent', amount: 15, materials: 'any', minSubtotal: 0 },
      subtotal: 1154, discount: 173, total: 981,
    });
  });

  it('discounts only the lines of a one-metal code', async () => {
    const gold = await createCode({ kind: 'percent', amount: 50, materials: 'gold' });
    const res = await check(gold.code, [{ designId: fox }, { designId: moon, material: 'sterling-silver' }]);
    expect(res.json()).toMatchObject({ subtotal: 674, discount: 240, total: 434 });
    const silver = await createCode({ kind: 'fixed', amount: 500, materials: 'silver' });
    // A fixed amount takes off at most what the silver lines cost.
    expect((await check(silver.code, [{ designId: fox }, { designId: moon, material: 'sterling-silver' }])).json()).toMatchObject({ discount: 194, total: 480 });
  });

  it('never brings a bag below $1', async () => {
    const all = await createCode({ kind: 'percent', amount: 100 });
    expect((await check(all.code, [{ designId: moon }])).json()).toMatchObject({ subtotal: 299, discount: 298, total: 1 });
    const big = await createCode({ kind: 'fixed', amount: 5000 });
    expect((await check(big.code, [{ designId: moon }])).json()).toMatchObject({ discount: 298, total: 1 });
  });

  it('refuses an unknown code, an expired one, one not started, a small bag and the wrong metal, each in its words', async () => {
    const lines = [{ designId: moon }];
    await expectRefused(() => check('NOSUCHCODE', lines), 404, "We don't know this code.", 'unknown');
    await expectRefused(() => check('not a code!', lines), 404, "We don't know this code.", 'unknown');
    const expired = await createCode({ startsAt: '2020-01-01', endsAt: '2020-12-31' });
    await expectRefused(() => check(expired.code, lines), 422, 'This code has expired.', 'expired');
    const later = await createCode({ startsAt: '2999-01-01' });
    await expectRefused(() => check(later.code, lines), 422, 'This code is not active yet.', 'not-started');
    const min = await createCode({ minSubtotal: 500 });
    await expectRefused(() => check(min.code, lines), 422, 'This code needs a bag of at least $500.', 'min-subtotal');
    expect((await check(min.code, [{ designId: moon, quantity: 2 }])).statusCode).toBe(200);
    const gold = await createCode({ materials: 'gold' });
    await expectRefused(() => check(gold.code, [{ designId: moon, material: 'sterling-silver' }]), 422, 'This code applies to gold pieces only.', 'material');
    const silver = await createCode({ materials: 'silver' });
    await expectRefused(() => check(silver.code, lines), 422, 'This code applies to silver pieces only.', 'material');
  });

  it('works on its last day until the day ends (UTC) and from the first moment of its first day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const code = await createCode({ startsAt: today, endsAt: today });
    expect((await check(code.code, [{ designId: moon }])).statusCode).toBe(200);
  });
});

describe('paying with a code', () => {
  it('charges the discounted total, keeps the subtotal, code and discount, and counts the use once paid', async () => {
    const made = await createCode({ kind: 'fixed', amount: 50 });
    const email = uniqueEmail('pays');
    const started = await startPayment(made.code.toLowerCase(), [{ designId: fox }, { designId: moon }], email, { amount: 729 });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ amount: 729, subtotal: 779, discount: 50, promoCode: made.code });
    const { paymentIntentId, clientSecret } = started.json();
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.id, paymentIntentId));
    expect(payment).toMatchObject({ amountCents: 72_900, subtotalCents: 77_900, discountCents: 5_000, promoCode: made.code, isGift: false });
    const [reserved] = await shop.database.db.select().from(promoRedemptions).where(eq(promoRedemptions.paymentId, paymentIntentId));
    expect(reserved).toMatchObject({ status: 'reserved', email, discountCents: 5_000 });

    const verified = await pay(clientSecret, paymentIntentId, email);
    expect(verified).toMatchObject({ total: 729, prices: { subtotal: 779, discount: 50, promoCode: made.code, total: 729 }, gift: null });
    const [redeemed] = await shop.database.db.select().from(promoRedemptions).where(eq(promoRedemptions.paymentId, paymentIntentId));
    expect(redeemed.status).toBe('redeemed');
    const receipt = (await request(shop, 'GET', `/api/orders/verify-session?session_id=${paymentIntentId}`)).json();
    expect(receipt.order.totalPrice).toBe(729);
    expect(receipt.prices).toEqual({ subtotal: 779, discount: 50, promoCode: made.code, total: 729 });
    const listed = (await request(shop, 'GET', '/api/admin/promo-codes', { token: admin })).json().codes.find((c: { code: string }) => c.code === made.code);
    expect(listed).toMatchObject({ uses: 1, reserved: 0 });
    // The confirmation mail names the amount charged and the code.
    const [mail] = await mailsTo(shop, email, 'order-confirmation');
    expect(mail.text).toContain(`We have received your payment of $729 (promo code ${made.code}: -$50) for order`);
    // The desk shows each piece with its checkout's prices.
    const desk = (await request(shop, 'GET', `/api/orders?search=${paymentIntentId}`, { token: admin })).json();
    expect(desk.orders).toHaveLength(2);
    for (const order of desk.orders) expect(order.checkoutPrices).toEqual({ subtotal: 779, discount: 50, promoCode: made.code, total: 729 });
  });

  it('answers 409 with the discounted figure when the page showed another total, and gives the use back', async () => {
    const made = await createCode({ kind: 'percent', amount: 10, maxUses: 1 });
    const res = await startPayment(made.code, [{ designId: fox }], uniqueEmail('stale'), { amount: 480 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ amount: 432 });
    expect(res.json().promo).toBeUndefined();
    const [{ n }] = await shop.database.db.select({ n: count() }).from(promoRedemptions).where(sql`${promoRedemptions.promoCodeId} = ${made.id}`);
    expect(n).toBe(0);
    expect((await startPayment(made.code, [{ designId: fox }], uniqueEmail('fresh'), { amount: 432 })).statusCode).toBe(200);
  });

  it('refuses at payment with the same words as the check, writing nothing', async () => {
    const email = uniqueEmail('refused');
    await expectRefused(() => startPayment('NOSUCHCODE', [{ designId: moon }], email), 404, "We don't know this code.", 'unknown');
    const min = await createCode({ minSubtotal: 1000 });
    await expectRefused(() => startPayment(min.code, [{ designId: moon }], email), 422, 'This code needs a bag of at least $1,000.', 'min-subtotal');
    const expired = await createCode({ endsAt: '2021-01-01' });
    await expectRefused(() => startPayment(expired.code, [{ designId: moon }], email), 422, 'This code has expired.', 'expired');
  });

  it('is used up at its total limit, counting payments under way; a reservation over 30 minutes old stops counting', async () => {
    const made = await createCode({ maxUses: 2, perCustomerLimit: null });
    const first = await startPayment(made.code, [{ designId: moon }], uniqueEmail('one'));
    await pay(first.json().clientSecret, first.json().paymentIntentId, 'one@example.com');
    const second = await startPayment(made.code, [{ designId: moon }], uniqueEmail('two'));
    expect(second.statusCode).toBe(200);
    // The second payment is not made, but its reservation holds the last use.
    await expectRefused(() => check(made.code, [{ designId: moon }]), 409, 'This code has been used up.', 'used-up');
    await expectRefused(() => startPayment(made.code, [{ designId: moon }], uniqueEmail('three')), 409, 'This code has been used up.', 'used-up');
    // Half an hour later the unpaid reservation no longer counts.
    await shop.database.db.update(promoRedemptions).set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(promoRedemptions.paymentId, second.json().paymentIntentId));
    const third = await startPayment(made.code, [{ designId: moon }], uniqueEmail('three'));
    expect(third.statusCode, third.body).toBe(200);
    // A late payment of the lapsed reservation is still honoured: the customer paid the price they were given.
    await pay(second.json().clientSecret, second.json().paymentIntentId, 'two@example.com');
    const listed = (await request(shop, 'GET', '/api/admin/promo-codes', { token: admin })).json().codes.find((c: { code: string }) => c.code === made.code);
    expect(listed).toMatchObject({ uses: 2, reserved: 1 });
  });

  it('is once per customer by default: by the payer’s address in any case, and by the member whatever address they pay with', async () => {
    const made = await createCode({});
    const email = uniqueEmail('Once');
    const paid = await paidCheckout(shop, [{ designId: moon }], email, { promoCode: made.code });
    expect(paid.prices).toMatchObject({ promoCode: made.code, discount: 30 });
    await expectRefused(() => startPayment(made.code, [{ designId: moon }], email.toUpperCase()), 409, 'You have already used this code.', 'already-used');
    await expectRefused(() => check(made.code, [{ designId: moon }], { customerEmail: email }), 409, 'You have already used this code.', 'already-used');
    expect((await startPayment(made.code, [{ designId: moon }], uniqueEmail('someone-else'))).statusCode).toBe(200);

    const member = await signUpConfirmed(shop);
    await paidCheckout(shop, [{ designId: moon }], member.email, { token: member.session.access_token, promoCode: made.code });
    // Signed in, the member is known by the account, whatever address the payment names.
    await expectRefused(() => check(made.code, [{ designId: moon }], { token: member.session.access_token }), 409, 'You have already used this code.', 'already-used');
    await expectRefused(() => startPayment(made.code, [{ designId: moon }], uniqueEmail('alias'), { token: member.session.access_token }), 409, 'You have already used this code.', 'already-used');
  });

  it('lets a customer whose card was declined pay again with the code (their unpaid reservation makes way)', async () => {
    const made = await createCode({ maxUses: 1 });
    const email = uniqueEmail('declined');
    const first = await startPayment(made.code, [{ designId: moon }], email);
    const declined = await request(shop, 'POST', '/api/payments/test/confirm', {
      body: { clientSecret: first.json().clientSecret, card: { ...card, number: '4000 0000 0000 0002' }, billing_details: { ...billing, email } },
    });
    expect(declined.statusCode).toBe(402);
    const again = await startPayment(made.code, [{ designId: moon }], email);
    expect(again.statusCode, again.body).toBe(200);
    await pay(again.json().clientSecret, again.json().paymentIntentId, email);
    const rows = await shop.database.db.select().from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, made.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['redeemed', 'released']);
    await expectRefused(() => startPayment(made.code, [{ designId: moon }], uniqueEmail('late')), 409, 'This code has been used up.', 'used-up');
  });

  it('gives the last use to exactly one of two payers racing for it', async () => {
    for (let round = 0; round < 5; round++) {
      const made = await createCode({ maxUses: 1 });
      const results = await Promise.all([0, 1].map((i) => startPayment(made.code, [{ designId: moon }], uniqueEmail(`racer${i}`))));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json()).toMatchObject({ error: 'This code has been used up.', promo: 'used-up' });
      const [{ n }] = await shop.database.db.select({ n: count() }).from(promoRedemptions)
        .where(and(eq(promoRedemptions.promoCodeId, made.id), eq(promoRedemptions.status, 'reserved')));
      expect(n).toBe(1);
    }
  });

  it('gives a code with 3 uses to exactly 3 of 12 payers starting together', async () => {
    const made = await createCode({ maxUses: 3 });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => startPayment(made.code, [{ designId: fox }], uniqueEmail(`crowd${i}`))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });
});

describe('My Orders', () => {
  it('shows each piece with its checkout’s subtotal, code, discount and amount charged', async () => {
    const made = await createCode({ kind: 'percent', amount: 20 });
    const member = await signUpConfirmed(shop);
    const paid = await paidCheckout(shop, [{ designId: fox }], member.email, { token: member.session.access_token, promoCode: made.code });
    const mine = (await request(shop, 'GET', '/api/user/orders', { token: member.session.access_token })).json();
    const piece = mine.find((o: { checkoutNumber: string }) => o.checkoutNumber === paid.orderNumber);
    expect(piece.totalPrice).toBe(480);
    expect(piece.checkoutPrices).toEqual({ subtotal: 480, discount: 96, promoCode: made.code, total: 384 });
  });
});

describe('the CLI', () => {
  const cli = () => promoCodeCommands((fn) => fn(shop.database.db));

  it('creates, lists and switches codes with the same rules as the admin page', async () => {
    const code = name('CLI');
    const created = await cli()['promo-create'].run([code.toLowerCase(), '--percent', '15', '--min', '100', '--until', '2999-01-31', '--uses', '5', '--material', 'silver']);
    expect(created).toContain(`Created ${code}  15% off silver pieces on bags of $100 or more  active  0 of 5 used`);
    expect(created).toContain('until 2999-01-31');
    expect(await cli()['promo-list'].run([])).toContain(code);
    expect(await cli()['promo-off'].run([code.toLowerCase()])).toContain(`Switched off ${code}`);
    await expectRefused(() => check(code, [{ designId: moon, material: 'sterling-silver' }]), 422, 'This code is no longer active.', 'switched-off');
    expect(await cli()['promo-on'].run([code])).toContain('active');
    const fixed = await cli()['promo-create'].run([name('CLIFIX'), '--fixed', '20', '--per-customer', 'unlimited']);
    expect(fixed).toContain('$20 off');
    expect(fixed).toContain('no limit per customer');
  });

  it('refuses what the contract refuses, in words', async () => {
    await expect(cli()['promo-create'].run([name(), '--percent', '120'])).rejects.toThrow('A percentage is a whole number from 1 to 100.');
    await expect(cli()['promo-create'].run([name(), '--percent', '10', '--fixed', '5'])).rejects.toThrow('Give either --percent N or --fixed DOLLARS.');
    await expect(cli()['promo-create'].run([name(), '--percent', '10', '--from', 'tomorrow'])).rejects.toThrow('A date is written 2026-12-31.');
    await expect(cli()['promo-create'].run([name(), '--percent', '10', '--colour', 'red'])).rejects.toThrow('Unknown option --colour');
    await expect(cli()['promo-create'].run(['MATRIX', '--percent', 'ten'])).rejects.toThrow('The amount is a whole number of dollars above 0.');
    const taken = name();
    await cli()['promo-create'].run([taken, '--percent', '10']);
    await expect(cli()['promo-create'].run([taken.toLowerCase(), '--fixed', '10'])).rejects.toThrow('A promo code with this name already exists.');
    await expect(cli()['promo-off'].run(['NOSUCHCODE'])).rejects.toThrow('Promo code not found');
  });
});
