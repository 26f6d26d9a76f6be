import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ADMIN_ORDERS_PAGE_SIZE } from '@shared/limits';
import { adminMessages } from '@shared/messages/orders';
import { SearchBox } from '../../components/form/search-box';
import { DeskHeader, DeskPage, DeskSection, DeskTitle } from '../../components/layout/desk-page';
import { ListStates } from '../../components/states/list-states';
import { RowSkeleton } from '../../components/states/row-skeleton';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useMedia } from '../../lib/use-media';
import { AdminOrderCard } from './admin-order-card';
import { AdminOrderRow } from './admin-order-row';
import { useAdminOrders } from './api/admin-orders';
import { useDebounced } from '../../lib/use-debounced';
import { useOrderActions } from './use-order-actions';

/** Where the desk's table (1,120 px of columns) fits the page beside its gutters; narrower screens get a card per order. */
const TABLE_FITS = '(min-width: 1200px)';

/**
 * The order desk (spec 02 'Admin Orders'): every order, searchable and paged; a table where it fits, a
 * card per order below. `history` draws an order's record of desk actions (the admin area's, issue 27).
 */
export function OrderDesk({ history }: { history?: (orderId: string) => ReactNode } = {}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebounced(search.trim(), 300);
  const limit = ADMIN_ORDERS_PAGE_SIZE;
  const list = useAdminOrders({ search: query, page, limit }, { keepPrevious: true });
  // 'All Orders (n)' counts every order, also while a search narrows the table.
  const all = useAdminOrders({ page: 1, limit: 1 }, { enabled: Boolean(query) });
  const actions = useOrderActions();
  const table = useMedia(TABLE_FITS);

  const allCount = query ? all.data?.total : list.data?.total;
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / limit));
  const orders = list.data?.orders ?? [];

  return (
    <DeskPage heading={adminMessages.heading} lead={adminMessages.lead}>
      <DeskSection labelledBy="all-orders" testId="admin-orders">
        <DeskHeader className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div>
            <DeskTitle id="all-orders" testId="all-orders">
              {adminMessages.allOrders(allCount ?? 0)}
            </DeskTitle>
            {query && list.data && !list.isPlaceholderData ? (
              <p role="status" className="mt-1 font-sans text-sm text-graphite" data-testid="found-orders">
                {adminMessages.found(total)}
              </p>
            ) : null}
          </div>
          <SearchBox
            id="admin-order-search"
            label={adminMessages.searchLabel}
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            placeholder={adminMessages.searchPlaceholder}
            className="w-full sm:w-[360px]"
            testId="admin-search"
          />
        </DeskHeader>

        <ListStates
          list={list}
          failed={{ title: adminMessages.loadFailed, retry: adminMessages.tryAgain, testId: 'admin-load-failed' }}
          loading={<RowSkeleton label="Loading orders" rowClassName="flex gap-6 border-b border-hairline px-4 py-5" bars={['w-24', 'w-40', 'flex-1']} />}
          empty={{ when: orders.length === 0, text: query ? adminMessages.noMatch : adminMessages.empty, testId: 'admin-empty' }}
        >
          {!table ? (
            <ul className={cn('divide-y divide-hairline transition-opacity', list.isPlaceholderData && 'opacity-60')} aria-label={adminMessages.heading} data-testid="admin-order-cards">
              {orders.map((order) => (
                <AdminOrderCard key={order.id} order={order} actions={actions} history={history?.(order.id)} />
              ))}
            </ul>
          ) : (
            <div className={cn('overflow-x-auto transition-opacity', list.isPlaceholderData && 'opacity-60')}>
              <table className="w-full min-w-[1120px] border-collapse text-left font-sans text-[13px] leading-snug">
                <thead>
                  <tr className="border-b border-hairline bg-ivory/70">
                    {adminMessages.columns.map((column) => (
                      <th key={column} scope="col" className="whitespace-nowrap px-3 py-3 first:pl-5 last:pr-5 font-sans text-[11px] font-medium uppercase tracking-[0.16em] text-graphite">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {orders.map((order) => (
                    <AdminOrderRow key={order.id} order={order} actions={actions} history={history?.(order.id)} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </ListStates>

        {pages > 1 ? (
          <nav aria-label="Pages" className="flex items-center justify-between gap-4 border-t border-hairline px-5 py-3">
            <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
              <ChevronLeft size={16} strokeWidth={1.5} aria-hidden /> {adminMessages.previous}
            </Button>
            <p className="font-sans text-sm text-graphite">{adminMessages.pageOf(page, pages)}</p>
            <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage((p) => Math.min(pages, p + 1))}>
              {adminMessages.next} <ChevronRight size={16} strokeWidth={1.5} aria-hidden />
            </Button>
          </nav>
        ) : null}
      </DeskSection>
    </DeskPage>
  );
}
