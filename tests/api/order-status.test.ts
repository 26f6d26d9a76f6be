/**
 * An order's status never goes backwards (issue 21, point 14): once shipped, the production toggle
 * is refused with a 409 and the customer gets no 'in production' mail after 'has shipped'; the desk
 * can still correct the tracking number, which keeps the order shipped and its shipping date.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema';
import { createDesign } from '../factories';
import { request } from '../helpers/api';
import { uniqueEmail } from '../helpers/auth';
import { adminToken, mailsTo, paidCheckout } from '../helpers/orders';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests();
let designId: string;
let token: string;
beforeAll(async () => {
  designId = (await createDesign(shop.database.db)).id;
  token = await adminToken(shop);
});

const patch = (url: string, body: unknown) => request(shop, 'PATCH', url, { token, body });

describe('the production toggle on a shipped order', () => {
  it('is refused with a 409 in the shop’s error shape, changes nothing and mails nothing', async () => {
    const email = uniqueEmail('shipped');
    const [order] = (await paidCheckout(shop, [{ designId }], email)).orders;
    expect((await patch(`/api/orders/${order.id}/status`, { status: 'in_production' })).statusCode).toBe(200);
    expect((await patch(`/api/orders/${order.id}/shipping`, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })).statusCode).toBe(200);

    for (const status of ['pending', 'in_production']) {
      const res = await patch(`/api/orders/${order.id}/status`, { status });
      expect(res.statusCode, status).toBe(409);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(Object.keys(res.json())).toEqual(['error']);
      expect(res.json().error).toMatch(/shipped/i);
    }
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'shipped', trackingNumber: '1Z999AA10123456784' });
    expect((await mailsTo(shop, email)).map((m) => m.kind)).toEqual(['order-confirmation', 'order-in-production', 'order-shipped']);
  });

  it('is refused for an order shipped straight from pending too', async () => {
    const [order] = (await paidCheckout(shop, [{ designId }], uniqueEmail('straight'))).orders;
    await patch(`/api/orders/${order.id}/shipping`, { carrier: 'USPS', trackingNumber: '9400100000000000000000' });
    expect((await patch(`/api/orders/${order.id}/status`, { status: 'in_production' })).statusCode).toBe(409);
  });

  it('leaves the tracking number correctable: the order stays shipped, on its first shipping date', async () => {
    const email = uniqueEmail('corrected');
    const [order] = (await paidCheckout(shop, [{ designId }], email)).orders;
    const first = (await patch(`/api/orders/${order.id}/shipping`, { carrier: 'UPS', trackingNumber: '1Z-TYPO' })).json();
    const fixed = await patch(`/api/orders/${order.id}/shipping`, { carrier: 'FedEx', trackingNumber: '7712 3456 7890' });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ status: 'shipped', carrier: 'FedEx', trackingNumber: '7712 3456 7890', shippedAt: first.shippedAt });
    // The customer is told the new number.
    const mails = await mailsTo(shop, email, 'order-shipped');
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain('7712 3456 7890');
  });

  it('still switches an unshipped order both ways', async () => {
    const [order] = (await paidCheckout(shop, [{ designId }], uniqueEmail('toggle'))).orders;
    expect((await patch(`/api/orders/${order.id}/status`, { status: 'in_production' })).json().status).toBe('in_production');
    expect((await patch(`/api/orders/${order.id}/status`, { status: 'pending' })).json().status).toBe('pending');
  });
});
