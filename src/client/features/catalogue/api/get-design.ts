import { useQuery } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { apiKey, apiQuery } from '../../../lib/api';

/**
 * GET /api/designs/:id: one design's key; without an id, the start every read of designs by id
 * shares (this one and the guest bag's batch, GET /api/designs?ids=). The server preloads a product
 * page's read under the same key (src/server/http/client-app.ts), which the page's read then takes.
 */
export const designKey = (id?: string) => apiKey(routes.getDesign, { params: { id } });

/** One design, for its product page; read only with an id. */
export function useDesign(id: string) {
  return useQuery({ ...apiQuery(routes.getDesign, { params: { id } }), enabled: Boolean(id) });
}
