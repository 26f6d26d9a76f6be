import { useQuery } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { apiKey, apiQuery } from '../../../lib/api';

/** GET /api/user/orders: the member's own orders, newest first. */
export const userOrdersKey = apiKey(routes.userOrders);

/** The member's orders, read only while `enabled` (signed in). */
export function useUserOrders(enabled: boolean) {
  return useQuery({ ...apiQuery(routes.userOrders), enabled });
}
