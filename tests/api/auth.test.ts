import { count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { emailTokens, mailOutbox, sessions, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { createUser } from '../factories';
import { request } from '../helpers/api';
import { lastMail, mailedToken, signUpConfirmed, uniqueEmail } from '../helpers/auth';
import { createTestShop, shopForTests } from '../helpers/test-app';

const shop = shopForTests();

const me = (token?: string) => request(shop, 'GET', '/api/auth/user', { token });
const mailCount = async (to: string) => (await shop.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0].n;

describe('sign-up with email confirmation (the default)', () => {
  it('creates the account, mails a confirmation link and asks the user to confirm', async () => {
    const email = uniqueEmail();
    const res = await request(shop, 'POST', '/api/auth/register', { body: { email: `  ${email.toUpperCase()} `, password: 'Str0ng!pass' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, needsEmailConfirmation: true, message: expect.stringContaining('Account created successfully') });
    const [user] = await shop.database.db.select().from(users).where(eq(users.email, email));
    expect(user.emailConfirmedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await lastMail(shop, email);
    expect(mail?.subject).toMatch(/Confirm/);
    expect(mail?.links.some((l) => l.startsWith(`${shop.config.publicUrl}/auth/confirm?token_hash=`) && l.endsWith('&type=signup'))).toBe(true);
  });

  it('refuses to log in before confirmation, with the flag the client reads', async () => {
    const email = uniqueEmail();
    await request(shop, 'POST', '/api/auth/register', { body: { email, password: 'Str0ng!pass' } });
    const res = await request(shop, 'POST', '/api/auth/login', { body: { email, password: 'Str0ng!pass' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Please confirm your email address before logging in.', success: false, needsEmailConfirmation: true });
  });

  it('confirms through the link, signs the user in, and the link works only once', async () => {
    const email = uniqueEmail();
    await request(shop, 'POST', '/api/auth/register', { body: { email, password: 'Str0ng!pass' } });
    const token = await mailedToken(shop, email, 'signup');
    const res = await request(shop, 'POST', '/api/auth/confirm-email', { body: { token_hash: token } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, type: 'signup', session: { token_type: 'Bearer', expires_in: 3600 } });
    const user = await me(body.session.access_token);
    expect(user.json()).toMatchObject({ email, role: 'customer', emailConfirmed: true });

    const again = await request(shop, 'POST', '/api/auth/confirm-email', { body: { token_hash: token, type: 'signup' } });
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toContain('already been used');
    const login = await request(shop, 'POST', '/api/auth/login', { body: { email, password: 'Str0ng!pass' } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired link, an unknown one, and a recovery token used as a confirmation', async () => {
    const email = uniqueEmail();
    await request(shop, 'POST', '/api/auth/register', { body: { email, password: 'Str0ng!pass' } });
    const token = await mailedToken(shop, email, 'signup');
    await shop.database.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await request(shop, 'POST', '/api/auth/confirm-email', { body: { token_hash: token, type: 'signup' } });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toContain('expired');
    const forged = await request(shop, 'POST', '/api/auth/confirm-email', { body: { token_hash: 'forged-token', type: 'signup' } });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toContain('invalid');
    const wrongType = await request(shop, 'POST', '/api/auth/confirm-email', { body: { token_hash: token, type: 'recovery' } });
    expect(wrongType.json().error).toContain('invalid');
    const [user] = await shop.database.db.select().from(users).where(eq(users.email, email));
    expect(user.emailConfirmedAt).toBeNull();
  });

  it('answers a sign-up for a taken address exactly as for a new one, and tells the owner by mail', async () => {
    const { email } = await createUser(shop.database.db, { email: uniqueEmail(), passwordHash: await hashPassword('Own3r!pass') });
    const res = await request(shop, 'POST', '/api/auth/register', { body: { email, password: 'Another1!' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, needsEmailConfirmation: true, message: expect.stringContaining('Account created successfully') });
    expect((await lastMail(shop, email))?.kind).toBe('account-exists');
    const login = await request(shop, 'POST', '/api/auth/login', { body: { email, password: 'Another1!' } });
    expect(login.statusCode).toBe(401);
  });

  it('rejects bad sign-up input with the spec’s messages and creates nothing', async () => {
    const before = (await shop.database.db.select({ n: count() }).from(users))[0].n;
    const cases: [unknown, string][] = [
      [{ email: 'not-an-email', password: 'Str0ng!pass' }, 'Please enter a valid email address'],
      [{ email: uniqueEmail(), password: '12345' }, 'Password must be at least 6 characters long'],
      [{ email: uniqueEmail() }, 'Password must be at least 6 characters long'],
      [{ email: uniqueEmail(), password: 'Str0ng!pass', role: 'admin' }, 'Unknown field: "role"'],
    ];
    for (const [payload, error] of cases) {
      const res = await request(shop, 'POST', '/api/auth/register', { body: payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(error);
    }
    expect((await shop.database.db.select({ n: count() }).from(users))[0].n).toBe(before);
  });
});

describe('sign-up without email confirmation', () => {
  it('answers a session at once, and 409 for a taken address', async () => {
    const open = await createTestShop({ EMAIL_CONFIRMATION: 'false' });
    try {
      const email = uniqueEmail();
      const res = await request(open, 'POST', '/api/auth/register', { body: { email, password: 'Str0ng!pass' } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, user: { email, emailConfirmed: true }, session: { token_type: 'Bearer' } });
      const again = await request(open, 'POST', '/api/auth/register', { body: { email, password: 'Str0ng!pass' } });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatch(/already exists/);
    } finally {
      await open.close();
    }
  });
});

describe('login, current user and logout', () => {
  it('answers the same refusal for a wrong password and an unknown address', async () => {
    const { email } = await signUpConfirmed(shop);
    const wrong = await request(shop, 'POST', '/api/auth/login', { body: { email, password: 'nope-nope' } });
    const unknown = await request(shop, 'POST', '/api/auth/login', { body: { email: uniqueEmail(), password: 'nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe('Invalid email or password');
  });

  it('compares addresses case-insensitively and answers the user', async () => {
    const { email, password } = await signUpConfirmed(shop);
    const res = await request(shop, 'POST', '/api/auth/login', { body: { email: email.toUpperCase(), password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email);
    expect((await me(res.json().session.access_token)).statusCode).toBe(200);
  });

  it('refuses missing, tampered, foreign-signed and expired tokens with 401', async () => {
    const { session } = await signUpConfirmed(shop);
    const [head, payload, sig] = session.access_token.split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.${sig}`;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const foreign = await new SignJWT({ sid: claims.sid, kind: 'normal' }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setExpirationTime('1h').sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const expired = await new SignJWT({ sid: claims.sid, kind: 'normal' }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setExpirationTime(Math.floor(Date.now() / 1000) - 10).sign(new TextEncoder().encode(shop.config.authSecret));
    for (const token of [undefined, 'garbage', tampered, foreign, expired]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatch(/log in|sign in/i);
    }
  });

  it('logout revokes the session: its access and refresh tokens stop working', async () => {
    const { session } = await signUpConfirmed(shop);
    const res = await request(shop, 'POST', '/api/auth/logout', { token: session.access_token, body: { refresh_token: session.refresh_token } });
    expect(res.json()).toEqual({ success: true });
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await request(shop, 'POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } })).statusCode).toBe(401);
    expect((await request(shop, 'POST', '/api/auth/logout')).json()).toEqual({ success: true });
  });

  it('answers members calling at once each with their own account, and a signed-out one among them with 401', async () => {
    const members = await Promise.all([0, 1, 2, 3, 4].map(() => signUpConfirmed(shop)));
    const out = members[2];
    await request(shop, 'POST', '/api/auth/logout', { token: out.session.access_token, body: { refresh_token: out.session.refresh_token } });
    // Asked together, so their sessions are read in one batch (http/auth.ts).
    const answers = await Promise.all([...members, ...members].map((m) => me(m.session.access_token)));
    answers.forEach((res, i) => {
      const member = members[i % members.length];
      if (member === out) expect(res.statusCode).toBe(401);
      else expect(res.json().email).toBe(member.email);
    });
  });

  it("refuses a token that names another member than its session, even signed with the shop's secret", async () => {
    const [a, b] = await Promise.all([signUpConfirmed(shop), signUpConfirmed(shop)]);
    const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const mixed = await new SignJWT({ sid: claimsOf(a.session.access_token).sid, kind: 'normal' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claimsOf(b.session.access_token).sub)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(shop.config.authSecret));
    expect((await me(mixed)).statusCode).toBe(401);
    expect((await me(a.session.access_token)).json().email).toBe(a.email);
  });
});

describe('refreshing a session', () => {
  it('rotates the refresh token and keeps the user signed in', async () => {
    const { session } = await signUpConfirmed(shop);
    const res = await request(shop, 'POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect((await me(next.access_token)).statusCode).toBe(200);
  });

  it('accepts a just-used token again (several tabs), and revokes the family when it is reused later', async () => {
    const { session } = await signUpConfirmed(shop);
    const tabs = await Promise.all([1, 2, 3].map(() => request(shop, 'POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } })));
    expect(tabs.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    // Past the grace period: move the use back in time rather than wait.
    const { refreshTokens } = await import('../../src/server/db/schema');
    await shop.database.db.update(refreshTokens).set({ usedAt: new Date(Date.now() - 60_000) });
    const reuse = await request(shop, 'POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error).toMatch(/already used/);
    for (const tab of tabs) expect((await me(tab.json().access_token)).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a link whose recovery session sets a new password and signs out every session', async () => {
    const { email, password, session } = await signUpConfirmed(shop);
    const forgot = await request(shop, 'POST', '/api/auth/forgot-password', { body: { email } });
    expect(forgot.json()).toEqual({ success: true, message: "If an account with that email exists, we've sent a password reset link." });
    const mail = await lastMail(shop, email);
    const link = mail!.links.find((l) => l.includes('type=recovery'))!;
    expect(link.startsWith(`${shop.config.publicUrl}/auth/callback?token_hash=`)).toBe(true);
    const token = new URL(link).searchParams.get('token_hash')!;

    const { access_token, refresh_token } = (await request(shop, 'POST', '/api/auth/confirm-email', { body: { token_hash: token, type: 'recovery' } })).json().session;
    const recovery = { access_token, refresh_token };
    // The recovery session is good for nothing but the reset.
    expect((await me(recovery.access_token)).statusCode).toBe(401);
    expect((await request(shop, 'POST', '/api/auth/refresh', { body: { refresh_token: recovery.refresh_token } })).statusCode).toBe(401);

    const reset = await request(shop, 'POST', '/api/auth/reset-password', { body: { ...recovery, password: 'N3w!password' } });
    expect(reset.statusCode).toBe(200);
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await request(shop, 'POST', '/api/auth/login', { body: { email, password } })).statusCode).toBe(401);
    expect((await request(shop, 'POST', '/api/auth/login', { body: { email, password: 'N3w!password' } })).statusCode).toBe(200);
    const replay = await request(shop, 'POST', '/api/auth/reset-password', { body: { ...recovery, password: 'Other!pass1' } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toContain('expired or is invalid');
  });

  it('refuses a normal session’s tokens for a reset', async () => {
    const { session } = await signUpConfirmed(shop);
    const res = await request(shop, 'POST', '/api/auth/reset-password', { body: { access_token: session.access_token, refresh_token: session.refresh_token, password: 'N3w!password' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers forgot-password and resend the same for unknown addresses, and sends nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const forgot = await request(shop, 'POST', '/api/auth/forgot-password', { body: { email: ghost } });
    const resend = await request(shop, 'POST', '/api/auth/resend-confirmation', { body: { email: ghost } });
    expect(forgot.statusCode).toBe(200);
    expect(resend.statusCode).toBe(200);
    expect(forgot.json().message).toBe("If an account with that email exists, we've sent a password reset link.");
    expect(await mailCount(ghost)).toBe(0);
  });
});

describe('rate limits', () => {
  it('allows one mail a minute per address, with a message containing "rate limit"', async () => {
    const email = uniqueEmail();
    await request(shop, 'POST', '/api/auth/register', { ip: '10.4.0.1', body: { email, password: 'Str0ng!pass' } });
    const resend = await request(shop, 'POST', '/api/auth/resend-confirmation', { ip: '10.4.0.2', body: { email } });
    expect(resend.statusCode).toBe(429);
    expect(resend.json().error).toMatch(/rate limit/);
    expect(await mailCount(email)).toBe(1);
    // The limit is per address, not per IP: an unknown address is limited the same way (no leak).
    const ghost = uniqueEmail('ghost');
    expect((await request(shop, 'POST', '/api/auth/forgot-password', { ip: '10.4.0.3', body: { email: ghost } })).statusCode).toBe(200);
    expect((await request(shop, 'POST', '/api/auth/forgot-password', { ip: '10.4.0.4', body: { email: ghost } })).statusCode).toBe(429);
  });

  it('stops a brute force on one address after 10 tries in 15 minutes, from any IP', async () => {
    const { email, password } = await signUpConfirmed(shop);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await request(shop, 'POST', '/api/auth/login', { ip: `10.5.0.${i}`, body: { email, password: `guess-${i}` } })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const right = await request(shop, 'POST', '/api/auth/login', { ip: '10.5.1.1', body: { email, password } });
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toMatch(/rate limit/);
  });

  it('stops one IP after 30 login attempts across addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await request(shop, 'POST', '/api/auth/login', { ip: '10.6.0.1', body: { email: uniqueEmail('spray'), password: 'x' } })).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
  });
});

describe('sessions are stored hashed', () => {
  it('keeps no usable token in the database', async () => {
    const { session } = await signUpConfirmed(shop);
    const rows = await shop.database.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    const { refreshTokens } = await import('../../src/server/db/schema');
    const tokens = await shop.database.db.select().from(refreshTokens);
    expect(tokens.some((t) => t.tokenHash === session.refresh_token)).toBe(false);
    expect(tokens.every((t) => /^[0-9a-f]{64}$/.test(t.tokenHash))).toBe(true);
  });
});
