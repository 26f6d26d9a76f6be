import { useQuery, type DataTag } from '@tanstack/react-query';
import type { AuthUser } from '@shared/contracts/auth';
import * as routes from '@shared/contracts/routes';
import { ApiError, apiKey, callApi } from '../../../lib/api';

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
