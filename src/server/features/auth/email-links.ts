/**
 * Single-use tokens sent by mail: confirmation (24 h) and password reset (1 h). Stored hashed;
 * redeeming one marks it used in the same statement, so a link works exactly once. The refusals
 * contain 'invalid', 'expired' or 'already been used': the client maps them by those words.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailTokens } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { hashToken, randomToken } from './tokens';

export type LinkPurpose = 'signup' | 'recovery';

const TTL_MS: Record<LinkPurpose, number> = { signup: 24 * 3600_000, recovery: 3600_000 };

export async function issueEmailToken(db: DbOrTx, userId: string, purpose: LinkPurpose): Promise<string> {
  const token = randomToken();
  await db.insert(emailTokens).values({ userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + TTL_MS[purpose]) });
  return token;
}

export const LINK_ERRORS = {
  invalid: 'This verification link is invalid or incomplete. Please check your email for the correct link.',
  expired: 'This verification link has expired.',
  used: 'This verification link has already been used.',
};

/** The user the token was issued to; refuses unknown, expired and used tokens. */
export async function redeemEmailToken(db: DbOrTx, token: string, purpose: LinkPurpose): Promise<string> {
  const [row] = await db.select().from(emailTokens).where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)));
  if (!row) throw new HttpError(400, LINK_ERRORS.invalid);
  if (row.usedAt) throw new HttpError(410, LINK_ERRORS.used);
  if (row.expiresAt <= new Date()) throw new HttpError(410, LINK_ERRORS.expired);
  const claimed = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  if (claimed.length === 0) throw new HttpError(410, LINK_ERRORS.used);
  return row.userId;
}

/** Builds the link a mail carries: confirmation goes to the verification screen, recovery through the callback. */
export function emailLink(publicUrl: string, token: string, purpose: LinkPurpose): string {
  const page = purpose === 'signup' ? '/auth/confirm' : '/auth/callback';
  return `${publicUrl}${page}?token_hash=${encodeURIComponent(token)}&type=${purpose}`;
}
