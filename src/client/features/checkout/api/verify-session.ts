import { useQuery } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { apiQuery } from '../../../lib/api';

/** GET /api/orders/verify-session?session_id=: the receipt of a payment (order and design); read only with a payment id. */
export function useReceipt(sessionId: string | null) {
  return useQuery({ ...apiQuery(routes.verifySession, { query: { session_id: sessionId ?? '' } }), enabled: Boolean(sessionId) });
}
