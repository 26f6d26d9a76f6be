import { Package } from 'lucide-react';
import { ordersMessages } from '@shared/messages/orders';
import { EmptyState } from '../../components/states/empty-state';
import { OnwardLink } from '../../components/states/onward-link';
import { LoadingState, PieceSkeleton } from '../../components/states/skeleton';

/** My Orders with none yet: Browse Collections. */
export function NoOrders() {
  return (
    <EmptyState icon={Package} testId="orders-empty" title={ordersMessages.empty} size="lg">
      <OnwardLink>{ordersMessages.browseCollections}</OnwardLink>
    </EmptyState>
  );
}

/** My Orders while they load: two orders' cards. */
export function OrdersSkeleton() {
  return (
    <LoadingState label="Loading your orders" className="flex flex-col gap-6">
      {[0, 1].map((i) => (
        <PieceSkeleton key={i} className="grid grid-cols-[88px_1fr] gap-5 border border-hairline bg-pearl p-5 sm:grid-cols-[140px_1fr] sm:gap-8 sm:p-8" controls="mt-6 h-10 w-full" />
      ))}
    </LoadingState>
  );
}
