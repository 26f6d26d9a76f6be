/**
 * Guest orders join an account only through an address proven by a mailed link (issue 21, point 2).
 * With EMAIL_CONFIRMATION=false sign-up marks the address confirmed at once, without any proof that
 * the new member owns it: neither My Orders nor the chat may then show guest orders placed with it.
 * Redeeming a mailed link (a reset link here; a confirmation link when confirmation is on) proves it.
 */
import { describe, expect, it } from 'vitest';
import { createDesign } from '../factories';
import { request } from '../helpers/api';
import { mailedToken, signUpConfirmed, uniqueEmail } from '../helpers/auth';
import { paidCheckout } from '../helpers/orders';
import { shopForTests, type TestShop } from '../helpers/test-app';

/** A paid guest order placed with the address; answers its order number. */
async function guestOrder(shop: TestShop, email: string, designName: string): Promise<string> {
  const design = await createDesign(shop.database.db, { name: designName, priceCents: 48_000 });
  return (await paidCheckout(shop, [{ designId: design.id }], email, { name: 'Guest' })).orders[0].orderNumber;
}

const myOrderNumbers = async (shop: TestShop, token: string) =>
  ((await request(shop, 'GET', '/api/user/orders', { token })).json() as { orderNumber: string }[]).map((o) => o.orderNumber);
/** The number the chat, like every page the customer sees, gives the order: its checkout number (AU-10234). */
const shown = (orderNumber: string) => orderNumber.replace(/-\d+$/, '');
const chatAboutOrders = async (shop: TestShop, token: string) =>
  (await request(shop, 'POST', '/api/chat', { token, body: { message: 'where is my order?' } })).json().response as string;

describe('with EMAIL_CONFIRMATION=false', () => {
  const shop = shopForTests({ EMAIL_CONFIRMATION: 'false' });

  it('registering a guest’s address claims none of their orders until a mailed link proves it', async () => {
    const email = uniqueEmail('guest');
    const number = await guestOrder(shop, email, 'Guest Moon Pendant');

    const registered = await request(shop, 'POST', '/api/auth/register', { body: { email, password: 'Str0ng!pass' } });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().session).toBeTruthy();
    const loggedIn = await request(shop, 'POST', '/api/auth/login', { body: { email, password: 'Str0ng!pass' } });
    expect(loggedIn.statusCode).toBe(200);
    for (const token of [registered.json().session.access_token, loggedIn.json().session.access_token]) {
      expect(await myOrderNumbers(shop, token)).toEqual([]);
      const reply = await chatAboutOrders(shop, token);
      expect(reply).not.toContain(shown(number));
      expect(reply).not.toContain('Guest Moon');
      // The chat reads orders by the caller alone: naming the number changes nothing.
      expect((await request(shop, 'POST', '/api/chat', { token, body: { message: `where is ${number}?` } })).json().response).not.toContain('Guest Moon');
    }

    // The owner proves the mailbox with a mailed reset link; the guest order is theirs from then on.
    expect((await request(shop, 'POST', '/api/auth/forgot-password', { body: { email } })).statusCode).toBe(200);
    const recovery = await request(shop, 'POST', '/api/auth/confirm-email', { body: { token_hash: await mailedToken(shop, email, 'recovery'), type: 'recovery' } });
    expect(recovery.statusCode).toBe(200);
    const token = loggedIn.json().session.access_token;
    expect(await myOrderNumbers(shop, token)).toEqual([number]);
    expect(await chatAboutOrders(shop, token)).toContain(shown(number));
  });
});

describe('with email confirmation on (the default)', () => {
  const shop = shopForTests();

  it('the mailed confirmation link proves the address: the guest orders placed with it are the member’s', async () => {
    const email = uniqueEmail('confirmed');
    const number = await guestOrder(shop, email, 'Guest Anchor Charm');
    const member = await signUpConfirmed(shop, email);
    expect(await myOrderNumbers(shop, member.session.access_token)).toEqual([number]);
    expect(await chatAboutOrders(shop, member.session.access_token)).toContain(shown(number));
  });
});
