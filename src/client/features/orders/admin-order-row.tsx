import type { ReactNode } from 'react';
import { materialLabel } from '@shared/materials';
import { formatPrice } from '@shared/pricing';
import { DesignImage } from '../../components/ui/design-image';
import { DeliveredButton, DeskDocuments, ProductionSwitch, ShippingFacts, useOrderDialogs, type OrderActions } from './admin-order-parts';
import type { AdminOrder } from '@shared/contracts/orders';
import { formatDate } from './order-format';
import { StatusBadge } from './status-badge';
import { CheckoutPricesLine } from './checkout-prices-line';
import { Engraving } from '../../components/ui/engraving';

const cell = 'px-3 py-4 align-top first:pl-5 last:pr-5';

/** One row of the admin desk on a wide screen: the order, its shipping, its notes, and the actions. */
export function AdminOrderRow({ order, actions, history }: { order: AdminOrder; actions: OrderActions; history?: ReactNode }) {
  const { shipButton, notesButton, dialogs } = useOrderDialogs(order, actions);
  return (
    <tr className="border-b border-hairline transition-colors last:border-b-0 hover:bg-ivory/60" data-testid="admin-order-row" data-order-number={order.orderNumber}>
      <td className={cell}>
        <p className="whitespace-nowrap font-medium tracking-[0.02em] text-ink" data-testid="admin-order-number">
          {order.orderNumber}
        </p>
        <p className="mt-1 whitespace-nowrap text-xs text-graphite">{formatDate(order.createdAt)}</p>
      </td>
      <td className={cell}>
        <p className="max-w-[150px] truncate text-ink" title={order.customerName}>
          {order.customerName}
        </p>
        <p className="mt-1 max-w-[150px] truncate text-xs text-graphite" title={order.customerEmail}>
          {order.customerEmail}
        </p>
      </td>
      <td className={cell}>
        <div className="flex items-start gap-2.5">
          <DesignImage src={order.designImageUrl} alt={order.designName} className="size-9 shrink-0 border border-hairline/70" />
          <div className="min-w-0">
            <p className="line-clamp-2 max-w-[130px] text-ink" title={order.designName}>
              {order.designName}
            </p>
            <Engraving text={order.engraving} testId="admin-order-engraving" className="mt-0.5 max-w-[130px] break-words text-xs" />
            <p className="mt-0.5 text-xs text-graphite">× {order.quantity}</p>
          </div>
        </div>
      </td>
      <td className={`${cell} whitespace-nowrap text-ink`}>{materialLabel(order.material)}</td>
      <td className={`${cell} whitespace-nowrap tabular-nums text-ink`}>
        {formatPrice(order.totalPrice)}
        <CheckoutPricesLine prices={order.checkoutPrices} className="mt-1 max-w-[120px] whitespace-normal" />
      </td>
      <td className={cell}>
        <StatusBadge status={order.status} />
      </td>
      <td className={cell}>
        <ShippingFacts order={order} className="max-w-[140px]" />
      </td>
      <td className={cell}>
        <div className="flex max-w-[150px] items-start gap-1">
          {order.notes ? (
            <p className="line-clamp-3 min-w-0 flex-1 text-graphite" title={order.notes} data-testid="admin-order-notes">
              {order.notes}
            </p>
          ) : null}
          {notesButton('-mt-3')}
        </div>
        <div className="max-w-[150px]">{history}</div>
      </td>
      <td className={cell}>
        <div className="-mt-3 flex w-[136px] flex-col">
          {shipButton('w-full')}
          <DeliveredButton order={order} actions={actions} className="mt-2 w-full" />
          <ProductionSwitch order={order} actions={actions} />
          <DeskDocuments order={order} />
        </div>
        {dialogs}
      </td>
    </tr>
  );
}
