/**
 * What a signed-in call reads about its member (the session behind the token, the role, the bag)
 * is never older than a write that has returned, whoever made the write: the API, another session
 * or a direct database change (the CLI, a migration). Each instance keeps a member's bag answer while
 * their bag stamp holds, and the embedded database also keeps the caller behind each session
 * (decision 0012); each case reads twice first, so a kept value exists.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@shared/contracts/endpoint';
import { bagLines, designs, sessions, users } from '../../src/server/db/schema';
import { route } from '../../src/server/http/route';
import { createDesign } from '../factories';
import { request } from '../helpers/api';
import { signUpConfirmed } from '../helpers/auth';
import { shopForTests } from '../helpers/test-app';

const adminProbe = endpoint({ method: 'GET', path: '/api/test/admin-probe', access: 'admin', summary: 'admins only', response: z.object({ email: z.string() }) });

const shop = shopForTests({}, { extend: (app) => route(app, adminProbe, ({ caller }) => ({ email: caller.email })) });

const twice = async (url: string, token: string) => {
  for (let i = 0; i < 2; i++) expect((await request(shop, 'GET', url, { token })).statusCode).toBe(200);
};

describe('signed-in reads stay current', () => {
  it('a session signed out elsewhere stops at once', async () => {
    const { session } = await signUpConfirmed(shop);
    await twice('/api/cart', session.access_token);
    expect((await request(shop, 'POST', '/api/auth/logout', { token: session.access_token, body: {} })).statusCode).toBeLessThan(300);
    expect((await request(shop, 'GET', '/api/cart', { token: session.access_token })).statusCode).toBe(401);
  });

  it('a session revoked or expired in the database stops at once', async () => {
    const revoked = await signUpConfirmed(shop);
    const expired = await signUpConfirmed(shop);
    await twice('/api/auth/user', revoked.session.access_token);
    await twice('/api/auth/user', expired.session.access_token);
    const db = shop.database.db;
    const idOf = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, await idOf(revoked.email)));
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, await idOf(expired.email)));
    expect((await request(shop, 'GET', '/api/auth/user', { token: revoked.session.access_token })).statusCode).toBe(401);
    expect((await request(shop, 'GET', '/api/auth/user', { token: expired.session.access_token })).statusCode).toBe(401);
  });

  it('a role taken away in the database takes effect on the next call', async () => {
    const { email, session } = await signUpConfirmed(shop);
    const db = shop.database.db;
    await db.update(users).set({ role: 'admin' }).where(eq(users.email, email));
    await twice('/api/test/admin-probe', session.access_token);
    await db.update(users).set({ role: 'customer' }).where(eq(users.email, email));
    expect((await request(shop, 'GET', '/api/test/admin-probe', { token: session.access_token })).statusCode).toBe(403);
  });

  it('a deleted account stops at once', async () => {
    const { email, session } = await signUpConfirmed(shop);
    await twice('/api/auth/user', session.access_token);
    await shop.database.db.delete(users).where(eq(users.email, email));
    expect((await request(shop, 'GET', '/api/auth/user', { token: session.access_token })).statusCode).toBe(401);
  });

  it('the bag shows every change: added through the API, changed in the database, repriced, removed', async () => {
    const { session } = await signUpConfirmed(shop);
    const token = session.access_token;
    const design = await createDesign(shop.database.db, { priceCents: 48_000 });
    const bag = async () => (await request(shop, 'GET', '/api/cart', { token })).json() as { id: string; quantity: number; unitPrice: number }[];
    await twice('/api/cart', token);
    expect(await bag()).toEqual([]);
    const added = await request(shop, 'POST', '/api/cart', { token, body: { designId: design.id, quantity: 1 } });
    expect(added.statusCode).toBe(200);
    expect(await bag()).toMatchObject([{ quantity: 1, unitPrice: 480 }]);
    await bag();
    const db = shop.database.db;
    await db.update(bagLines).set({ quantity: 3 }).where(eq(bagLines.designId, design.id));
    expect(await bag()).toMatchObject([{ quantity: 3 }]);
    await db.update(designs).set({ priceCents: 52_000 }).where(eq(designs.id, design.id));
    expect(await bag()).toMatchObject([{ quantity: 3, unitPrice: 520 }]);
    await db.delete(designs).where(eq(designs.id, design.id));
    expect(await bag()).toEqual([]);
  });

  it('one member’s bag change leaves another’s bag as it is', async () => {
    const a = (await signUpConfirmed(shop)).session.access_token;
    const b = (await signUpConfirmed(shop)).session.access_token;
    const design = await createDesign(shop.database.db);
    const add = (token: string) => request(shop, 'POST', '/api/cart', { token, body: { designId: design.id, quantity: 1 } });
    await add(a);
    await twice('/api/cart', a);
    await add(b);
    expect((await request(shop, 'GET', '/api/cart', { token: a })).json()).toHaveLength(1);
    expect((await request(shop, 'GET', '/api/cart', { token: b })).json()).toHaveLength(1);
  });
});
