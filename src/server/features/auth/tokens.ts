/** Access tokens (short-lived JWTs) and the random tokens that are stored only as hashes. */
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

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
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    const { sub, sid, kind } = payload as { sub?: unknown; sid?: unknown; kind?: unknown };
    if (typeof sub !== 'string' || typeof sid !== 'string' || (kind !== 'normal' && kind !== 'recovery')) return null;
    return { userId: sub, sessionId: sid, kind };
  } catch {
    return null;
  }
}

/** 256 random bits, URL-safe: refresh tokens and mailed link tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as SHA-256 digests: a leaked table opens no account. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
