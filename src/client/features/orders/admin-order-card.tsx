import type { ReactNode } from 'react';
import { materialLabel } from '@shared/materials';
import { adminMessages } from '@shared/messages/orders';
import { formatPrice } from '@shared/pricing';
import { DesignImage } from '../../components/ui/design-image';
import { DeliveredButton, DeskDocuments, ProductionSwitch, ShippingFacts, useOrderDialogs, type OrderActions } from './admin-order-parts';
import type { AdminOrder } from '@shared/contracts/orders';
import { formatDate } from './order-format';
import { StatusBadge } from './status-badge';
import { CheckoutPricesLine } from './checkout-prices-line';
import { Engraving } from '../../components/ui/engraving';

const label = 'font-sans text-[11px] uppercase tracking-[0.16em] text-graphite';

/**
 * One order of the desk on a phone (issue 21): the table's columns stacked in a card, its actions
 * at the bottom within a thumb's reach, nothing wider than the screen.
 */
export function AdminOrderCard({ order, actions, history }: { order: AdminOrder; actions: OrderActions; history?: ReactNode }) {
  const { shipButton, notesButton, dialogs } = useOrderDialogs(order, actions);
  const [, customer, , , , , shipping, notes] = adminMessages.columns;
  return (
    <li className="flex flex-col gap-4 px-5 py-5 font-sans text-[13px] leading-snug" data-testid="admin-order-row" data-order-number={order.orderNumber}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium tracking-[0.02em] text-ink" data-testid="admin-order-number">
            {order.orderNumber}
          </p>
          <p className="mt-1 text-xs text-graphite">{formatDate(order.createdAt)}</p>
        </div>
        <StatusBadge status={order.status} />
      </div>

      <div className="flex items-start gap-3">
        <DesignImage src={order.designImageUrl} alt={order.designName} className="size-14 shrink-0 border border-hairline/70" />
        <div className="min-w-0 flex-1">
          <p className="text-ink">{order.designName}</p>
          <Engraving text={order.engraving} testId="admin-order-engraving" className="mt-1" />
          <p className="mt-1 text-graphite">
            {materialLabel(order.material)} · × {order.quantity} · <span className="tabular-nums text-ink">{formatPrice(order.totalPrice)}</span>
          </p>
          <CheckoutPricesLine prices={order.checkoutPrices} className="mt-1" />
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 border-t border-hairline pt-4">
        <div className="min-w-0">
          <dt className={label}>{customer}</dt>
          <dd className="mt-1 break-words text-ink">{order.customerName}</dd>
          <dd className="mt-0.5 break-all text-xs text-graphite">{order.customerEmail}</dd>
        </div>
        <div className="min-w-0">
          <dt className={label}>{shipping}</dt>
          <dd className="mt-1">
            <ShippingFacts order={order} />
          </dd>
        </div>
        <div className="col-span-2 min-w-0">
          <dt className={label}>{notes}</dt>
          <dd className="flex items-start justify-between gap-2">
            {order.notes ? (
              <p className="mt-1 min-w-0 flex-1 whitespace-pre-line break-words text-graphite" data-testid="admin-order-notes">
                {order.notes}
              </p>
            ) : null}
            {notesButton(order.notes ? '-mt-2' : '-ml-1')}
          </dd>
        </div>
      </dl>

      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-t border-hairline pt-4">
        <ProductionSwitch order={order} actions={actions} />
        <div className="flex flex-wrap justify-end gap-2">
          <DeliveredButton order={order} actions={actions} />
          {shipButton('min-w-[120px]')}
        </div>
      </div>
      <DeskDocuments order={order} className="-mt-2 flex-row flex-wrap gap-x-5" />
      {history}
      {dialogs}
    </li>
  );
}
