import type { FastifyRequest } from 'fastify';
import { authenticate } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { revokeSession, sessionOfRefreshToken } from './session-store';

/** Revokes the caller's session (from the bearer token) and the refresh token's; always succeeds. */
export async function logout(req: FastifyRequest, { database: { db }, config, caches }: AppContext, refreshToken?: string) {
  const caller = await authenticate(req, { db, secret: config.authSecret, callers: caches.callers });
  if (caller) await revokeSession(db, caller.sessionId);
  const viaRefresh = refreshToken ? await sessionOfRefreshToken(db, refreshToken) : null;
  if (viaRefresh) await revokeSession(db, viaRefresh.sessionId);
  return { success: true as const };
}
