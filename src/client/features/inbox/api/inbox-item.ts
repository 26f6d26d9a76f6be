import { useQuery } from '@tanstack/react-query';
import type { InboxItemView } from '@shared/contracts/inbox';
import * as routes from '@shared/contracts/routes';
import { apiKey, apiQuery } from '../../../lib/api';
import { putCached, queryClient } from '../../../lib/query-client';
import { inboxListKey } from './admin-inbox';

/** GET /api/admin/inbox/:id (admin): one item with everything sent, its thread and offers. */
export function useInboxItem(id: string) {
  return useQuery(apiQuery(routes.adminInboxItem, { params: { id } }));
}

/**
 * An item as a desk write answered it: the item's read takes it as it is; the list's pages (whose
 * status counts and order it may change) and the item's history (GET /api/admin/actions, the admin
 * area's) are read again when next shown.
 */
export async function putInboxItem(view: InboxItemView): Promise<InboxItemView> {
  await putCached(apiKey(routes.adminInboxItem, { params: { id: view.item.id } }), view);
  // The list's keys carry a query object where an item's carry its id.
  void queryClient.invalidateQueries({ queryKey: inboxListKey, predicate: (query) => typeof query.queryKey[1] !== 'string' });
  void queryClient.invalidateQueries({ queryKey: apiKey(routes.adminActions) });
  return view;
}
