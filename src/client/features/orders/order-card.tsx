import { ExternalLink, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { materialLabel } from '@shared/materials';
import { ordersMessages } from '@shared/messages/orders';
import { formatPrice } from '@shared/pricing';
import { buttonClasses } from '../../components/ui/button';
import { DesignImage } from '../../components/ui/design-image';
import { stagger } from '../../lib/motion';
import { formatDate, trackingSearchUrl, type UserOrder } from './orders-api';
import { StatusBadge } from './status-badge';

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <dt className="font-sans text-[11px] uppercase tracking-[0.18em] text-graphite">{label}</dt>
      <dd className="mt-1 font-sans text-sm font-medium tabular-nums text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** One order in My Orders (spec 02 'My Orders'). */
export function OrderCard({ order, index }: { order: UserOrder; index: number }) {
  const placed = formatDate(order.createdAt);
  const shipped = formatDate(order.shippedAt);
  return (
    <li className="grid grid-cols-[72px_1fr] gap-x-4 gap-y-5 border border-hairline bg-pearl p-5 motion-safe:animate-rise sm:grid-cols-[140px_1fr] sm:gap-x-8 sm:p-8" style={stagger(index)} data-testid="order-card" data-order-number={order.orderNumber}>
      <div className="self-start border border-hairline/70 sm:row-span-2">
        <DesignImage src={order.designImageUrl} alt={order.designName} />
      </div>
      <div className="flex min-w-0 flex-col items-start gap-3 sm:flex-row sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <h2 className="font-display text-[22px] font-medium leading-tight text-ink sm:text-[26px]" data-testid="order-name">
            {order.designName}
          </h2>
          <p className="mt-1 font-sans text-sm text-graphite">
            <span className="whitespace-nowrap font-medium tracking-[0.04em] text-ink" data-testid="order-number">
              {order.orderNumber}
            </span>
            {placed ? <span className="whitespace-nowrap"> · {ordersMessages.placed(placed)}</span> : null}
          </p>
        </div>
        <StatusBadge status={order.status} className="sm:mt-1" />
      </div>
      <div className="col-span-2 flex min-w-0 flex-col sm:col-span-1 sm:col-start-2">
        <dl className="grid grid-cols-3 gap-4 border-t border-hairline pt-5">
          <Fact label={ordersMessages.material} value={materialLabel(order.material)} testId="order-material" />
          <Fact label={ordersMessages.quantity} value={String(order.quantity)} testId="order-quantity" />
          <Fact label={ordersMessages.total} value={formatPrice(order.totalPrice)} testId="order-total" />
        </dl>
        <div className="mt-5 flex flex-col gap-4 border-t border-hairline pt-5 sm:flex-row sm:items-center sm:justify-between">
          {order.trackingNumber ? (
            <div className="flex items-start gap-3" data-testid="order-tracking">
              <Truck size={20} strokeWidth={1.5} aria-hidden className="mt-0.5 shrink-0 text-shipped" />
              <p className="min-w-0 font-sans text-sm leading-relaxed text-graphite">
                <span className="text-ink">{order.carrier}</span>{' '}
                <span className="break-all font-medium tabular-nums text-ink" data-testid="order-tracking-number">
                  {order.trackingNumber}
                </span>
                {shipped ? <span className="block">{ordersMessages.shipped(shipped)}</span> : null}
              </p>
            </div>
          ) : (
            <p className="font-sans text-sm text-graphite">{ordersMessages.awaitingShipment}</p>
          )}
          <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:flex sm:shrink-0">
            {order.designId ? (
              <Link to={`/product/${order.designId}`} className={buttonClasses('secondary', 'sm')}>
                {ordersMessages.viewProduct}
              </Link>
            ) : null}
            {order.trackingNumber ? (
              <a href={trackingSearchUrl(order.carrier, order.trackingNumber)} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'sm')} data-testid="track-package">
                {ordersMessages.trackPackage} <ExternalLink size={14} strokeWidth={1.5} aria-hidden />
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}
