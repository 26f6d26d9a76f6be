import { useQuery } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { apiKey, apiQuery } from '../../../lib/api';

/** GET /api/admin/collections (admin): every collection with its pieces' numbers and its cover piece. */
export const deskCollectionsKey = apiKey(routes.adminCollections);

export function useDeskCollections() {
  return useQuery(apiQuery(routes.adminCollections));
}
