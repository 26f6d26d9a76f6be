import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@shared/contracts/endpoint';
import { users } from '../../src/server/db/schema';
import { bootstrapAdmin, makeAdmin } from '../../src/server/features/auth/bootstrap-admin';
import { route } from '../../src/server/http/route';
import { request } from '../helpers/api';
import { signUpConfirmed } from '../helpers/auth';
import { shopForTests, testConfig } from '../helpers/test-app';

const adminProbe = endpoint({ method: 'GET', path: '/api/test/admin', access: 'admin', summary: 'admins only', response: z.object({ email: z.string() }) });

const shop = shopForTests({}, { extend: (app) => route(app, adminProbe, ({ caller }) => ({ email: caller.email })) });

const probe = (token?: string) => request(shop, 'GET', '/api/test/admin', { token });

describe('roles', () => {
  it('admin calls answer 401 signed out and 403 for a customer', async () => {
    const { session } = await signUpConfirmed(shop);
    expect((await probe()).statusCode).toBe(401);
    const customer = await probe(session.access_token);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error).toMatch(/administrators/);
  });

  it('make-admin grants the role, which takes effect on the next call of the same session', async () => {
    const { email, session } = await signUpConfirmed(shop);
    expect(await makeAdmin(shop.database.db, email.toUpperCase())).toBe(true);
    const res = await probe(session.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email });
    expect(await makeAdmin(shop.database.db, 'nobody@example.com')).toBe(false);
  });

  it('the first start outside production creates one admin who can log in; never in production', async () => {
    await shop.database.db.update(users).set({ role: 'customer' }).where(eq(users.role, 'admin'));
    const admin = await bootstrapAdmin(shop.database.db, shop.config);
    expect(admin?.email).toBe('admin@aurumatelier.com');
    expect(await bootstrapAdmin(shop.database.db, shop.config)).toBeNull();
    const login = await request(shop, 'POST', '/api/auth/login', { body: { email: admin!.email, password: admin!.password } });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('admin');
    expect((await probe(login.json().session.access_token)).statusCode).toBe(200);

    const production = testConfig({ NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40) });
    await shop.database.db.update(users).set({ role: 'customer' }).where(eq(users.role, 'admin'));
    expect(await bootstrapAdmin(shop.database.db, production)).toBeNull();
  });
});
