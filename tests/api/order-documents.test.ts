/**
 * The order's documents (issue 26, point 4), read back as text: the receipt (lines, metal, engraving,
 * discount with its code, total, paid date, gift), the certificate of authenticity once shipped
 * (picture, metal and fineness, weight, size, number, date), the desk's packing slip (address, gift
 * note, no prices) and production sheet; and who may fetch each (member, signed link, admin).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SILVER_LABEL, GOLD_LABEL } from '@shared/materials';
import { silverWeight } from '@shared/pricing';
import { payments } from '../../src/server/db/schema';
import { trackingToken } from '../../src/server/features/orders/tracking-links';
import { renderPng } from '../../src/server/providers/images/png';
import { createDesign } from '../factories';
import { request } from '../helpers/api';
import { signUpConfirmed, uniqueEmail } from '../helpers/auth';
import { adminToken, paidCheckout } from '../helpers/orders';
import { hasImage, pdfText } from '../helpers/pdf';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests({ SHOP_ADDRESS: '1 Casting Row | Hollywood, FL 33020 | United States' });
const SVG = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><circle cx="100" cy="100" r="80" fill="${fill}"/></svg>`;

let admin: string;
let member: { email: string; token: string };
let other: string;
/** A checkout of two pieces: an engraved gold fox (its PNG twin stored) and two silver moons (an SVG only). */
let paid: Awaited<ReturnType<typeof paidCheckout>>;
const DESIGN_NAMES = { fox: 'Crescent Fox Charm', moon: 'Moon Phase Pendant' };

beforeAll(async () => {
  const storage = shop.app.ctx.storage;
  const fox = await storage.put('designs/doc-test/fox.svg', Buffer.from(SVG('#B8924A')), 'image/svg+xml');
  await storage.put('designs/doc-test/fox.png', renderPng(SVG('#B8924A'), 256), 'image/png');
  const moonGold = await storage.put('designs/doc-test/moon.svg', Buffer.from(SVG('#B8924A')), 'image/svg+xml');
  const moonSilver = await storage.put('designs/doc-test/moon-silver.svg', Buffer.from(SVG('#A9ACB1')), 'image/svg+xml');
  const db = shop.database.db;
  const foxDesign = await createDesign(db, { name: DESIGN_NAMES.fox, engraving: 'Max · 06.21.2025', imageUrl: fox, weightGrams: 3.2, widthMm: 18, heightMm: 22, metal: 'Rose Gold', finish: 'Brushed' });
  const moonDesign = await createDesign(db, { name: DESIGN_NAMES.moon, imageUrl: moonGold, silverImageUrl: moonSilver, priceCents: 40_000, weightGrams: 5, widthMm: 20, heightMm: 20 });
  admin = await adminToken(shop);
  const account = await signUpConfirmed(shop);
  member = { email: account.email, token: account.session.access_token };
  other = (await signUpConfirmed(shop)).session.access_token;
  paid = await paidCheckout(shop, [{ designId: foxDesign.id }, { designId: moonDesign.id, material: 'sterling-silver', quantity: 2 }], member.email, { token: member.token });
});

const get = (url: string, token?: string | null) => request(shop, 'GET', url, { token });
const piece = (n: number) => paid.orders[n].id;
const tracked = (number = paid.orderNumber) => `/api/orders/track/${trackingToken(shop.config.authSecret, number)}`;
const ship = (id: string) => request(shop, 'PATCH', `/api/orders/${id}/shipping`, { token: admin, body: { carrier: 'UPS', trackingNumber: `1Z${id.slice(0, 8)}` } });
const text = async (res: { rawPayload: Buffer }) => pdfText(res.rawPayload);

function expectPdf(res: Awaited<ReturnType<typeof get>>, name: string) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
}

describe('the receipt', () => {
  it('lists the shop, the order number, each piece with its metal and engraving, quantities and prices, the total and the paid date', async () => {
    const res = await get(`/api/orders/${piece(1)}/receipt.pdf`, member.token);
    expectPdf(res, `aurum-atelier-receipt-${paid.orderNumber}.pdf`);
    const t = await text(res);
    for (const words of [
      'Aurum Atelier', '1 Casting Row', 'Hollywood, FL 33020', 'Receipt', paid.orderNumber,
      DESIGN_NAMES.fox, GOLD_LABEL, 'Engraved “Max · 06.21.2025”', '$480',
      DESIGN_NAMES.moon, SILVER_LABEL, '$260', '$520',
      'Subtotal', '$1,000', 'Shipping', 'Free', 'Total charged', 'Paid in full by card',
    ]) expect(t, words).toContain(words);
    const today = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    expect(t).toContain(`Paid ${today}`);
    // No discount line without a discount, no gift line without a gift, nothing personal.
    expect(t).not.toContain('Discount');
    expect(t).not.toContain('Gift');
    for (const personal of [member.email, 'Ada Lovelace', '12 Bench Street']) expect(t).not.toContain(personal);
  });

  it('shows the promo code’s discount and the gift’s recipient when the payment has them', async () => {
    await shop.database.db.update(payments)
      .set({ subtotalCents: 100_000, discountCents: 15_000, promoCode: 'WELCOME15', amountCents: 85_000, isGift: true, giftRecipient: 'Sam Rivera', giftMessage: 'Happy birthday, Sam!' })
      .where(eq(payments.id, paid.paymentIntentId));
    const t = await text(await get(`/api/orders/${piece(0)}/receipt.pdf`, member.token));
    expect(t).toContain('Discount (WELCOME15)');
    expect(t).toContain('-$150');
    expect(t).toMatch(/Total charged \$850/);
    expect(t).toContain('Gift for Sam Rivera');
    // The note itself is for the recipient's box, not the receipt.
    expect(t).not.toContain('Happy birthday');
  });

  it('opens from the order’s signed link as the same document, and the admin may fetch any', async () => {
    const byLink = await get(`${tracked()}/receipt.pdf`);
    expectPdf(byLink, `aurum-atelier-receipt-${paid.orderNumber}.pdf`);
    expect(await text(byLink)).toBe(await text(await get(`/api/orders/${piece(0)}/receipt.pdf`, member.token)));
    expectPdf(await get(`/api/orders/${piece(0)}/receipt.pdf`, admin), `aurum-atelier-receipt-${paid.orderNumber}.pdf`);
  });

  it('is linked from the receipt page: verify-session answers the order page\'s token', async () => {
    const res = await get(`/api/orders/verify-session?session_id=${paid.paymentIntentId}`);
    expect(res.json().trackingToken).toBe(trackingToken(shop.config.authSecret, paid.orderNumber));
    expectPdf(await get(`/api/orders/track/${res.json().trackingToken}/receipt.pdf`), `aurum-atelier-receipt-${paid.orderNumber}.pdf`);
  });

  it('is refused to a stranger (401), another member (404) and a link that does not verify (404), in the JSON error shape', async () => {
    for (const [res, status] of [
      [await get(`/api/orders/${piece(0)}/receipt.pdf`), 401],
      [await get(`/api/orders/${piece(0)}/receipt.pdf`, other), 404],
      [await get(`/api/orders/${piece(0)}/receipt.pdf`, 'not-a-token'), 401],
      [await get(`${tracked().slice(0, -1)}x/receipt.pdf`), 404],
      [await get(`/api/orders/track/${paid.orderNumber}-${'A'.repeat(32)}/receipt.pdf`), 404],
      [await get(`${tracked('AU-1')}/receipt.pdf`), 404],
    ] as const) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(typeof res.json().error).toBe('string');
    }
  });
});

describe('the certificate of authenticity', () => {
  it('waits for the piece to ship (409 for its owner, its link and the admin)', async () => {
    for (const res of [
      await get(`/api/orders/${piece(0)}/certificate.pdf`, member.token),
      await get(`/api/orders/${piece(0)}/certificate.pdf`, admin),
      await get(`${tracked()}/pieces/1/certificate.pdf`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('The certificate of authenticity is issued once the piece has shipped.');
    }
  });

  it('states the shipped piece: picture, metal and fineness, weight, size, order number and date', async () => {
    await ship(piece(0));
    const res = await get(`/api/orders/${piece(0)}/certificate.pdf`, member.token);
    expectPdf(res, `aurum-atelier-certificate-${paid.orderNumber}-1.pdf`);
    expect(hasImage(res.rawPayload)).toBe(true);
    const t = await text(res);
    for (const words of [
      'Certificate of Authenticity', DESIGN_NAMES.fox, 'Engraved “Max · 06.21.2025”', `${GOLD_LABEL}, Rose Gold`, '585', '14 karat',
      '3.2 g', '18 × 22 mm', `${paid.orderNumber}, piece 1 of 2`, `${paid.orderNumber}-1`, 'Brushed', 'in solid 14k gold',
    ]) expect(t, words).toContain(words);
    const today = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    expect(t).toContain(today);
    expect(t).not.toContain('$');
  });

  it('weighs a silver piece as silver and draws its picture from the SVG when no raster is stored', async () => {
    await ship(piece(1));
    const res = await get(`${tracked()}/pieces/2/certificate.pdf`);
    expectPdf(res, `aurum-atelier-certificate-${paid.orderNumber}-2.pdf`);
    expect(hasImage(res.rawPayload)).toBe(true);
    const t = await text(res);
    expect(t).toContain(SILVER_LABEL);
    expect(t).toContain('925 (92.5% pure silver)');
    expect(t).toContain(`${silverWeight(5)} g`);
    expect(t).toContain('20 × 20 mm');
    expect(t).toContain('in solid .925 sterling silver');
  });

  it('is the owner’s, the link’s and the admin’s alone', async () => {
    expect((await get(`/api/orders/${piece(0)}/certificate.pdf`)).statusCode).toBe(401);
    expect((await get(`/api/orders/${piece(0)}/certificate.pdf`, other)).statusCode).toBe(404);
    expect((await get(`/api/orders/${piece(0)}/certificate.pdf`, admin)).statusCode).toBe(200);
    expect((await get(`${tracked()}/pieces/3/certificate.pdf`)).statusCode).toBe(404);
    expect((await get(`${tracked()}/pieces/0/certificate.pdf`)).statusCode).toBe(400);
    expect((await get(`${tracked().slice(0, -2)}zz/pieces/1/certificate.pdf`)).statusCode).toBe(404);
  });
});

describe('the desk’s documents', () => {
  it('packs without prices: pieces, quantities, engraving, the address, the gift note and its recipient', async () => {
    const res = await get(`/api/orders/${piece(1)}/packing-slip.pdf`, admin);
    expectPdf(res, `aurum-atelier-packing-slip-${paid.orderNumber}.pdf`);
    const t = await text(res);
    for (const words of [
      'Packing Slip', paid.orderNumber, 'Ada Lovelace', '12 Bench Street', 'Madison, WI 53703', 'US',
      DESIGN_NAMES.fox, 'Engraved “Max · 06.21.2025”', `${paid.orderNumber}-1`, DESIGN_NAMES.moon, SILVER_LABEL, `${paid.orderNumber}-2`,
      'Gift for Sam Rivera', 'Happy birthday, Sam!',
    ]) expect(t, words).toContain(words);
    expect(t).not.toMatch(/\$\d/);
    expect(t).not.toContain('WELCOME15');
  });

  it('gives the bench one sheet per piece: numbers, piece, metal, finish, size, weight, engraving, picture and gift note', async () => {
    const res = await get(`/api/orders/${piece(0)}/production-sheet.pdf`, admin);
    expectPdf(res, `aurum-atelier-production-sheet-${paid.orderNumber}-1.pdf`);
    expect(hasImage(res.rawPayload)).toBe(true);
    const t = await text(res);
    for (const words of [
      'Production Sheet', `${paid.orderNumber}-1`, `Order ${paid.orderNumber}`, 'Piece 1 of 2', DESIGN_NAMES.fox, `${GOLD_LABEL}, Rose Gold`,
      'Brushed', '18 × 22 mm', '3.2 g', 'Max · 06.21.2025', '16 characters', 'Gift for Sam Rivera', 'Happy birthday, Sam!', 'SIGN-OFF', 'Initials and date',
    ]) expect(t, words).toContain(words);
  });

  it('keeps both to the desk: 401 signed out, 403 for a customer, 404 for an unknown piece', async () => {
    for (const doc of ['packing-slip', 'production-sheet']) {
      expect((await get(`/api/orders/${piece(0)}/${doc}.pdf`)).statusCode, doc).toBe(401);
      expect((await get(`/api/orders/${piece(0)}/${doc}.pdf`, member.token)).statusCode, doc).toBe(403);
      expect((await get(`/api/orders/3f2b8c1e-6d4a-4b7e-9a51-2c8d0e7f1a23/${doc}.pdf`, admin)).statusCode, doc).toBe(404);
    }
  });

  it('prints a guest’s gift note with any script as far as the standard fonts go', async () => {
    const email = uniqueEmail('guest');
    const [design] = [await createDesign(shop.database.db, { name: 'Star Tag' })];
    const guest = await paidCheckout(shop, [{ designId: design.id }], email);
    await shop.database.db.update(payments).set({ isGift: true, giftRecipient: 'Zoë', giftMessage: 'Für dich ❤ 愛' }).where(eq(payments.id, guest.paymentIntentId));
    const t = await text(await get(`/api/orders/${guest.orders[0].id}/packing-slip.pdf`, admin));
    expect(t).toContain('Gift for Zoë');
    expect(t).toContain('Für dich ? ?');
  });
});

describe('the API document', () => {
  it('describes the documents as PDFs', async () => {
    const doc = (await get('/api/docs')).json();
    const receipt = doc.paths['/api/orders/{orderId}/receipt.pdf'].get;
    expect(Object.keys(receipt.responses['2XX'].content)).toEqual(['application/pdf']);
    expect(receipt.responses['2XX'].content['application/pdf'].schema).toMatchObject({ type: 'string', format: 'binary' });
  });
});
