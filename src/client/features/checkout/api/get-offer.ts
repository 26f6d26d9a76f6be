import { useQuery } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { apiQuery } from '../../../lib/api';

/** GET /api/offers/:token: a quote's price offer, by the token of its mailed link (none asked without one). */
export function useOffer(token: string | null) {
  return useQuery({ ...apiQuery(routes.getOffer, { params: { token: token ?? '' } }), enabled: Boolean(token), staleTime: 0 });
}
