/**
 * Gifts (issue 26, point 2) and members' saved details (point 5): the gift note kept on the payment
 * and shown on the receipt, its limits refused in the shop's one error shape with nothing written;
 * a member's one saved address and the billing details of their last order, each member's alone.
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GIFT_MESSAGE_MAX, GIFT_RECIPIENT_MAX } from '@shared/limits';
import { payments, users } from '../../src/server/db/schema';
import { createDesign } from '../factories';
import { request } from '../helpers/api';
import { signUpConfirmed, uniqueEmail } from '../helpers/auth';
import { paidCheckout } from '../helpers/orders';
import { billing, card } from '../helpers/sample-requests';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests();
let designId: string;

beforeAll(async () => {
  designId = (await createDesign(shop.database.db, { priceCents: 29_900 })).id;
});

const line = () => ({ designId, quantity: 1, customizations: { material: '14k-gold' } });
const startPayment = (gift: unknown, token?: string) => request(shop, 'POST', '/api/create-payment-intent', {
  token, body: { metadata: { cartItems: JSON.stringify([line()]), customerEmail: uniqueEmail('gift'), customerName: 'Ada Lovelace' }, gift },
});
const paymentCount = async () => (await shop.database.db.select({ n: count() }).from(payments))[0].n;

describe('a gift', () => {
  it('keeps the recipient and the message on the payment and shows them on the receipt', async () => {
    const paid = await paidCheckout(shop, [{ designId }], uniqueEmail('giver'), { gift: { recipient: '  Grace Hopper ', message: 'Happy birthday,\nwith love.' } });
    expect(paid.gift).toEqual({ recipient: 'Grace Hopper', message: 'Happy birthday,\nwith love.' });
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.id, paid.paymentIntentId));
    expect(payment).toMatchObject({ isGift: true, giftRecipient: 'Grace Hopper', giftMessage: 'Happy birthday,\nwith love.' });
    const receipt = (await request(shop, 'GET', `/api/orders/verify-session?session_id=${paid.paymentIntentId}`)).json();
    expect(receipt.gift).toEqual({ recipient: 'Grace Hopper', message: 'Happy birthday,\nwith love.' });
  });

  it('may go without a message; an order that is no gift has none', async () => {
    const quiet = await paidCheckout(shop, [{ designId }], uniqueEmail('quiet'), { gift: { recipient: 'Grace', message: '   ' } });
    expect(quiet.gift).toEqual({ recipient: 'Grace', message: null });
    const plain = await paidCheckout(shop, [{ designId }], uniqueEmail('plain'));
    expect(plain.gift).toBeNull();
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.id, plain.paymentIntentId));
    expect(payment).toMatchObject({ isGift: false, giftRecipient: null, giftMessage: null });
  });

  it('refuses a gift without a recipient, or with a name or message over its limit, in the one error shape, writing nothing', async () => {
    const before = await paymentCount();
    const cases: [unknown, string][] = [
      [{ recipient: '', message: 'Hi' }, "Please enter the recipient's name."],
      [{ recipient: '   ' }, "Please enter the recipient's name."],
      [{ message: 'Hi' }, "Please enter the recipient's name."],
      [{ recipient: 'x'.repeat(GIFT_RECIPIENT_MAX + 1) }, `The recipient's name is ${GIFT_RECIPIENT_MAX} characters at most.`],
      [{ recipient: 'Grace', message: 'x'.repeat(GIFT_MESSAGE_MAX + 1) }, `A gift message is ${GIFT_MESSAGE_MAX} characters at most.`],
      [{ recipient: 'Grace', extra: true }, ''],
      ['yes', ''],
    ];
    for (const [gift, error] of cases) {
      const res = await startPayment(gift);
      expect(res.statusCode, JSON.stringify(gift)).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(typeof res.json().error).toBe('string');
      if (error) expect(res.json().error).toContain(error);
    }
    // Exactly at the limits is fine.
    const full = await startPayment({ recipient: 'x'.repeat(GIFT_RECIPIENT_MAX), message: 'y'.repeat(GIFT_MESSAGE_MAX) });
    expect(full.statusCode, full.body).toBe(200);
    expect(await paymentCount()).toBe(before + 1);
  });
});

describe("a member's saved details", () => {
  const address = { email: 'grace@example.com', name: 'Grace Hopper', address: '1 Navy Yard', city: 'Arlington', state: 'VA', zipCode: '22202' };

  it('keeps one address, replaces it, and forgets it', async () => {
    const member = await signUpConfirmed(shop);
    const token = member.session.access_token;
    expect((await request(shop, 'GET', '/api/user/address', { token })).json()).toEqual({ address: null, lastOrder: null });
    const saved = await request(shop, 'PUT', '/api/user/address', { token, body: { ...address, name: ' Grace Hopper ' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ address: { ...address, country: 'US' }, lastOrder: null });
    const replaced = await request(shop, 'PUT', '/api/user/address', { token, body: { ...address, city: 'New York', state: 'NY', zipCode: '10001' } });
    expect(replaced.json().address).toMatchObject({ city: 'New York', state: 'NY', zipCode: '10001' });
    expect((await request(shop, 'GET', '/api/user/address', { token })).json().address.city).toBe('New York');
    const cleared = await request(shop, 'DELETE', '/api/user/address', { token });
    expect(cleared.json()).toEqual({ address: null, lastOrder: null });
  });

  it('refuses an incomplete or foreign address in the one error shape, keeping the one saved', async () => {
    const member = await signUpConfirmed(shop);
    const token = member.session.access_token;
    await request(shop, 'PUT', '/api/user/address', { token, body: address });
    const bad = [
      { ...address, email: 'not-an-email' },
      { ...address, city: '' },
      { ...address, zipCode: '1'.repeat(21) },
      { ...address, country: 'CA' },
      { ...address, extra: 'x' },
      { name: 'Grace Hopper' },
    ];
    for (const body of bad) {
      const res = await request(shop, 'PUT', '/api/user/address', { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    expect((await request(shop, 'GET', '/api/user/address', { token })).json().address).toEqual({ ...address, country: 'US' });
  });

  it('offers the billing details of the member’s own last paid order, never a guest’s with their address or another member’s', async () => {
    const member = await signUpConfirmed(shop);
    const other = await signUpConfirmed(shop);
    // A guest payment with the member's address is not theirs to read back.
    await paidCheckout(shop, [{ designId }], member.email);
    expect((await request(shop, 'GET', '/api/user/address', { token: member.session.access_token })).json().lastOrder).toBeNull();
    await paidCheckout(shop, [{ designId }], member.email, { token: member.session.access_token, name: 'Ada Byron' });
    const mine = (await request(shop, 'GET', '/api/user/address', { token: member.session.access_token })).json();
    expect(mine.lastOrder).toEqual({ email: member.email, name: 'Ada Byron', address: billing.address.line1, city: billing.address.city, state: billing.address.state, zipCode: billing.address.postal_code, country: 'US' });
    // An unpaid intent later does not replace the last order.
    await request(shop, 'POST', '/api/create-payment-intent', {
      token: member.session.access_token,
      body: { metadata: { cartItems: JSON.stringify([line()]), customerEmail: member.email, customerName: 'Someone Else' } },
    });
    expect((await request(shop, 'GET', '/api/user/address', { token: member.session.access_token })).json().lastOrder.name).toBe('Ada Byron');

    await request(shop, 'PUT', '/api/user/address', { token: member.session.access_token, body: address });
    const theirs = (await request(shop, 'GET', '/api/user/address', { token: other.session.access_token })).json();
    expect(theirs).toEqual({ address: null, lastOrder: null });
    // The other member's writes touch only their own row.
    await request(shop, 'DELETE', '/api/user/address', { token: other.session.access_token });
    const [row] = await shop.database.db.select({ saved: users.savedAddress }).from(users).where(eq(users.email, member.email));
    expect(row.saved).toMatchObject({ name: 'Grace Hopper' });
    // Signed out, nothing.
    expect((await request(shop, 'GET', '/api/user/address')).statusCode).toBe(401);
    expect((await request(shop, 'PUT', '/api/user/address', { body: address })).statusCode).toBe(401);
  });

  it('confirms a payment without changing a saved address', async () => {
    const member = await signUpConfirmed(shop);
    const token = member.session.access_token;
    await request(shop, 'PUT', '/api/user/address', { token, body: address });
    const intent = (await request(shop, 'POST', '/api/create-payment-intent', {
      token, body: { metadata: { cartItems: JSON.stringify([line()]), customerEmail: member.email, customerName: 'Ada' } },
    })).json();
    await request(shop, 'POST', '/api/payments/test/confirm', { body: { clientSecret: intent.clientSecret, card, billing_details: billing } });
    expect((await request(shop, 'GET', '/api/user/address', { token })).json().address).toEqual({ ...address, country: 'US' });
  });
});
