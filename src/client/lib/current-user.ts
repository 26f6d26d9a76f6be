import { useQuery, type DataTag } from '@tanstack/react-query';
import type { AuthUser } from '@shared/contracts/auth';
import * as routes from '@shared/contracts/routes';
import { ApiError, apiKey, callApi } from './api';
import { useSession } from './use-session';

// Who is signed in: every area reads it (the bag and the wishlist are a member's on the server, the
// bar names the user), so it lives here; signing in and out is features/auth's.

/** GET /api/auth/user: the signed-in user, or null once the server has refused the session. */
export const currentUserKey = apiKey(routes.currentUser) as DataTag<readonly unknown[], AuthUser | null, ApiError>;

/**
 * The current user: loaded only when a session exists (`enabled`), re-fetched on window focus (the
 * one exception to the no-refetch rule), never fresh. A 401 answers null: logged out.
 */
export function useCurrentUser(enabled: boolean) {
  return useQuery<AuthUser | null, ApiError>({
    queryKey: currentUserKey,
    queryFn: async ({ signal }) => {
      try {
        return await callApi(routes.currentUser, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    enabled,
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: false,
  });
}

/**
 * The current user (GET /api/auth/user): loaded only when a session exists, re-fetched on window
 * focus (the one exception to the no-refetch rule), never fresh. A 401 counts as logged out.
 */
export function useSignedIn() {
  const session = useSession();
  const query = useCurrentUser(Boolean(session));
  const user = session ? (query.data ?? null) : null;
  // Authenticated means an unexpired access token is present, unless the server refused it.
  const isAuthenticated = Boolean(session) && !(query.isFetched && query.data === null) && !query.isError;
  return {
    user,
    session,
    isAuthenticated,
    isLoading: Boolean(session) && query.isLoading,
    /** The email the bar shows, or 'User' when the account has none. */
    displayName: user?.email || 'User',
  };
}

/** Whether the bag and the wishlist live on the server: a valid session the server has not refused. */
export function useIsMember(): boolean {
  const { session, isAuthenticated } = useSignedIn();
  return Boolean(session) && isAuthenticated;
}
