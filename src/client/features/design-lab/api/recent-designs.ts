import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { RECENT_DESIGNS_DEFAULT, RECENT_REFETCH_MS } from '@shared/limits';
import { apiKey, apiQuery } from '../../../lib/api';

/** GET /api/designs/recent?limit=: the live feed's key; every reader shares one fetch, refetched every 15 s (spec 02, section 9). */
export const recentDesignsKey = apiKey(routes.recentDesigns, { query: { limit: RECENT_DESIGNS_DEFAULT } });

export function useRecentDesigns() {
  return useQuery({
    ...apiQuery(routes.recentDesigns, { query: { limit: RECENT_DESIGNS_DEFAULT } }),
    refetchInterval: RECENT_REFETCH_MS,
    refetchIntervalInBackground: false,
    placeholderData: keepPreviousData,
  });
}
