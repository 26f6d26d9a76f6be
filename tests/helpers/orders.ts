/** Paying for a bag through the real API (the built-in test processor) and reading what the shop mailed about it. */
import { and, asc, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { makeAdmin } from '../../src/server/features/auth/bootstrap-admin';
import { billing, card } from './sample-requests';
import { signUpConfirmed } from './auth';
import type { TestShop } from './test-app';

let ip = 0;
/** A fresh caller address per call, so the per-IP payment limit never decides a test. */
export const nextIp = () => `10.60.${Math.floor(ip / 200) % 250}.${ip++ % 200}`;

export function caller(shop: TestShop) {
  return (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token?: string, remoteAddress = nextIp()) =>
    shop.app.inject({ method, url, payload: payload as object, remoteAddress, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export interface PaidLine { designId: string; quantity?: number; material?: '14k-gold' | 'sterling-silver' }

/** Pays for the lines as `email` (signed in when a token is given); answers the verification's body. */
export async function paidCheckout(shop: TestShop, lines: PaidLine[], email: string, token?: string) {
  const call = caller(shop);
  const cartItems = lines.map((l) => ({ designId: l.designId, quantity: l.quantity ?? 1, customizations: { material: l.material ?? '14k-gold' } }));
  const intent = (await call('POST', '/api/create-payment-intent', { metadata: { cartItems: JSON.stringify(cartItems), customerEmail: email, customerName: 'Ada Lovelace' } }, token)).json();
  const confirm = await call('POST', '/api/payments/test/confirm', { clientSecret: intent.clientSecret, card, billing_details: { ...billing, email } });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const verified = await call('GET', `/api/orders/verify-payment-intent/${intent.paymentIntentId}`);
  expect(verified.statusCode, verified.body).toBe(200);
  return { ...verified.json(), paymentIntentId: intent.paymentIntentId as string } as {
    orderNumber: string; paymentIntentId: string; total: number;
    orders: Array<{ id: string; orderNumber: string; checkoutNumber?: string; designName: string; status: string }>;
  };
}

/** A signed-in administrator's access token. */
export async function adminToken(shop: TestShop) {
  const admin = await signUpConfirmed(shop);
  await makeAdmin(shop.database.db, admin.email);
  return admin.session.access_token;
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
