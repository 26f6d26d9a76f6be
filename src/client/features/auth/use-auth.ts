import { useCallback } from 'react';
import { currentUserKey, useSignedIn } from '../../lib/current-user';
import { queryClient } from '../../lib/query-client';
import { clearSession, peekSession } from '../../lib/session';
import { sendLogout } from './api/logout';

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

/** The signed-in user (lib/current-user.ts) and the way out. */
export function useAuth() {
  const signedIn = useSignedIn();
  const doLogout = useCallback(() => logout(), []);
  return { ...signedIn, logout: doLogout };
}
