import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getQueryFn, queryClient } from '../../lib/query-client';
import { bearerHeader, clearSession, peekSession } from '../../lib/session';
import { useSession } from './use-session';

/** The current user as the navigation needs it; the server may answer more. */
export interface CurrentUser {
  id?: string | number;
  email?: string | null;
  role?: string | null;
  [key: string]: unknown;
}

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/**
 * Ends the session: best-effort POST /api/auth/logout, removes the stored tokens, sets the cached
 * user to null and re-fetches it (spec 01, section 4). Navigation after it is the caller's.
 */
export async function logout(): Promise<void> {
  const session = peekSession();
  clearSession();
  queryClient.setQueryData(CURRENT_USER_KEY, null);
  if (session) {
    try {
      const expired = session.expires_at <= Math.floor(Date.now() / 1000);
      await fetch('/api/auth/logout', {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(expired ? {} : bearerHeader(session)) },
        body: JSON.stringify(session.refresh_token ? { refresh_token: session.refresh_token } : {}),
        credentials: 'same-origin',
        keepalive: true,
      });
    } catch {
      /* best effort */
    }
  }
  await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}

/**
 * The current user (GET /api/auth/user): loaded only when a session exists, re-fetched on window
 * focus (the one exception to the no-refetch rule), never fresh. A 401 counts as logged out.
 */
export function useAuth() {
  const session = useSession();
  const query = useQuery<CurrentUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<CurrentUser | null>({ on401: 'returnNull' }),
    enabled: Boolean(session),
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: false,
  });
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
