import type { AuthUser } from '@shared/contracts/auth';

/** The account as the client sees it. */
export function toAuthUser(u: { id: string; email: string; role: 'customer' | 'admin'; emailConfirmedAt: Date | null; createdAt: Date }): AuthUser {
  return { id: u.id, email: u.email, role: u.role, emailConfirmed: u.emailConfirmedAt !== null, createdAt: u.createdAt.toISOString() };
}
