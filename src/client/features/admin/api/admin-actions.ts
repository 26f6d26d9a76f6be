import { useQuery } from '@tanstack/react-query';
import type { AdminItemKind } from '@shared/options';
import * as routes from '@shared/contracts/routes';
import { apiQuery } from '../../../lib/api';

/** GET /api/admin/actions (admin): an item's history on the desk, read afresh each time it is shown. */
export function useAdminActions(kind: AdminItemKind, id: string) {
  return useQuery({ ...apiQuery(routes.adminActions, { query: { kind, id } }), staleTime: 0, refetchOnMount: 'always' });
}
