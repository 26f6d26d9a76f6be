import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

const secret = 'a-test-secret-of-enough-length-0123456789';
const claims = { userId: 'u-1', sessionId: 's-1', kind: 'normal' as const };

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('verify with our secret only, the second time as the first', async () => {
    const token = await signAccessToken(claims, secret);
    expect(await verifyAccessToken(token, secret)).toEqual(claims);
    expect(await verifyAccessToken(token, secret)).toEqual(claims);
    expect(await verifyAccessToken(token, `${secret}-other`)).toBeNull();
    expect(await verifyAccessToken(`${token.slice(0, -2)}xx`, secret)).toBeNull();
  });

  it('stop at their expiry even after an earlier check passed', async () => {
    const token = await signAccessToken(claims, secret, 60);
    expect(await verifyAccessToken(token, secret)).toEqual(claims);
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await verifyAccessToken(token, secret)).toBeNull();
  });
});
