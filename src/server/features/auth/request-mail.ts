/**
 * Forgot-password and resend-confirmation: the same answer whether or not the address has an
 * account (and whether or not a mail went out), so neither form reveals who shops here. The routes
 * answer at once and run these after the answer (./after-answer.ts), so the time does not tell either.
 */
import { eq } from 'drizzle-orm';
import { authMessages } from '@shared/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { queueConfirmationMail, queueResetMail } from './account-mails';
import { normaliseEmail } from './passwords';

export async function forgotPassword(db: Db, config: Config, email: string) {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, normaliseEmail(email)));
    if (user) await queueResetMail(tx, config, user);
  });
}

export const forgotPasswordAnswer = () => ({ success: true as const, message: authMessages.forgotPasswordSent });

export async function resendConfirmation(db: Db, config: Config, email: string) {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, normaliseEmail(email)));
    if (user && !user.emailConfirmedAt) await queueConfirmationMail(tx, config, user);
  });
}

export const resendConfirmationAnswer = () => ({ success: true as const, message: authMessages.resendSent });
