import { useQuery } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { apiQuery } from '../../../lib/api';

/**
 * GET /api/collections/featured: the collection cards. The server sends this answer inside the
 * /collections page under the same key (src/server/http/client-app.ts), so the first render has it.
 */
export function useFeaturedCollections() {
  return useQuery(apiQuery(routes.featuredCollections));
}
