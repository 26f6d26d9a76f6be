import { useQuery } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { apiQuery } from '../../../lib/api';

/** GET /api/admin/overview (admin): the last `days` days and 12 weeks of trade, the queue, the Design Lab; read afresh on each visit. */
export function useAdminOverview(days: number) {
  return useQuery({ ...apiQuery(routes.adminOverview, { query: { days } }), staleTime: 0, refetchOnMount: 'always' });
}
