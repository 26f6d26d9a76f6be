/**
 * Redeems a mailed link. A confirmation (signup) confirms the address and signs the user in; a
 * recovery link answers a recovery session, which can only set a new password. Either proves the
 * member owns the mailbox (emailProvenAt), which joins guest orders placed with the address.
 */
import { eq, sql } from 'drizzle-orm';
import type { ConfirmEmailResponse, ConfirmType } from '@shared/contracts/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { redeemEmailToken } from './email-links';
import { openSession } from './session-store';

export async function confirmEmail(db: Db, config: Config, input: { token_hash: string; type: ConfirmType }): Promise<ConfirmEmailResponse> {
  const userId = await db.transaction(async (tx) => {
    const id = await redeemEmailToken(tx, input.token_hash, input.type);
    await tx
      .update(users)
      .set({
        emailProvenAt: sql`coalesce(${users.emailProvenAt}, now())`,
        ...(input.type === 'signup' ? { emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    return id;
  });
  const session = await openSession(db, userId, config.authSecret, input.type === 'recovery' ? 'recovery' : 'normal');
  return { success: true, type: input.type, session };
}
