/**
 * Outside production, the first start creates an administrator so a newcomer can open the order
 * desk at once; its password is printed once (the README says how to get another). In production an
 * administrator comes only from the CLI (`npm run cli -- make-admin EMAIL`).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword, normaliseEmail } from './passwords';

export async function bootstrapAdmin(db: Db, config: Config): Promise<{ email: string; password: string } | null> {
  if (!config.devTools) return null;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing) return null;
  const email = normaliseEmail(config.bootstrapAdmin?.email ?? `admin@${config.supportEmail.split('@')[1]}`);
  const password = config.bootstrapAdmin?.password ?? randomBytes(12).toString('base64url');
  const inserted = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), role: 'admin', emailConfirmedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length ? { email, password } : null;
}

/** Grants the admin role to an existing account (the CLI's make-admin). */
export async function makeAdmin(db: Db, email: string): Promise<boolean> {
  const updated = await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.email, normaliseEmail(email))).returning({ id: users.id });
  return updated.length > 0;
}

/** Sets a new random password on an account and answers it (the CLI's reset-password, for a lost admin password). */
export async function setRandomPassword(db: Db, email: string): Promise<string | null> {
  const password = randomBytes(12).toString('base64url');
  const updated = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.email, normaliseEmail(email)))
    .returning({ id: users.id });
  return updated.length ? password : null;
}
