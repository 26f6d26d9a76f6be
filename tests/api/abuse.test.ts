/**
 * Abuse (issue 11, item 5), beyond what auth.test.ts and access-matrix.test.ts already prove:
 * login brute force and mail floods stop at the limits of src/server/http/rate-limits.ts and a forged
 * X-Forwarded-For does not reset them (only proxies named in TRUST_PROXY may name the client); forgot-password, resend and sign-up
 * answer identically whether or not an account exists (timing: bench/enumeration-timing.mjs);
 * forged, expired, reused and cross-account tokens are refused with a JSON 4xx.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { emailTokens, mailOutbox, refreshTokens, sessions, users } from '../../src/server/db/schema';
import { issueEmailToken } from '../../src/server/features/auth/email-links';
import { hashToken } from '../../src/server/features/auth/tokens';
import { RATE_LIMITS } from '../../src/server/http/rate-limits';
import { createDesign, createUser } from '../factories';
import { request } from '../helpers/api';
import { mailedToken, signUpConfirmed, uniqueEmail } from '../helpers/auth';
import { shopForTests, testConfig } from '../helpers/test-app';

const shop = shopForTests({}, {
  // How the app sees the caller's address: what every per-IP limit counts by.
  extend: (app) => void app.get('/api/test-probe/ip', async (req) => ({ ip: req.ip, ips: req.ips ?? null })),
});

const me = (token: string) => request(shop, 'GET', '/api/auth/user', { token });
const mailsTo = async (to: string) => (await shop.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0].n;

/** A JSON error answer with the status and a message. */
function expectJsonError(res: LightMyRequestResponse, status: number, message?: RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(typeof res.json().error).toBe('string');
  if (message) expect(res.json().error).toMatch(message);
}

/** The headers of an answer that could tell two callers apart: all but the request id and the date. */
const telling = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !['x-request-id', 'date'].includes(name)).sort(([a], [b]) => a.localeCompare(b)));

const spoofs = (i: number) => ({
  'x-forwarded-for': `203.0.113.${i % 250}, 198.51.100.${(i * 7) % 250}`,
  'x-real-ip': `192.0.2.${i % 250}`,
  forwarded: `for=198.51.100.${i % 250};proto=https`,
});

describe('the caller’s address', () => {
  it('is the connection’s, never a header the caller writes (no proxy is trusted by default)', async () => {
    const res = await request(shop, 'GET', '/api/test-probe/ip', { ip: '10.98.0.7', headers: spoofs(1) });
    expect(res.json()).toEqual({ ip: '10.98.0.7', ips: null });
  });
});

describe('behind a load balancer (TRUST_PROXY)', () => {
  const proxied = shopForTests({ TRUST_PROXY: '10.200.0.1, 10.201.0.0/16' }, {
    extend: (app) => void app.get('/api/test-probe/ip', async (req) => ({ ip: req.ip })),
  });
  const via = (ip: string, forwardedFor: string, url = '/api/test-probe/ip', body?: object) =>
    request(proxied, body ? 'POST' : 'GET', url, { ip, body, headers: { 'x-forwarded-for': forwardedFor } });

  it('takes the client from X-Forwarded-For only when a configured proxy sends it', async () => {
    expect((await via('10.200.0.1', '198.51.100.7')).json().ip).toBe('198.51.100.7');
    expect((await via('10.201.3.4', '198.51.100.8')).json().ip).toBe('198.51.100.8');
    // A client naming another address before its own gets its own: the proxy appended the real one.
    expect((await via('10.200.0.1', '203.0.113.99, 198.51.100.7')).json().ip).toBe('198.51.100.7');
    // Anyone else's header is ignored.
    expect((await via('10.99.9.9', '198.51.100.7')).json().ip).toBe('10.99.9.9');
  });

  it('counts the per-IP login limit by the client behind the proxy, which a forged header does not reset', async () => {
    const { max } = RATE_LIMITS.loginPerIp;
    const login = (forwardedFor: string) => via('10.200.0.1', forwardedFor, '/api/auth/login', { email: uniqueEmail('lb'), password: 'guess-1234' });
    for (let i = 0; i < max; i++) expect((await login(`203.0.113.${i}, 198.51.100.20`)).statusCode).toBe(401);
    expectJsonError(await login('203.0.113.250, 198.51.100.20'), 429, /rate limit/);
    // Another client through the same proxy is not held back.
    expect((await login('198.51.100.21')).statusCode).toBe(401);
  });

  it('refuses TRUST_PROXY=true and malformed values at start', () => {
    for (const value of ['true', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/8']) expect(() => testConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    expect(testConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });
});

describe('login brute force', () => {
  it('stops one IP at the per-IP limit however the X-Forwarded-For header changes', async () => {
    const { max } = RATE_LIMITS.loginPerIp;
    const ip = '10.98.1.1';
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) {
      statuses.push((await request(shop, 'POST', '/api/auth/login', { ip, body: { email: uniqueEmail('spray'), password: 'guess-1234' }, headers: spoofs(i) })).statusCode);
    }
    expect(statuses).toEqual(Array(max).fill(401));
    const next = await request(shop, 'POST', '/api/auth/login', { ip, body: { email: uniqueEmail('spray'), password: 'guess-1234' }, headers: spoofs(max) });
    expectJsonError(next, 429, /rate limit/);
    expect(Number(next.json().retryAfter)).toBeGreaterThan(0);
    // Another address is not held back by that one's count.
    expect((await request(shop, 'POST', '/api/auth/login', { ip: '10.98.1.2', body: { email: uniqueEmail('spray'), password: 'guess-1234' } })).statusCode).toBe(401);
  });

  it('counts every spelling of an address as one, and answers an unknown address the same way', async () => {
    const { max } = RATE_LIMITS.loginPerAddress;
    const { email, password } = await signUpConfirmed(shop);
    const ghost = uniqueEmail('ghost');
    const spellings = (address: string, i: number) => (i % 3 === 0 ? address : i % 3 === 1 ? address.toUpperCase() : address.replace(/^./, (c) => c.toUpperCase()));
    for (const address of [email, ghost]) {
      for (let i = 0; i < max; i++) {
        const res = await request(shop, 'POST', '/api/auth/login', { ip: `10.98.2.${i}`, body: { email: spellings(address, i), password: `guess-${i}` } });
        expect(res.statusCode).toBe(401);
      }
    }
    const real = await request(shop, 'POST', '/api/auth/login', { ip: '10.98.3.1', body: { email: email.toUpperCase(), password } });
    const unknown = await request(shop, 'POST', '/api/auth/login', { ip: '10.98.3.2', body: { email: ghost.toUpperCase(), password } });
    expectJsonError(real, 429, /rate limit/);
    expectJsonError(unknown, 429, /rate limit/);
    expect(Object.keys(real.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
  });
});

describe('mail floods', () => {
  it('stop at the per-IP ceiling across forgot-password and resend, however X-Forwarded-For changes', async () => {
    const { max } = RATE_LIMITS.mailPerIp;
    const ip = '10.97.0.1';
    const targets = await Promise.all(Array.from({ length: max + 1 }, () => createUser(shop.database.db, { email: uniqueEmail('flood'), emailConfirmedAt: null })));
    for (const [i, user] of targets.slice(0, max).entries()) {
      const url = i % 2 === 0 ? '/api/auth/forgot-password' : '/api/auth/resend-confirmation';
      expect((await request(shop, 'POST', url, { ip, body: { email: user.email }, headers: spoofs(i) })).statusCode).toBe(200);
    }
    const last = targets[max];
    expectJsonError(await request(shop, 'POST', '/api/auth/forgot-password', { ip, body: { email: last.email }, headers: spoofs(max) }), 429, /rate limit/);
    expectJsonError(await request(shop, 'POST', '/api/auth/resend-confirmation', { ip, body: { email: last.email }, headers: spoofs(max + 1) }), 429, /rate limit/);
    expect(await mailsTo(last.email)).toBe(0);
    const sent = await shop.database.db.select({ n: count() }).from(mailOutbox).where(inArray(mailOutbox.toAddress, targets.map((t) => t.email)));
    expect(sent[0].n).toBe(max);
  });

  it('stop at one mail a minute per address and kind, whatever its spelling and the IP', async () => {
    const user = await createUser(shop.database.db, { email: uniqueEmail('victim') });
    expect((await request(shop, 'POST', '/api/auth/forgot-password', { ip: '10.97.1.1', body: { email: user.email } })).statusCode).toBe(200);
    for (const [i, spelling] of [user.email, user.email.toUpperCase(), ` ${user.email} `].entries()) {
      expectJsonError(await request(shop, 'POST', '/api/auth/forgot-password', { ip: `10.97.1.${i + 2}`, body: { email: spelling } }), 429, /rate limit/);
    }
    expect(await mailsTo(user.email)).toBe(1);
  });

  // The in-memory store counts by the clock this test moves; Redis keeps its own time.
  it.skipIf(Boolean(process.env.REDIS_URL))('stop at the hourly ceiling per address, one a minute apart', async () => {
    const { max } = RATE_LIMITS.mailPerAddressHour;
    const user = await createUser(shop.database.db, { email: uniqueEmail('hourly') });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= max; i++) {
        vi.setSystemTime(start + i * 61_000);
        statuses.push((await request(shop, 'POST', '/api/auth/forgot-password', { ip: `10.97.2.${i}`, body: { email: user.email } })).statusCode);
      }
      expect(statuses).toEqual([...Array(max).fill(200), 429]);
      expect(await mailsTo(user.email)).toBe(max);
      vi.setSystemTime(start + RATE_LIMITS.mailPerAddressHour.window + 1000);
      expect((await request(shop, 'POST', '/api/auth/forgot-password', { ip: '10.97.2.100', body: { email: user.email } })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('whether an account exists is not revealed', () => {
  async function accounts() {
    const confirmed = await createUser(shop.database.db, { email: uniqueEmail('known') });
    const unconfirmed = await createUser(shop.database.db, { email: uniqueEmail('pending'), emailConfirmedAt: null });
    return { confirmed: confirmed.email, unconfirmed: unconfirmed.email, unknown: uniqueEmail('nobody') };
  }

  it.each([
    ['/api/auth/forgot-password', { confirmed: 1, unconfirmed: 1, unknown: 0 }],
    ['/api/auth/resend-confirmation', { confirmed: 0, unconfirmed: 1, unknown: 0 }],
  ])('%s answers an existing, an unconfirmed and an unknown address identically, headers included', async (url, mails) => {
    const who = await accounts();
    const answers = [];
    for (const email of Object.values(who)) answers.push(await request(shop, 'POST', url, { body: { email } }));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(answers[0].body);
      expect(telling(res.headers)).toEqual(telling(answers[0].headers));
    }
    // Only the mail differs, and nobody but the address's owner sees it.
    expect({ confirmed: await mailsTo(who.confirmed), unconfirmed: await mailsTo(who.unconfirmed), unknown: await mailsTo(who.unknown) }).toEqual(mails);
  });

  it('login refuses a wrong password for an existing, an unconfirmed and an unknown address identically', async () => {
    const who = await accounts();
    const answers = [];
    for (const email of Object.values(who)) answers.push(await request(shop, 'POST', '/api/auth/login', { body: { email, password: 'Wr0ng!pass' } }));
    for (const res of answers) {
      expectJsonError(res, 401, /Invalid email or password/);
      expect(res.body).toBe(answers[0].body);
      expect(telling(res.headers)).toEqual(telling(answers[0].headers));
    }
  });

  it('sign-up answers a taken address as a new one (the owner is told by mail), headers included', async () => {
    const taken = (await createUser(shop.database.db, { email: uniqueEmail('taken') })).email;
    const fresh = uniqueEmail('fresh');
    const a = await request(shop, 'POST', '/api/auth/register', { body: { email: taken, password: 'Str0ng!pass' } });
    const b = await request(shop, 'POST', '/api/auth/register', { body: { email: fresh, password: 'Str0ng!pass' } });
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    expect(telling(a.headers)).toEqual(telling(b.headers));
    expect(await mailsTo(taken)).toBe(1);
  });
});

describe('tokens', () => {
  const secret = () => new TextEncoder().encode(shop.config.authSecret);
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; sid: string; kind: string; exp: number };
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('refuses forged access tokens: no algorithm, another algorithm, tampered claims, another member’s id', async () => {
    const admin = await signUpConfirmed(shop);
    await shop.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email));
    const member = await signUpConfirmed(shop);
    const other = await signUpConfirmed(shop);
    const [head, , signature] = member.session.access_token.split('.');
    const claims = claimsOf(member.session.access_token);
    const adminClaims = claimsOf(admin.session.access_token);

    const forged = {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, role: 'admin' })}.`,
      'alg none, no dot': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}`,
      'HS512 with the real secret': await new SignJWT({ sid: claims.sid, kind: 'normal' }).setProtectedHeader({ alg: 'HS512' }).setSubject(claims.sub).setExpirationTime('1h').sign(secret()),
      'role=admin added, signature kept': `${head}.${b64({ ...claims, role: 'admin' })}.${signature}`,
      'the admin’s session id, signature kept': `${head}.${b64({ ...claims, sid: adminClaims.sid, sub: adminClaims.sub })}.${signature}`,
      'recovery kind changed to normal': `${head}.${b64({ ...claims, kind: 'recovery' })}.${signature}`,
      'exp pushed out, signature kept': `${head}.${b64({ ...claims, exp: claims.exp + 86_400 })}.${signature}`,
      'signed by another secret as the admin': await new SignJWT({ sid: adminClaims.sid, kind: 'normal', role: 'admin' }).setProtectedHeader({ alg: 'HS256' }).setSubject(adminClaims.sub).setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(48))),
      // A real signature over a mismatched pair: the member's id with the other member's session.
      'another member’s session id': await new SignJWT({ sid: claimsOf(other.session.access_token).sid, kind: 'normal' }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setExpirationTime('1h').sign(secret()),
    };
    for (const [name, token] of Object.entries(forged)) {
      const res = await me(token);
      expect(res.statusCode, name).toBe(401);
      expectJsonError(res, 401);
      expect((await request(shop, 'GET', '/api/orders', { token })).statusCode, name).toBe(401);
    }
    // A role claim counts for nothing even when genuinely signed: the role is read from the database.
    const selfMadeAdmin = await new SignJWT({ sid: claims.sid, kind: 'normal', role: 'admin' }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setExpirationTime('1h').sign(secret());
    expectJsonError(await request(shop, 'GET', '/api/orders', { token: selfMadeAdmin }), 403);
    expect((await request(shop, 'GET', '/api/orders', { token: admin.session.access_token })).statusCode).toBe(200);
  });

  it('refuses an expired token, and a token whose session has expired', async () => {
    const { session } = await signUpConfirmed(shop);
    const claims = claimsOf(session.access_token);
    const expired = await new SignJWT({ sid: claims.sid, kind: 'normal' }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setIssuedAt(Math.floor(Date.now() / 1000) - 7200).setExpirationTime(Math.floor(Date.now() / 1000) - 1).sign(secret());
    expectJsonError(await me(expired), 401);
    expect((await me(session.access_token)).statusCode).toBe(200);
    await shop.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, claims.sid));
    expectJsonError(await me(session.access_token), 401);
    expectJsonError(await request(shop, 'POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } }), 401);
  });

  it('honours a refresh token reused within the grace period; later reuse revokes that session only', async () => {
    const { email, password, session } = await signUpConfirmed(shop);
    const elsewhere = (await request(shop, 'POST', '/api/auth/login', { body: { email, password } })).json().session;
    const first = await request(shop, 'POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } });
    const graced = await request(shop, 'POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(first.statusCode).toBe(200);
    expect(graced.statusCode).toBe(200);
    // The family moves on: the newest token rotates once more.
    const newest = await request(shop, 'POST', '/api/auth/refresh', { body: { refresh_token: first.json().refresh_token } });
    expect(newest.statusCode).toBe(200);

    // Past the grace period (moved back in time rather than waited for), the old token is a thief's.
    await shop.database.db.update(refreshTokens).set({ usedAt: new Date(Date.now() - 60_000) })
      .where(and(eq(refreshTokens.sessionId, claimsOf(session.access_token).sid), eq(refreshTokens.tokenHash, hashToken(session.refresh_token))));
    expectJsonError(await request(shop, 'POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } }), 401, /already used/);

    for (const tokens of [session, first.json(), graced.json(), newest.json()]) {
      expectJsonError(await me(tokens.access_token), 401);
      expectJsonError(await request(shop, 'POST', '/api/auth/refresh', { body: { refresh_token: tokens.refresh_token } }), 401);
    }
    // The member's other device is another session and stays signed in.
    expect((await me(elsewhere.access_token)).statusCode).toBe(200);
  });

  it('refuses mailed links reused, expired, of the other kind, and never lets one act for another account', async () => {
    const ada = uniqueEmail('ada');
    const bob = await signUpConfirmed(shop);
    expect((await request(shop, 'POST', '/api/auth/register', { body: { email: ada, password: 'Str0ng!pass' } })).statusCode).toBe(200);
    const adaConfirm = await mailedToken(shop, ada, 'signup');

    // A confirmation link is not a reset link, and confirms its own account whoever follows it.
    expectJsonError(await request(shop, 'POST', '/api/auth/confirm-email', { body: { token_hash: adaConfirm, type: 'recovery' } }), 400, /invalid/);
    const confirmed = await request(shop, 'POST', '/api/auth/confirm-email', { token: bob.session.access_token, body: { token_hash: adaConfirm, type: 'signup' } });
    expect(confirmed.statusCode).toBe(200);
    expect((await me(confirmed.json().session.access_token)).json().email).toBe(ada);
    expect((await me(bob.session.access_token)).json().email).toBe(bob.email);
    expectJsonError(await request(shop, 'POST', '/api/auth/confirm-email', { body: { token_hash: adaConfirm, type: 'signup' } }), 410, /already been used/);

    // Reset links: one expired, one used twice, one paired with another account's recovery session.
    const recoveryOf = async (email: string) => {
      expect((await request(shop, 'POST', '/api/auth/forgot-password', { body: { email } })).statusCode).toBe(200);
      return mailedToken(shop, email, 'recovery');
    };
    const adaReset = await recoveryOf(ada);
    const bobReset = await recoveryOf(bob.email);
    const adaRecovery = (await request(shop, 'POST', '/api/auth/confirm-email', { body: { token_hash: adaReset, type: 'recovery' } })).json().session;
    const bobRecovery = (await request(shop, 'POST', '/api/auth/confirm-email', { body: { token_hash: bobReset, type: 'recovery' } })).json().session;
    expectJsonError(await request(shop, 'POST', '/api/auth/confirm-email', { body: { token_hash: adaReset, type: 'recovery' } }), 410, /already been used/);
    expectJsonError(await request(shop, 'POST', '/api/auth/confirm-email', { body: { token_hash: adaReset, type: 'signup' } }), 400, /invalid/);
    // Ada's recovery access token with Bob's refresh token (or the other way round) changes nobody's password.
    for (const mixed of [
      { access_token: adaRecovery.access_token, refresh_token: bobRecovery.refresh_token },
      { access_token: bobRecovery.access_token, refresh_token: adaRecovery.refresh_token },
    ]) expectJsonError(await request(shop, 'POST', '/api/auth/reset-password', { body: { ...mixed, password: 'Hij4ck!pass' } }), 401, /expired or is invalid/);
    expect((await request(shop, 'POST', '/api/auth/login', { body: { email: bob.email, password: bob.password } })).statusCode).toBe(200);
    // A recovery session opens nothing but the reset, and the member's normal token is no reset token.
    expectJsonError(await request(shop, 'GET', '/api/cart', { token: adaRecovery.access_token }), 401);
    expectJsonError(await request(shop, 'POST', '/api/auth/reset-password', { body: { access_token: bob.session.access_token, refresh_token: bob.session.refresh_token, password: 'Hij4ck!pass' } }), 401);

    // An expired reset link (issued directly: the address's one mail a minute is spent).
    const lateToken = await issueEmailToken(shop.database.db, (await me(bob.session.access_token)).json().id, 'recovery');
    await shop.database.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.tokenHash, hashToken(lateToken)));
    expectJsonError(await request(shop, 'POST', '/api/auth/confirm-email', { body: { token_hash: lateToken, type: 'recovery' } }), 410, /expired/);
  });

  it('keeps one member’s token off another member’s bag lines and wishlist entries (404, unchanged)', async () => {
    const owner = await signUpConfirmed(shop);
    const intruder = await signUpConfirmed(shop);
    const design = await createDesign(shop.database.db);
    const line = (await request(shop, 'POST', '/api/cart', { token: owner.session.access_token, body: { designId: design.id, quantity: 2 } })).json();
    const wish = (await request(shop, 'POST', '/api/wishlist', { token: owner.session.access_token, body: { designId: design.id } })).json();
    const as = { token: intruder.session.access_token };
    expectJsonError(await request(shop, 'PATCH', `/api/cart/${line.id}`, { ...as, body: { quantity: 9 } }), 404);
    expectJsonError(await request(shop, 'DELETE', `/api/cart/${line.id}`, as), 404);
    expectJsonError(await request(shop, 'DELETE', `/api/wishlist/${wish.id}`, as), 404);
    const bag = (await request(shop, 'GET', '/api/cart', { token: owner.session.access_token })).json() as { id: string; quantity: number }[];
    expect(bag.map((l) => [l.id, l.quantity])).toEqual([[line.id, 2]]);
    expect((await request(shop, 'GET', '/api/wishlist', { token: owner.session.access_token })).json()).toHaveLength(1);
  });
});
