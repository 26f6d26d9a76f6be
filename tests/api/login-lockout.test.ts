/**
 * Login lockout by strangers (issue 21, point 6). Wrong passwords from many addresses still stop at
 * the per-account limit, but they cannot lock the owner out: a browser that logged in before sends
 * its device token and has a budget of its own, and a password set through a mailed reset link
 * starts a fresh count. Without either, the refusal tells the owner how to get in.
 */
import { describe, expect, it } from 'vitest';
import { authMessages } from '@shared/messages';
import { signAccessToken } from '../../src/server/features/auth/tokens';
import { RATE_LIMITS } from '../../src/server/http/rate-limits';
import { request } from '../helpers/api';
import { mailedToken, signUpConfirmed } from '../helpers/auth';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests();

const login = (body: Record<string, unknown>) => request(shop, 'POST', '/api/auth/login', { body });

/** The strangers: a wrong password from each of up to `max` addresses, until the account's limit is reached. */
async function lockOut(email: string) {
  for (let i = 0; i < RATE_LIMITS.loginPerAddress.max; i++) {
    const res = await login({ email, password: `guess-${i}` });
    if (res.statusCode === 429) return;
    expect(res.statusCode).toBe(401);
  }
}

function expectLocked(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json().error).toMatch(/rate limit/);
  expect(res.json().error).toContain(authMessages.dialog.forgotLink);
  expect(res.json().session).toBeUndefined();
}

describe('a locked account', () => {
  it('still lets the owner in with the correct password from a browser that logged in before', async () => {
    const { email, password } = await signUpConfirmed(shop);
    const earlier = await login({ email, password });
    expect(earlier.statusCode).toBe(200);
    const device = earlier.json().device_token as string;
    expect(device).toEqual(expect.any(String));

    await lockOut(email);
    // Without the device's token the owner is refused like anyone else, and told what to do.
    expectLocked(await login({ email, password }));
    // With it, the correct password signs in (and answers a fresh device token).
    const owner = await login({ email, password, device_token: device });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ success: true, session: { token_type: 'Bearer' }, device_token: expect.any(String) });
    // The device token alone is no key: a wrong password with it is still a 401.
    expect((await login({ email, password: 'guess-x', device_token: device })).statusCode).toBe(401);
  });

  it('is not opened by another account’s device token, an access token or a forged one', async () => {
    const victim = await signUpConfirmed(shop);
    const other = await signUpConfirmed(shop);
    const otherDevice = (await login({ email: other.email, password: other.password })).json().device_token as string;
    await lockOut(victim.email);
    const accessToken = victim.session.access_token;
    const forged = await signAccessToken({ userId: '00000000-0000-4000-8000-000000000000', sessionId: 'x', kind: 'normal' }, 'not-the-shop-secret-but-long-enough-for-hs256');
    for (const device_token of [otherDevice, accessToken, forged, 'not-a-token']) expectLocked(await login({ email: victim.email, password: victim.password, device_token }));
  });

  it('gives a known device its own budget: guessing with a device token stops at the same figure', async () => {
    const { email, password } = await signUpConfirmed(shop);
    const device = (await login({ email, password })).json().device_token as string;
    for (let i = 0; i < RATE_LIMITS.loginPerDevice.max; i++) expect((await login({ email, password: `guess-${i}`, device_token: device })).statusCode).toBe(401);
    expectLocked(await login({ email, password, device_token: device }));
  });

  it('opens to the new password once it is set through a mailed reset link', async () => {
    const { email, password } = await signUpConfirmed(shop);
    await lockOut(email);
    expectLocked(await login({ email, password }));

    expect((await request(shop, 'POST', '/api/auth/forgot-password', { body: { email } })).statusCode).toBe(200);
    const { access_token, refresh_token } = (await request(shop, 'POST', '/api/auth/confirm-email', { body: { token_hash: await mailedToken(shop, email, 'recovery'), type: 'recovery' } })).json().session;
    expect((await request(shop, 'POST', '/api/auth/reset-password', { body: { access_token, refresh_token, password: 'N3w!password' } })).statusCode).toBe(200);
    const after = await login({ email, password: 'N3w!password' });
    expect(after.statusCode, after.body).toBe(200);
    // The count starts again from there (that log-in was one attempt), and stops at the limit again.
    for (let i = 1; i < RATE_LIMITS.loginPerAddress.max; i++) expect((await login({ email, password: `guess-${i}` })).statusCode).toBe(401);
    expectLocked(await login({ email, password: 'N3w!password' }));
  });
});
