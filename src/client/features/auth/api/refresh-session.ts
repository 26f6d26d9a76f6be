import * as routes from '@shared/contracts/routes';
import { sendApi } from '../../../lib/api';
import type { SessionInput, StoredSession } from '../../../lib/session';

/**
 * POST /api/auth/refresh: the new session, null when the server refuses the token (the session is
 * then deleted), an exception when the server could not be reached (the session is kept).
 */
export async function requestRefresh(session: StoredSession): Promise<SessionInput | null> {
  if (!session.refresh_token) return null;
  const res = await sendApi(routes.refreshSession, { body: { refresh_token: session.refresh_token } }, { session: false });
  if (res.ok) {
    const next = (await res.json()) as SessionInput | null;
    return next && typeof next.access_token === 'string' ? next : null;
  }
  if (res.status >= 400 && res.status < 500 && res.status !== 429) return null;
  throw new Error(`Session refresh failed (${res.status})`);
}
