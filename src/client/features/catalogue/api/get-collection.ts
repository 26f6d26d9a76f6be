import { useQuery } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { apiQuery } from '../../../lib/api';

/** GET /api/collections/:id: one collection, for its page; read only with an id. */
export function useCollection(id: string) {
  return useQuery({ ...apiQuery(routes.getCollection, { params: { id } }), enabled: Boolean(id) });
}
