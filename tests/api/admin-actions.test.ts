/**
 * The desk's record of actions (issue 27, point 7): every change an admin makes is kept with who and
 * when, and read back on the item; a refused change leaves no record; only an admin reads them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createDesign } from '../factories';
import { request } from '../helpers/api';
import { signUpConfirmed } from '../helpers/auth';
import { adminAccount, paidCheckout } from '../helpers/orders';
import { shopForTests } from '../helpers/test-app';

describe("the desk's record of actions", () => {
  const shop = shopForTests();
  let admin: string;
  let adminEmail: string;
  let designId: string;
  beforeAll(async () => {
    ({ token: admin, email: adminEmail } = await adminAccount(shop));
    designId = (await createDesign(shop.database.db, { name: 'Lantern Charm' })).id;
  });

  const history = async (kind: string, id: string, token: string | null = admin) => request(shop, 'GET', `/api/admin/actions?kind=${kind}&id=${id}`, { token });

  it("keeps each change to an order with who made it and when, newest first", async () => {
    const account = await signUpConfirmed(shop);
    const paid = await paidCheckout(shop, [{ designId }], account.email, { token: account.session.access_token });
    const id = paid.orders[0].id;
    expect((await history('order', id)).json()).toEqual({ actions: [] });

    const before = Date.now();
    expect((await request(shop, 'PATCH', `/api/orders/${id}/status`, { token: admin, body: { status: 'in_production' } })).statusCode).toBe(200);
    expect((await request(shop, 'PATCH', `/api/orders/${id}/notes`, { token: admin, body: { notes: '<b>Rush</b> please' } })).statusCode).toBe(200);
    expect((await request(shop, 'PATCH', `/api/orders/${id}/shipping`, { token: admin, body: { carrier: 'UPS', trackingNumber: '1Z999' } })).statusCode).toBe(200);
    expect((await request(shop, 'POST', `/api/orders/${id}/delivered`, { token: admin })).statusCode).toBe(200);

    const res = await history('order', id);
    expect(res.statusCode).toBe(200);
    const { actions } = res.json();
    expect(actions.map((a: { action: string }) => a.action)).toEqual(['Marked delivered', 'Set shipping', 'Edited the notes', 'Set the status']);
    expect(actions[1].detail).toEqual({ carrier: 'UPS', trackingNumber: '1Z999' });
    expect(actions[2].detail).toEqual({ notes: '<b>Rush</b> please' });
    for (const a of actions) {
      expect(a.adminEmail).toBe(adminEmail);
      expect(Date.parse(a.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it('records nothing for a refused change', async () => {
    const account = await signUpConfirmed(shop);
    const paid = await paidCheckout(shop, [{ designId }], account.email, { token: account.session.access_token });
    const id = paid.orders[0].id;
    // Delivered before shipping is refused (409): no record.
    expect((await request(shop, 'POST', `/api/orders/${id}/delivered`, { token: admin })).statusCode).toBe(409);
    // A customer's attempt is refused before anything runs.
    expect((await request(shop, 'PATCH', `/api/orders/${id}/notes`, { token: account.session.access_token, body: { notes: 'mine' } })).statusCode).toBe(403);
    expect((await history('order', id)).json()).toEqual({ actions: [] });
  });

  it("keeps a promo code's creation and switches", async () => {
    const made = await request(shop, 'POST', '/api/admin/promo-codes', { token: admin, body: { code: 'HISTORY15', kind: 'percent', amount: 15 } });
    expect(made.statusCode).toBe(200);
    const { id } = made.json();
    expect((await request(shop, 'PATCH', `/api/admin/promo-codes/${id}`, { token: admin, body: { active: false } })).statusCode).toBe(200);
    // The same code again is refused and recorded nowhere.
    expect((await request(shop, 'POST', '/api/admin/promo-codes', { token: admin, body: { code: 'history15', kind: 'percent', amount: 15 } })).statusCode).toBe(409);
    const { actions } = (await history('promo-code', id)).json();
    expect(actions.map((a: { action: string }) => a.action)).toEqual(['Switched the code off', 'Created the code']);
    expect(actions[1].detail).toMatchObject({ code: 'HISTORY15', description: '15% off' });
  });

  it('is read by an admin only, and refuses a kind it does not know', async () => {
    const account = await signUpConfirmed(shop);
    expect((await history('order', designId, null)).statusCode).toBe(401);
    expect((await history('order', designId, account.session.access_token)).statusCode).toBe(403);
    const bad = await history('planet', designId);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual(expect.any(String));
  });
});
