import { PencilLine, Truck } from 'lucide-react';
import { useState } from 'react';
import { materialLabel } from '@shared/materials';
import { adminMessages } from '@shared/messages/orders';
import { toggledProductionStatus } from '@shared/options';
import { formatPrice } from '@shared/pricing';
import { buttonClasses } from '../../components/ui/button';
import { DesignImage } from '../../components/ui/design-image';
import { cn } from '../../lib/cn';
import { NotesDialog } from './notes-dialog';
import { formatDate, type AdminOrder } from './orders-api';
import { ShippingDialog } from './shipping-dialog';
import { StatusBadge } from './status-badge';
import type { useOrderActions } from './use-order-actions';

type Actions = ReturnType<typeof useOrderActions>;

const cell = 'px-3 py-4 align-top first:pl-5 last:pr-5';

/**
 * The production toggle as a switch: on while the order is in production. Switching sends
 * toggledProductionStatus(status): in_production becomes pending, anything else in_production.
 */
function ProductionSwitch({ order, busy, onToggle }: { order: AdminOrder; busy: boolean; onToggle: () => void }) {
  const on = order.status === 'in_production';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`${adminMessages.inProduction} ${order.orderNumber}`}
      disabled={busy}
      onClick={onToggle}
      className="group inline-flex min-h-11 items-center gap-2.5 whitespace-nowrap text-left text-xs text-graphite transition-colors hover:text-ink disabled:opacity-50"
      data-testid="production-toggle"
    >
      <span aria-hidden className={cn('relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border transition-colors duration-200', on ? 'border-amber bg-amber' : 'border-hairline bg-ivory group-hover:border-gold')}>
        <span className={cn('absolute size-3.5 rounded-full shadow-sm transition-transform duration-200 ease-out', on ? 'translate-x-[18px] bg-pearl' : 'translate-x-[2px] bg-graphite/60')} />
      </span>
      {adminMessages.inProduction}
    </button>
  );
}

/** One row of the admin desk: the order, its shipping, its notes, and the actions. */
export function AdminOrderRow({ order, actions }: { order: AdminOrder; actions: Actions }) {
  const [shipping, setShipping] = useState(false);
  const [editing, setEditing] = useState(false);
  const statusBusy = actions.status.isPending && actions.status.variables?.id === order.id;
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
            <p className="mt-0.5 text-xs text-graphite">× {order.quantity}</p>
          </div>
        </div>
      </td>
      <td className={`${cell} whitespace-nowrap text-ink`}>{materialLabel(order.material)}</td>
      <td className={`${cell} whitespace-nowrap tabular-nums text-ink`}>{formatPrice(order.totalPrice)}</td>
      <td className={cell}>
        <StatusBadge status={order.status} />
      </td>
      <td className={cell} data-testid="admin-order-shipping">
        {order.trackingNumber ? (
          <div className="max-w-[140px]">
            <p className="text-ink">{order.carrier}</p>
            <p className="break-all tabular-nums text-ink">{order.trackingNumber}</p>
            <p className="mt-0.5 text-xs text-graphite">{formatDate(order.shippedAt)}</p>
          </div>
        ) : (
          <p className="whitespace-nowrap text-graphite">{adminMessages.notShipped}</p>
        )}
      </td>
      <td className={cell}>
        <div className="flex max-w-[150px] items-start gap-1">
          {order.notes ? (
            <p className="line-clamp-3 min-w-0 flex-1 text-graphite" title={order.notes} data-testid="admin-order-notes">
              {order.notes}
            </p>
          ) : null}
          <button
            type="button"
            onClick={() => setEditing(true)}
            aria-label={`${order.notes ? adminMessages.editNotes : adminMessages.addNote} for ${order.orderNumber}`}
            className="-mt-3 inline-flex min-h-11 shrink-0 items-center gap-1.5 px-1 text-xs uppercase tracking-[0.12em] text-graphite transition-colors hover:text-gold-deep"
          >
            <PencilLine size={16} strokeWidth={1.5} aria-hidden />
            {order.notes ? null : adminMessages.addNote}
          </button>
        </div>
      </td>
      <td className={cell}>
        <div className="-mt-3 flex w-[136px] flex-col">
          <button type="button" onClick={() => setShipping(true)} aria-label={`${order.trackingNumber ? adminMessages.updateShipping : adminMessages.ship} ${order.orderNumber}`} className={buttonClasses('secondary', 'sm', 'w-full px-3 text-[11px] tracking-[0.12em]')}>
            <Truck size={16} strokeWidth={1.5} aria-hidden />
            {order.trackingNumber ? adminMessages.updateShipping : adminMessages.ship}
          </button>
          <ProductionSwitch order={order} busy={statusBusy} onToggle={() => actions.status.mutate({ id: order.id, status: toggledProductionStatus(order.status) })} />
        </div>
        {shipping ? (
          <ShippingDialog
            order={order}
            open={shipping}
            onOpenChange={setShipping}
            pending={actions.ship.isPending}
            onSubmit={(carrier, trackingNumber) => actions.ship.mutateAsync({ id: order.id, carrier, trackingNumber })}
          />
        ) : null}
        {editing ? <NotesDialog order={order} open={editing} onOpenChange={setEditing} pending={actions.notes.isPending} onSubmit={(notes) => actions.notes.mutateAsync({ id: order.id, notes })} /> : null}
      </td>
    </tr>
  );
}
