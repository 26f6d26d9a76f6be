/**
 * Sets a new password with the tokens of a recovery session (from the reset link), then signs the
 * account out everywhere, that session included: the user logs in again with the new password.
 */
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { hashPassword } from './passwords';
import { revokeUserSessions, sessionOfRefreshToken } from './session-store';
import { verifyAccessToken } from './tokens';

const INVALID = 'This password reset link has expired or is invalid. Please request a new one.';

export async function resetPassword(db: Db, config: Config, input: { access_token: string; refresh_token: string; password: string }) {
  const claims = await verifyAccessToken(input.access_token, config.authSecret);
  const session = await sessionOfRefreshToken(db, input.refresh_token);
  if (!claims || claims.kind !== 'recovery' || !session || session.sessionId !== claims.sessionId || session.kind !== 'recovery') {
    throw new HttpError(401, INVALID);
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // A reset link also proves the address: an unconfirmed account becomes confirmed.
    const [user] = await tx.select({ emailConfirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.id, session.userId));
    await tx.update(users).set({ passwordHash, updatedAt: new Date(), emailConfirmedAt: user?.emailConfirmedAt ?? new Date() }).where(eq(users.id, session.userId));
    await revokeUserSessions(tx, session.userId);
  });
  return { success: true as const, message: 'Your password has been updated. Please log in with your new password.' };
}
