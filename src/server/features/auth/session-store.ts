/**
 * Sessions: a family of rotating refresh tokens per signed-in device, and the access tokens minted
 * for it. A used refresh token is honoured again for a short grace period (several tabs refreshing
 * at once); reuse after that counts as theft and revokes the whole family.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Session } from '@shared/contracts/auth';
import type { DbOrTx } from '../../db/client';
import { refreshTokens, sessions } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { ACCESS_TOKEN_TTL_SECONDS, hashToken, randomToken, signAccessToken } from './tokens';

export const SESSION_TTL_DAYS = 30;
export const RECOVERY_SESSION_TTL_SECONDS = 3600;
export const REFRESH_REUSE_GRACE_SECONDS = 10;

type Kind = 'normal' | 'recovery';

/** Opens a session for the user and answers its first tokens. */
export async function openSession(db: DbOrTx, userId: string, secret: string, kind: Kind = 'normal'): Promise<Session> {
  const ttlSeconds = kind === 'recovery' ? RECOVERY_SESSION_TTL_SECONDS : SESSION_TTL_DAYS * 86400;
  const [session] = await db
    .insert(sessions)
    .values({ userId, kind, expiresAt: new Date(Date.now() + ttlSeconds * 1000) })
    .returning({ id: sessions.id });
  return issueTokens(db, { userId, sessionId: session.id, kind }, secret);
}

async function issueTokens(db: DbOrTx, claims: { userId: string; sessionId: string; kind: Kind }, secret: string): Promise<Session> {
  const refresh = randomToken();
  await db.insert(refreshTokens).values({ sessionId: claims.sessionId, tokenHash: hashToken(refresh) });
  const ttl = claims.kind === 'recovery' ? RECOVERY_SESSION_TTL_SECONDS : ACCESS_TOKEN_TTL_SECONDS;
  return {
    access_token: await signAccessToken(claims, secret, ttl),
    refresh_token: refresh,
    expires_in: ttl,
    token_type: 'Bearer',
  };
}

const invalidRefresh = () => new HttpError(401, 'Your session has ended (invalid refresh token). Please log in again.');

/** Exchanges a refresh token for new tokens, rotating it. */
export async function rotateRefreshToken(db: DbOrTx, token: string, secret: string): Promise<Session> {
  const [row] = await db
    .select({
      tokenId: refreshTokens.id,
      usedAt: refreshTokens.usedAt,
      sessionId: sessions.id,
      userId: sessions.userId,
      kind: sessions.kind,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!row || row.revokedAt || row.expiresAt <= new Date() || row.kind !== 'normal') throw invalidRefresh();

  // Marking the token used is the race's referee: only one caller flips it from unused.
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.tokenId), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    const [again] = await db.select({ usedAt: refreshTokens.usedAt }).from(refreshTokens).where(eq(refreshTokens.id, row.tokenId));
    const usedAt = again?.usedAt ?? row.usedAt;
    const withinGrace = usedAt && Date.now() - usedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
    if (!withinGrace) {
      await revokeSession(db, row.sessionId);
      throw new HttpError(401, 'This refresh token was already used, so the session was signed out for safety. Please log in again.');
    }
  }
  return issueTokens(db, { userId: row.userId, sessionId: row.sessionId, kind: 'normal' }, secret);
}

export async function revokeSession(db: DbOrTx, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signs the user out everywhere (after a password change), optionally keeping one session. */
export async function revokeUserSessions(db: DbOrTx, userId: string, exceptSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

/** The session a refresh token belongs to, if the token is current (not used, session live). */
export async function sessionOfRefreshToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId, kind: sessions.kind })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return row ?? null;
}
