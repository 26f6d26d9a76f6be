import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ordersMessages } from '@shared/messages/orders';
import { PageFrame } from '../components/layout/page-frame';
import { Button } from '../components/ui/button';
import { PageHeading } from '../components/ui/page-heading';
import { groupOrders } from '../features/orders/group-orders';
import { NoOrders, OrdersSkeleton } from '../features/orders/my-orders-states';
import { OrderCard } from '../features/orders/order-card';
import { useUserOrders } from '../features/orders/api/user-orders';
import { useSignedIn } from '../lib/current-user';
import { peekSession } from '../lib/session';

/** My Orders (spec 02 'My Orders'): members only; signed out with no stored session goes home. */
export default function OrdersPage() {
  const navigate = useNavigate();
  const { session, isAuthenticated } = useSignedIn();
  const hasStoredSession = Boolean(session) || Boolean(peekSession());
  const orders = useUserOrders(isAuthenticated);
  // One order per checkout number, its pieces under it (issue 21).
  const groups = useMemo(() => groupOrders(orders.data ?? []), [orders.data]);

  useEffect(() => {
    if (!isAuthenticated && !hasStoredSession) navigate('/', { replace: true });
  }, [isAuthenticated, hasStoredSession, navigate]);

  return (
    <PageFrame className="max-w-5xl">
      <PageHeading lead={ordersMessages.lead}>{ordersMessages.myOrders}</PageHeading>
      {!isAuthenticated || orders.isPending ? (
        <OrdersSkeleton />
      ) : orders.isError ? (
        <div role="alert" className="flex flex-col items-center gap-6 text-center" data-testid="orders-error">
          <p className="font-sans text-base text-graphite">{ordersMessages.loadFailed}</p>
          <Button variant="secondary" onClick={() => void orders.refetch()}>
            {ordersMessages.tryAgain}
          </Button>
        </div>
      ) : groups.length === 0 ? (
        <NoOrders />
      ) : (
        <ul className="flex flex-col gap-6" data-testid="orders-list">
          {groups.map((order, index) => (
            <OrderCard key={order.orderNumber} order={order} index={index} />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
