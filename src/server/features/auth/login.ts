import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LoginResponse } from '@shared/contracts/auth';
import { authMessages } from '@shared/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { LimitName } from '../../http/rate-limits';
import { toAuthUser } from './auth-user';
import { normaliseEmail, verifyPassword } from './passwords';
import { openSession } from './session-store';
import { signDeviceToken, verifyDeviceToken } from './tokens';

/** Counts one attempt against a named limit and key; throws the 429 (with the given wording) past it. */
export type CountAttempt = (name: LimitName, key: string, refusal: (waitSeconds: number) => string) => Promise<void>;

/**
 * Email and password to a session. Unknown address and wrong password get the same answer and take as long.
 *
 * Each attempt counts against one per-account budget, before the password is checked (issue 21): a
 * browser holding this account's device token (answered by its last login here) spends its own;
 * anyone else spends the address's, whose key changes with the password, so a reset through the
 * mailed link ends a lock. Strangers can lock the address's budget only, and its refusal tells the
 * owner both ways in; a locked budget refuses the right password too, so it reveals nothing.
 */
export async function login(
  db: Db,
  config: Config,
  input: { email: string; password: string; device_token?: string },
  countAttempt: CountAttempt,
): Promise<LoginResponse> {
  const email = normaliseEmail(input.email);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const device = input.device_token ? await verifyDeviceToken(input.device_token, config.authSecret) : null;
  if (user && device?.userId === user.id) await countAttempt('loginPerDevice', device.deviceId, authMessages.accountLocked);
  else await countAttempt('loginPerAddress', user ? `${email}:${passwordStamp(user.passwordHash)}` : email, authMessages.accountLocked);

  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw new HttpError(401, authMessages.invalidCredentials);
  if (config.emailConfirmation && !user.emailConfirmedAt) {
    throw new HttpError(403, authMessages.confirmEmailFirst, { success: false, needsEmailConfirmation: true });
  }
  const session = await openSession(db, user.id, config.authSecret);
  return { success: true, session, user: toAuthUser(user), device_token: await signDeviceToken(user.id, config.authSecret) };
}

/** Changes with every new password (a new salt), so a reset starts the address's count afresh. */
const passwordStamp = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('hex').slice(0, 16);
