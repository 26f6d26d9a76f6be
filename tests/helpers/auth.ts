/** Signing up and in through the real API, and reading the links the shop mailed. */
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { request } from './api';
import type { TestShop } from './test-app';

let counter = 0;
export const uniqueEmail = (name = 'member') => `${name}.${Date.now().toString(36)}.${counter++}@example.com`;

/** The newest mail to an address, with the links in its text. */
export async function lastMail(shop: TestShop, to: string) {
  const [mail] = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  if (!mail) return null;
  return { ...mail, links: mail.text.match(/https?:\/\/\S+/g) ?? [] };
}

/** The token_hash of the newest mailed link of a kind ('signup' or 'recovery'). */
export async function mailedToken(shop: TestShop, to: string, type: 'signup' | 'recovery') {
  const mail = await lastMail(shop, to);
  const link = mail?.links.find((l) => l.includes(`type=${type}`));
  expect(link, `a ${type} link mailed to ${to}`).toBeTruthy();
  return new URL(link!).searchParams.get('token_hash')!;
}

/** A confirmed member with a session: sign up, confirm through the mailed link. */
export async function signUpConfirmed(shop: TestShop, email = uniqueEmail(), password = 'Str0ng!pass') {
  const res = await request(shop, 'POST', '/api/auth/register', { body: { email, password } });
  expect(res.statusCode).toBe(200);
  const token = await mailedToken(shop, email, 'signup');
  const confirmed = await request(shop, 'POST', '/api/auth/confirm-email', { body: { token_hash: token, type: 'signup' } });
  expect(confirmed.statusCode).toBe(200);
  return { email, password, session: confirmed.json().session as { access_token: string; refresh_token: string } };
}
