import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrder, AdminOrderList } from '@shared/contracts/orders';
import * as routes from '@shared/contracts/routes';
import { apiKey, apiQuery } from '../../../lib/api';
import { updateCached } from '../../../lib/query-client';

/** GET /api/orders?search=&page=&limit= (admin): every page and search of the desk shares this key's start. */
export const adminOrdersKey = apiKey(routes.adminOrders);

/**
 * One page of the order desk, searched (an empty search is none). `keepPrevious` shows the page
 * before while the next one loads; `enabled` false leaves it unread.
 */
export function useAdminOrders({ search, page, limit }: { search?: string; page: number; limit: number }, options: { enabled?: boolean; keepPrevious?: boolean } = {}) {
  return useQuery({
    ...apiQuery(routes.adminOrders, { query: { search: search || undefined, page, limit } }),
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}

/**
 * An order as a desk write answered it, put into every cached page of the desk in its place. A
 * change of shipping, notes or production status moves no order between pages or searches and
 * changes no total, so the pages are not read again. What the write does not answer (the checkout's
 * prices, read with the page) stays as the page had it.
 */
export function putAdminOrder(order: AdminOrder): Promise<void> {
  return updateCached<AdminOrderList>({ queryKey: adminOrdersKey }, (list) => ({ ...list, orders: list.orders.map((o) => (o.id === order.id ? { ...o, ...order } : o)) }));
}
