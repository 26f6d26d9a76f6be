/** Paying for a bag through the real API (the built-in test processor) and reading what the shop mailed about it. */
import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { makeAdmin } from '../../src/server/features/auth/bootstrap-admin';
import { request } from './api';
import { billing, card } from './sample-requests';
import { signUpConfirmed } from './auth';
import type { TestShop } from './test-app';

export interface PaidLine { designId: string; quantity?: number; material?: '14k-gold' | 'sterling-silver' }
export interface Payer {
  /** The member's access token: the checkout is theirs (a guest's when left out). */
  token?: string;
  /** The name on the order and the card; Ada Lovelace by default. */
  name?: string;
  /** A promo code to pay with (issue 26). */
  promoCode?: string;
  /** A gift note (issue 26). */
  gift?: { recipient: string; message?: string | null };
}

/** Pays for the lines as `email` through the real checkout calls; answers the verification's body. */
export async function paidCheckout(shop: TestShop, lines: PaidLine[], email: string, { token, name = billing.name, promoCode, gift }: Payer = {}) {
  const items = lines.map((l) => ({ designId: l.designId, quantity: l.quantity ?? 1, customizations: { material: l.material ?? '14k-gold' } }));
  const started = await request(shop, 'POST', '/api/create-payment-intent', {
    token, body: { metadata: { cartItems: JSON.stringify(items), customerEmail: email, customerName: name }, ...(promoCode ? { promoCode } : {}), ...(gift ? { gift } : {}) },
  });
  expect(started.statusCode, started.body).toBe(200);
  const intent = started.json();
  const confirm = await request(shop, 'POST', '/api/payments/test/confirm', { body: { clientSecret: intent.clientSecret, card, billing_details: { ...billing, name, email } } });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const verified = await request(shop, 'GET', `/api/orders/verify-payment-intent/${intent.paymentIntentId}`);
  expect(verified.statusCode, verified.body).toBe(200);
  return { ...verified.json(), paymentIntentId: intent.paymentIntentId as string } as {
    orderNumber: string; paymentIntentId: string; total: number;
    prices?: { subtotal: number; discount: number; promoCode: string | null; total: number };
    gift?: { recipient: string; message: string | null } | null;
    orders: Array<{ id: string; orderNumber: string; checkoutNumber?: string; designName: string; status: string }>;
  };
}

/** A signed-in administrator: their address and access token. */
export async function adminAccount(shop: TestShop) {
  const admin = await signUpConfirmed(shop);
  await makeAdmin(shop.database.db, admin.email);
  return { email: admin.email, token: admin.session.access_token };
}

/** An administrator signed in before the file's tests run (as shopForTests opens the shop): its `token` and `email` are set then. */
export function adminForTests(shop: TestShop) {
  const admin = { token: '', email: '' };
  beforeAll(async () => {
    Object.assign(admin, await adminAccount(shop));
  });
  return admin;
}

/** A signed-in administrator's access token. */
export async function adminToken(shop: TestShop) {
  return (await adminAccount(shop)).token;
}

/** The mails to an address, oldest first, optionally of one kind. */
export async function mailsTo(shop: TestShop, to: string, kind?: string) {
  const rows = await shop.database.db.select().from(mailOutbox)
    .where(kind ? and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)) : eq(mailOutbox.toAddress, to))
    .orderBy(asc(mailOutbox.createdAt));
  return rows.map((m) => ({ ...m, links: m.text.match(/https?:\/\/\S+/g) ?? [] }));
}

/** Mails whose text contains the words, of any address. */
export async function mailsMentioning(shop: TestShop, words: string) {
  return shop.database.db.select().from(mailOutbox).where(like(mailOutbox.text, `%${words}%`));
}
