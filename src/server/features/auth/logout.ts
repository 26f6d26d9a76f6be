import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { authenticate } from '../../http/auth';
import { revokeSession, sessionOfRefreshToken } from './session-store';

/** Revokes the caller's session (from the bearer token) and the refresh token's; always succeeds. */
export async function logout(req: FastifyRequest, db: Db, config: Config, refreshToken?: string) {
  const caller = await authenticate(req, db, config.authSecret);
  if (caller) await revokeSession(db, caller.sessionId);
  const viaRefresh = refreshToken ? await sessionOfRefreshToken(db, refreshToken) : null;
  if (viaRefresh) await revokeSession(db, viaRefresh.sessionId);
  return { success: true as const };
}
