/**
 * Following an order without an account (issue 21, point 13): every order mail carries a signed
 * link to the order's page; GET /api/orders/track/:token answers its status, tracking and pieces
 * and nothing personal; POST /api/orders/track/resend mails the links of an address's orders,
 * answering the same whether or not it has any, within per-address and per-IP limits.
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { RATE_LIMITS } from '../../src/server/http/rate-limits';
import { createDesign } from '../factories';
import { request } from '../helpers/api';
import { uniqueEmail } from '../helpers/auth';
import { adminToken, mailsTo, paidCheckout } from '../helpers/orders';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests();
let fox: { id: string };
let moon: { id: string };
beforeAll(async () => {
  fox = await createDesign(shop.database.db, { name: 'Crescent Fox Charm' });
  moon = await createDesign(shop.database.db, { name: 'Moon Phase Pendant' });
});

const TRACK_PATH = /\/orders\/track\/([^/\s?#]+)$/;
/** The order page links in a set of links. */
const trackLinks = (links: string[]) => links.filter((l) => TRACK_PATH.test(new URL(l).pathname));
const tokenOf = (link: string) => new URL(link).pathname.match(TRACK_PATH)![1];
const track = (token: string) => request(shop, 'GET', `/api/orders/track/${token}`);

const resend = (email: unknown, ip?: string) => request(shop, 'POST', '/api/orders/track/resend', { ip, body: { email } });

describe('the order page link in the mails', () => {
  it('opens the order: number, status and pieces, never the customer’s name, address or email', async () => {
    const email = uniqueEmail('guest');
    const paid = await paidCheckout(shop, [{ designId: fox.id }, { designId: moon.id, material: 'sterling-silver', quantity: 2 }], email);
    const [confirmation] = await mailsTo(shop, email, 'order-confirmation');
    const [link] = trackLinks(confirmation.links);
    expect(link, confirmation.text).toBeTruthy();
    expect(link.startsWith(shop.config.publicUrl)).toBe(true);

    const res = await track(tokenOf(link));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.orderNumber).toBe(paid.orderNumber);
    expect(body.pieces.map((p: { designName: string; material: string; quantity: number; status: string }) => [p.designName, p.material, p.quantity, p.status])).toEqual([
      ['Crescent Fox Charm', '14k-gold', 1, 'pending'],
      ['Moon Phase Pendant', 'sterling-silver', 2, 'pending'],
    ]);
    for (const personal of [email, 'Ada Lovelace', '12 Bench Street', 'Madison', '53703', paid.paymentIntentId]) expect(res.body).not.toContain(personal);
  });

  it('shows the carrier and tracking number once a piece ships, and the shipped mail carries the same link', async () => {
    const email = uniqueEmail('shipping');
    const paid = await paidCheckout(shop, [{ designId: fox.id }], email);
    const admin = await adminToken(shop);
    await request(shop, 'PATCH', `/api/orders/${paid.orders[0].id}/shipping`, { token: admin, body: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } });
    const [shipped] = await mailsTo(shop, email, 'order-shipped');
    const [link] = trackLinks(shipped.links);
    const [confirmationLink] = trackLinks((await mailsTo(shop, email, 'order-confirmation'))[0].links);
    expect(link).toBe(confirmationLink);
    const [piece] = (await track(tokenOf(link))).json().pieces;
    expect(piece).toMatchObject({ status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(piece.shippedAt).toBeTruthy();
  });

  it('cannot be guessed or bent to another order: a changed number or signature is a 404', async () => {
    const email = uniqueEmail('forger');
    const a = await paidCheckout(shop, [{ designId: fox.id }], email);
    const b = await paidCheckout(shop, [{ designId: fox.id }], uniqueEmail('victim'));
    const token = tokenOf(trackLinks((await mailsTo(shop, email, 'order-confirmation'))[0].links)[0]);
    expect(token).toContain(a.orderNumber);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [token.replace(a.orderNumber, b.orderNumber), flipped, b.orderNumber, `${b.orderNumber}-x`]) {
      const res = await track(encodeURIComponent(forged));
      expect([400, 404], forged).toContain(res.statusCode);
      expect(typeof res.json().error).toBe('string');
    }
    expect((await track(encodeURIComponent(token.replace(a.orderNumber, b.orderNumber)))).statusCode).toBe(404);
  });
});

describe('sending the links again', () => {
  it('answers the same for an address with orders and one without, and mails only the first', async () => {
    const email = uniqueEmail('again');
    const first = await paidCheckout(shop, [{ designId: fox.id }], email);
    const second = await paidCheckout(shop, [{ designId: moon.id }], email);
    const stranger = uniqueEmail('nobody');

    const known = await resend(email.toUpperCase());
    const unknown = await resend(stranger);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().success).toBe(true);

    const [mail] = await mailsTo(shop, email, 'order-links');
    expect(mail, 'a mail with the order links').toBeTruthy();
    expect(mail.subject).not.toMatch(/AU-\d+-\d/);
    const numbers = await Promise.all([...new Set(trackLinks(mail.links))].map(async (l) => (await track(tokenOf(l))).json().orderNumber));
    expect(numbers.sort()).toEqual([first.orderNumber, second.orderNumber].sort());
    expect((await shop.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, stranger)))[0].n).toBe(0);
  });

  it('stops at the per-address limit, counted whether or not the address has orders', async () => {
    const stranger = uniqueEmail('flood');
    for (let i = 0; i < RATE_LIMITS.orderLinksPerAddress.max; i++) expect((await resend(stranger, `10.71.0.${i}`)).statusCode).toBe(200);
    const refused = await resend(stranger, '10.71.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/rate limit/);
  });

  it('stops at the per-IP limit', async () => {
    for (let i = 0; i < RATE_LIMITS.orderLinksPerIp.max; i++) expect((await resend(uniqueEmail(`ip${i}`), '10.72.0.1')).statusCode).toBe(200);
    expect((await resend(uniqueEmail('ip-last'), '10.72.0.1')).statusCode).toBe(429);
  });

  it('refuses a malformed address with a readable 400', async () => {
    for (const email of ['not-an-email', '', 42, null]) {
      const res = await resend(email);
      expect(res.statusCode, String(email)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });
});
