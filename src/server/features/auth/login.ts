import { eq } from 'drizzle-orm';
import type { LoginResponse } from '@shared/contracts/auth';
import { authMessages } from '@shared/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { toAuthUser } from './auth-user';
import { normaliseEmail, verifyPassword } from './passwords';
import { openSession } from './session-store';

/** Email and password to a session. Unknown address and wrong password get the same answer and take as long. */
export async function login(db: Db, config: Config, input: { email: string; password: string }): Promise<LoginResponse> {
  const [user] = await db.select().from(users).where(eq(users.email, normaliseEmail(input.email)));
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw new HttpError(401, authMessages.invalidCredentials);
  if (config.emailConfirmation && !user.emailConfirmedAt) {
    throw new HttpError(403, authMessages.confirmEmailFirst, { success: false, needsEmailConfirmation: true });
  }
  const session = await openSession(db, user.id, config.authSecret);
  return { success: true, session, user: toAuthUser(user) };
}
