/**
 * Guest orders join an account only through an address proven by a mailed link (issue 21, point 2).
 * With EMAIL_CONFIRMATION=false sign-up marks the address confirmed at once, without any proof that
 * the new member owns it: neither My Orders nor the chat may then show guest orders placed with it.
 * Redeeming a mailed link (a reset link here; a confirmation link when confirmation is on) proves it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDesign } from '../factories';
import { mailedToken, post, signUpConfirmed, uniqueEmail } from '../helpers/auth';
import { createTestShop, type TestShop } from '../helpers/test-app';

let ipCounter = 0;
const nextIp = () => `10.81.${Math.floor(ipCounter / 200)}.${ipCounter++ % 200}`;

async function call(shop: TestShop, method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) {
  return shop.app.inject({ method, url, payload: payload as object, remoteAddress: nextIp(), headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** A paid guest order placed with the address; answers its order number. */
async function guestOrder(shop: TestShop, email: string, designName: string): Promise<string> {
  const design = await createDesign(shop.database.db, { name: designName, priceCents: 48_000 });
  const intent = (await call(shop, 'POST', '/api/create-payment-intent', {
    metadata: { cartItems: JSON.stringify([{ designId: design.id, quantity: 1, customizations: { material: '14k-gold' } }]), customerEmail: email, customerName: 'Guest' },
  })).json();
  const billing = { name: 'Guest', email, address: { line1: '1 Bench Street', city: 'Madison', state: 'WI', postal_code: '53703', country: 'US' } };
  expect((await call(shop, 'POST', '/api/payments/test/confirm', { clientSecret: intent.clientSecret, card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }, billing_details: billing })).statusCode).toBe(200);
  const verified = await call(shop, 'GET', `/api/orders/verify-payment-intent/${intent.paymentIntentId}`);
  expect(verified.statusCode).toBe(200);
  return verified.json().orders[0].orderNumber as string;
}

const myOrderNumbers = async (shop: TestShop, token: string) =>
  ((await call(shop, 'GET', '/api/user/orders', undefined, token)).json() as { orderNumber: string }[]).map((o) => o.orderNumber);
/** The number the chat, like every page the customer sees, gives the order: its checkout number (AU-10234). */
const shown = (orderNumber: string) => orderNumber.replace(/-\d+$/, '');
const chatAboutOrders = async (shop: TestShop, token: string) =>
  (await call(shop, 'POST', '/api/chat', { message: 'where is my order?' }, token)).json().response as string;

describe('with EMAIL_CONFIRMATION=false', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ EMAIL_CONFIRMATION: 'false' });
  });
  afterAll(() => shop.close());

  it('registering a guest’s address claims none of their orders until a mailed link proves it', async () => {
    const email = uniqueEmail('guest');
    const number = await guestOrder(shop, email, 'Guest Moon Pendant');

    const registered = await post(shop, '/api/auth/register', { email, password: 'Str0ng!pass' }, undefined, nextIp());
    expect(registered.statusCode).toBe(200);
    expect(registered.json().session).toBeTruthy();
    const loggedIn = await post(shop, '/api/auth/login', { email, password: 'Str0ng!pass' }, undefined, nextIp());
    expect(loggedIn.statusCode).toBe(200);
    for (const token of [registered.json().session.access_token, loggedIn.json().session.access_token]) {
      expect(await myOrderNumbers(shop, token)).toEqual([]);
      const reply = await chatAboutOrders(shop, token);
      expect(reply).not.toContain(shown(number));
      expect(reply).not.toContain('Guest Moon');
      // The chat reads orders by the caller alone: naming the number changes nothing.
      expect((await call(shop, 'POST', '/api/chat', { message: `where is ${number}?` }, token)).json().response).not.toContain('Guest Moon');
    }

    // The owner proves the mailbox with a mailed reset link; the guest order is theirs from then on.
    expect((await post(shop, '/api/auth/forgot-password', { email }, undefined, nextIp())).statusCode).toBe(200);
    const recovery = await post(shop, '/api/auth/confirm-email', { token_hash: await mailedToken(shop, email, 'recovery'), type: 'recovery' });
    expect(recovery.statusCode).toBe(200);
    const token = loggedIn.json().session.access_token;
    expect(await myOrderNumbers(shop, token)).toEqual([number]);
    expect(await chatAboutOrders(shop, token)).toContain(shown(number));
  });
});

describe('with email confirmation on (the default)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  it('the mailed confirmation link proves the address: the guest orders placed with it are the member’s', async () => {
    const email = uniqueEmail('confirmed');
    const number = await guestOrder(shop, email, 'Guest Anchor Charm');
    const member = await signUpConfirmed(shop, email);
    expect(await myOrderNumbers(shop, member.session.access_token)).toEqual([number]);
    expect(await chatAboutOrders(shop, member.session.access_token)).toContain(shown(number));
  });
});
