/**
 * Sign-up. With email confirmation on (the default) it answers `needsEmailConfirmation` and mails a
 * link; an address that already has an account gets the same answer (and its owner a notice), so the
 * form reveals nothing. With confirmation off it answers a session, or `needsManualLogin` when the
 * account was created but no session could be opened.
 */
import { eq } from 'drizzle-orm';
import type { RegisterResponse } from '@shared/contracts/auth';
import { authMessages } from '@shared/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { conflict } from '../../http/errors';
import { queueAccountExistsMail, queueConfirmationMail } from './account-mails';
import { toAuthUser } from './auth-user';
import { hashPassword, normaliseEmail } from './passwords';
import { openSession } from './session-store';

const CHECK_EMAIL = `${authMessages.accountCreatedMarker}. Please check your email for the confirmation link.`;

export async function register(db: Db, config: Config, input: { email: string; password: string }): Promise<RegisterResponse> {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);

  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, passwordHash, emailConfirmedAt: config.emailConfirmation ? null : new Date() })
      .onConflictDoNothing()
      .returning();
    if (user) {
      if (config.emailConfirmation) await queueConfirmationMail(tx, config, user);
      return user;
    }
    if (!config.emailConfirmation) throw conflict(`${authMessages.emailTaken}. Please log in.`);
    const [existing] = await tx.select().from(users).where(eq(users.email, email));
    if (existing.emailConfirmedAt) await queueAccountExistsMail(tx, config, existing);
    else await queueConfirmationMail(tx, config, existing);
    return null;
  });

  if (!created || config.emailConfirmation) return { success: true, needsEmailConfirmation: true, message: CHECK_EMAIL };
  try {
    const session = await openSession(db, created.id, config.authSecret);
    return { success: true, session, user: toAuthUser(created) };
  } catch {
    return { success: true, needsManualLogin: true, message: authMessages.accountCreatedLogIn };
  }
}
