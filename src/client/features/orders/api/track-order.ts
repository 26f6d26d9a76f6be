import { useQuery } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { apiQuery } from '../../../lib/api';

/** GET /api/orders/track/:token: the order page's read, by the token of its mailed link. */
export function useTrackedOrder(token: string) {
  return useQuery(apiQuery(routes.trackOrder, { params: { token } }));
}
