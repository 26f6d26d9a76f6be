import * as routes from '@shared/contracts/routes';
import { sendApi } from '../../../lib/api';
import { bearerHeader, type StoredSession } from '../../../lib/session';

/**
 * POST /api/auth/logout, best effort: revokes the session of its refresh token, and of its access
 * token while that is unexpired. Sent with keepalive, so a sign-out while leaving still arrives.
 */
export async function sendLogout(session: StoredSession): Promise<void> {
  try {
    const expired = session.expires_at <= Math.floor(Date.now() / 1000);
    await sendApi(routes.logout, { body: session.refresh_token ? { refresh_token: session.refresh_token } : {} }, { session: false, headers: expired ? {} : bearerHeader(session), keepalive: true });
  } catch {
    /* best effort */
  }
}
