/**
 * One order, one number (issue 21, point 12): the customer sees the checkout's number (AU-10234)
 * on the completion screen, the receipt, My Orders and every mail, with the pieces of a
 * multi-piece order under it; only the order desk keeps each piece's line number (AU-10234-1).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createDesign } from '../factories';
import { request } from '../helpers/api';
import { signUpConfirmed, uniqueEmail } from '../helpers/auth';
import { adminToken, mailsTo, paidCheckout } from '../helpers/orders';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests();
let fox: { id: string };
let moon: { id: string };
beforeAll(async () => {
  fox = await createDesign(shop.database.db, { name: 'Crescent Fox Charm', priceCents: 48_000 });
  moon = await createDesign(shop.database.db, { name: 'Moon Phase Pendant', priceCents: 30_000 });
});

/** AU-10234-1, AU-10234-2, ...: the line numbers a customer must never be shown (the order page's link, AU-10234-<signature>, is not one). */
const lineNumbers = (checkoutNumber: string) => new RegExp(`${checkoutNumber}-\\d+(?![\\w-])`);

describe('the number a customer sees', () => {
  it('is the checkout number on the receipt of a one-piece order', async () => {
    const paid = await paidCheckout(shop, [{ designId: fox.id }], uniqueEmail('single'));
    expect(paid.orderNumber).toMatch(/^AU-\d+$/);
    const receipt = await request(shop, 'GET', `/api/orders/verify-session?session_id=${paid.paymentIntentId}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().order.orderNumber).toBe(paid.orderNumber);
  });

  it('is carried by every piece in My Orders, so the pieces group under it', async () => {
    const member = await signUpConfirmed(shop, uniqueEmail('grouped'));
    const paid = await paidCheckout(shop, [{ designId: fox.id }, { designId: moon.id, material: 'sterling-silver' }], member.email, { token: member.session.access_token });
    const mine = (await request(shop, 'GET', '/api/user/orders', { token: member.session.access_token })).json() as Array<{ orderNumber: string; checkoutNumber: string; designName: string }>;
    expect(mine).toHaveLength(2);
    expect(mine.map((o) => o.checkoutNumber)).toEqual([paid.orderNumber, paid.orderNumber]);
    expect(mine.map((o) => o.designName).sort()).toEqual(['Crescent Fox Charm', 'Moon Phase Pendant']);
  });

  it('is the only number in the mails: confirmation, in production and shipped', async () => {
    const email = uniqueEmail('mails');
    const paid = await paidCheckout(shop, [{ designId: fox.id }, { designId: moon.id }], email);
    const token = await adminToken(shop);
    const [first] = paid.orders;
    expect((await request(shop, 'PATCH', `/api/orders/${first.id}/status`, { token, body: { status: 'in_production' } })).statusCode).toBe(200);
    expect((await request(shop, 'PATCH', `/api/orders/${first.id}/shipping`, { token, body: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } })).statusCode).toBe(200);

    const mails = await mailsTo(shop, email);
    expect(mails.map((m) => m.kind)).toEqual(['order-confirmation', 'order-in-production', 'order-shipped']);
    for (const mail of mails) {
      expect(mail.subject, mail.kind).toContain(paid.orderNumber);
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`, mail.kind).not.toMatch(lineNumbers(paid.orderNumber));
    }
    // The pieces are named under the one number.
    expect(mails[0].text).toContain('Crescent Fox Charm');
    expect(mails[0].text).toContain('Moon Phase Pendant');
    expect(mails[2].text).toContain('Crescent Fox Charm');
  });
});

describe('the order desk', () => {
  it('keeps a line number per piece, with the checkout number beside it', async () => {
    const paid = await paidCheckout(shop, [{ designId: fox.id }, { designId: moon.id }], uniqueEmail('desk'));
    const token = await adminToken(shop);
    const desk = (await request(shop, 'GET', `/api/orders?search=${paid.orderNumber}`, { token })).json();
    expect(desk.orders.map((o: { orderNumber: string }) => o.orderNumber).sort()).toEqual([`${paid.orderNumber}-1`, `${paid.orderNumber}-2`]);
    expect(desk.orders.every((o: { checkoutNumber: string }) => o.checkoutNumber === paid.orderNumber)).toBe(true);
  });
});
