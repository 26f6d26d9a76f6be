import { ArrowRight, Package } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { ordersMessages } from '@shared/messages/orders';
import { PageFrame } from '../components/layout/page-frame';
import { Button, buttonClasses } from '../components/ui/button';
import { PageHeading } from '../components/ui/page-heading';
import { useAuth } from '../features/auth/use-auth';
import { groupOrders } from '../features/orders/group-orders';
import { OrderCard } from '../features/orders/order-card';
import { useUserOrders } from '../features/orders/api/user-orders';
import { peekSession } from '../lib/session';

function NoOrders() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-6 text-center motion-safe:animate-rise" data-testid="orders-empty">
      <span className="flex size-20 items-center justify-center rounded-full border border-hairline bg-pearl text-gold-deep">
        <Package size={28} strokeWidth={1.25} aria-hidden />
      </span>
      <p className="mt-8 font-display text-[28px] font-medium leading-snug text-ink">{ordersMessages.empty}</p>
      <Link to="/collections" className={buttonClasses('primary', 'md', 'mt-10')}>
        {ordersMessages.browseCollections} <ArrowRight size={16} strokeWidth={1.5} aria-hidden />
      </Link>
    </div>
  );
}

function OrdersSkeleton() {
  return (
    <div role="status" aria-label="Loading your orders" className="flex flex-col gap-6">
      {[0, 1].map((i) => (
        <div key={i} className="grid grid-cols-[88px_1fr] gap-5 border border-hairline bg-pearl p-5 sm:grid-cols-[140px_1fr] sm:gap-8 sm:p-8">
          <div className="aspect-square animate-pulse bg-hairline/60" />
          <div className="flex flex-col gap-3 pt-1">
            <div className="h-6 w-2/3 animate-pulse bg-hairline/60" />
            <div className="h-3 w-1/3 animate-pulse bg-hairline/60" />
            <div className="mt-6 h-10 w-full animate-pulse bg-hairline/60" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** My Orders (spec 02 'My Orders'): members only; signed out with no stored session goes home. */
export default function OrdersPage() {
  const navigate = useNavigate();
  const { session, isAuthenticated } = useAuth();
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
