/** Access tokens (short-lived JWTs) and the random tokens that are stored only as hashes. */
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { verifiedTokens, type VerifiedToken } from '../../http/cache/verified-tokens';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export interface AccessClaims {
  userId: string;
  sessionId: string;
  kind: 'normal' | 'recovery';
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(claims: AccessClaims, secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, kind: claims.kind })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}

/** The claims of a valid, unexpired token signed with our secret; null for anything else. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  // Checked once per token (http/cache/verified-tokens.ts); the expiry on every call.
  const known = verifiedTokens.get(token) as VerifiedToken<AccessClaims> | undefined;
  if (known && known.secret === secret) return known.expiresAtMs > Date.now() ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    const { sub, sid, kind, exp } = payload as { sub?: unknown; sid?: unknown; kind?: unknown; exp?: unknown };
    if (typeof sub !== 'string' || typeof sid !== 'string' || (kind !== 'normal' && kind !== 'recovery') || typeof exp !== 'number') return null;
    const claims: AccessClaims = { userId: sub, sessionId: sid, kind };
    verifiedTokens.set(token, { secret, claims, expiresAtMs: exp * 1000 }, verifiedTokens.generation);
    return claims;
  } catch {
    return null;
  }
}

export const DEVICE_TOKEN_TTL_DAYS = 180;

/**
 * A browser's proof that it logged in to this account with the password before (issue 21): a JWT of
 * its own kind (never accepted as an access token, nor an access token as one) naming the user and a
 * random device id, which keys that device's own login budget (rate-limits.ts, loginPerDevice).
 */
export async function signDeviceToken(userId: string, secret: string): Promise<string> {
  return new SignJWT({ kind: 'device' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_TOKEN_TTL_DAYS}d`)
    .sign(key(secret));
}

/** The user and device of a valid device token signed with our secret; null for anything else. */
export async function verifyDeviceToken(token: string, secret: string): Promise<{ userId: string; deviceId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    if (payload.kind !== 'device' || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
    return { userId: payload.sub, deviceId: payload.jti };
  } catch {
    return null;
  }
}

/** 256 random bits, URL-safe: refresh tokens and mailed link tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as SHA-256 digests: a leaked table opens no account. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
