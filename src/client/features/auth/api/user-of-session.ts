import type { AuthUser, Session } from '@shared/contracts/auth';
import * as routes from '@shared/contracts/routes';
import { sendApi } from '../../../lib/api';

// GET /api/auth/user with a link's own token rather than the stored session's (./current-user.ts
// is the same call for the signed-in user, in every page's shell; this one only the callback needs).

/**
 * The account a session's access token opens, or null when the server refuses it: tokens that
 * arrive in a link's hash are only a claim until the server says whose they are. A network failure throws.
 */
export async function userOfSession(session: Pick<Session, 'access_token'>): Promise<AuthUser | null> {
  const res = await sendApi(routes.currentUser, undefined, { session: false, headers: { Authorization: `Bearer ${session.access_token}` } });
  if (!res.ok) return null;
  return (await res.json().catch(() => null)) as AuthUser | null;
}
