import { useCallback } from 'react';
import { queryClient } from '../../lib/query-client';
import { clearSession, peekSession } from '../../lib/session';
import { currentUserKey, useCurrentUser } from './api/current-user';
import { sendLogout } from './api/logout';
import { useSession } from './use-session';

/**
 * Ends the session: best-effort POST /api/auth/logout, removes the stored tokens, sets the cached
 * user to null and re-fetches it (spec 01, section 4). Navigation after it is the caller's.
 */
export async function logout(): Promise<void> {
  const session = peekSession();
  clearSession();
  queryClient.setQueryData(currentUserKey, null);
  if (session) await sendLogout(session);
  await queryClient.invalidateQueries({ queryKey: currentUserKey });
}

/**
 * The current user (GET /api/auth/user): loaded only when a session exists, re-fetched on window
 * focus (the one exception to the no-refetch rule), never fresh. A 401 counts as logged out.
 */
export function useAuth() {
  const session = useSession();
  const query = useCurrentUser(Boolean(session));
  const user = session ? (query.data ?? null) : null;
  // Authenticated means an unexpired access token is present, unless the server refused it.
  const isAuthenticated = Boolean(session) && !(query.isFetched && query.data === null) && !query.isError;
  const doLogout = useCallback(() => logout(), []);
  return {
    user,
    session,
    isAuthenticated,
    isLoading: Boolean(session) && query.isLoading,
    /** The email the bar shows, or 'User' when the account has none. */
    displayName: user?.email || 'User',
    logout: doLogout,
  };
}
