/** The pieces of an order on the desk that the table row (wide screens) and the card (phones) share. */
import { PackageCheck, PencilLine, Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { adminMessages } from '@shared/messages/orders';
import { toggledProductionStatus } from '@shared/options';
import { AFTER_SHIPPING, hasShipped } from '@shared/timeline';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { NotesDialog } from './notes-dialog';
import type { AdminOrder } from '@shared/contracts/orders';
import { formatDate } from './order-format';
import { ShippingDialog } from './shipping-dialog';
import { packingSlip, productionSheet } from './api/documents';
import { model3mf } from './api/model-3mf';
import { modelStl } from './api/model-stl';
import { DownloadButton } from './download-button';
import type { useOrderActions } from './use-order-actions';

export type OrderActions = ReturnType<typeof useOrderActions>;

/**
 * The production toggle as a switch: on while the order is in production. Switching sends
 * toggledProductionStatus(status): in_production becomes pending, anything else in_production.
 * Once the order has shipped its production is final: the switch is disabled and says why (issue 21).
 */
export function ProductionSwitch({ order, actions }: { order: AdminOrder; actions: OrderActions }) {
  const on = order.status === 'in_production';
  const locked = hasShipped(order);
  const busy = actions.status.isPending && actions.status.variables?.id === order.id;
  const reasonId = useId();
  return (
    <div className="flex flex-col">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={`${adminMessages.inProduction} ${order.orderNumber}`}
        aria-describedby={locked ? reasonId : undefined}
        disabled={busy || locked}
        onClick={() => actions.status.mutate({ id: order.id, status: toggledProductionStatus(order.status) })}
        className="group inline-flex min-h-11 items-center gap-2.5 whitespace-nowrap text-left text-xs text-graphite transition-colors hover:text-ink disabled:opacity-50"
        data-testid="production-toggle"
      >
        <span aria-hidden className={cn('relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border transition-colors duration-200', on ? 'border-amber bg-amber' : 'border-hairline bg-ivory group-hover:border-gold')}>
          <span className={cn('absolute size-3.5 rounded-full shadow-sm transition-transform duration-200 ease-out', on ? 'translate-x-[18px] bg-pearl' : 'translate-x-[2px] bg-graphite/60')} />
        </span>
        {adminMessages.inProduction}
      </button>
      {locked ? (
        <p id={reasonId} className="-mt-1.5 text-[11px] leading-snug text-graphite" data-testid="production-locked">
          {adminMessages.productionLockedReason}
        </p>
      ) : null}
    </div>
  );
}

/** Carrier, tracking number and shipping date, or 'Not shipped'. */
export function ShippingFacts({ order, className }: { order: AdminOrder; className?: string }) {
  return (
    <div className={className} data-testid="admin-order-shipping">
      {order.trackingNumber ? (
        <>
          <p className="text-ink">{order.carrier}</p>
          <p className="break-all tabular-nums text-ink">{order.trackingNumber}</p>
          <p className="mt-0.5 text-xs text-graphite">{formatDate(order.shippedAt)}</p>
          {order.deliveredAt ? (
            <p className="mt-0.5 text-xs text-success" data-testid="admin-order-delivered">
              {adminMessages.deliveredOn(formatDate(order.deliveredAt))}
            </p>
          ) : null}
        </>
      ) : (
        <p className="whitespace-nowrap text-graphite">{adminMessages.notShipped}</p>
      )}
    </div>
  );
}

/** The shipping form and the notes edit of one order, and the buttons that open them. */
export function useOrderDialogs(order: AdminOrder, actions: OrderActions) {
  const [shipping, setShipping] = useState(false);
  const [editing, setEditing] = useState(false);
  const shipLabel = order.trackingNumber ? adminMessages.updateShipping : adminMessages.ship;

  const shipButton = (className?: string) => (
    <button type="button" onClick={() => setShipping(true)} aria-label={`${shipLabel} ${order.orderNumber}`} className={buttonClasses('secondary', 'sm', cn('px-3 text-[11px] tracking-[0.12em]', className))}>
      <Truck size={16} strokeWidth={1.5} aria-hidden />
      {shipLabel}
    </button>
  );
  const notesButton = (className?: string) => (
    <button
      type="button"
      onClick={() => setEditing(true)}
      aria-label={`${order.notes ? adminMessages.editNotes : adminMessages.addNote} for ${order.orderNumber}`}
      className={cn('inline-flex min-h-11 shrink-0 items-center gap-1.5 px-1 text-xs uppercase tracking-[0.12em] text-graphite transition-colors hover:text-gold-deep', className)}
    >
      <PencilLine size={16} strokeWidth={1.5} aria-hidden />
      {order.notes ? null : adminMessages.addNote}
    </button>
  );
  const dialogs = (
    <>
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
    </>
  );
  return { shipButton, notesButton, dialogs };
}

/** Whether the desk may still mark the piece delivered: shipped, and not delivered yet. */
export const deliverable = (order: AdminOrder) => hasShipped(order) && order.deliveredAt === null && !AFTER_SHIPPING.includes(order.status);

/** Mark delivered (issue 26, point 3): shown once the piece has shipped, until it is delivered. */
export function DeliveredButton({ order, actions, className }: { order: AdminOrder; actions: OrderActions; className?: string }) {
  if (!deliverable(order)) return null;
  const busy = actions.delivered.isPending && actions.delivered.variables === order.id;
  return (
    <button
      type="button"
      onClick={() => actions.delivered.mutate(order.id)}
      disabled={busy}
      aria-label={`${adminMessages.markDelivered} ${order.orderNumber}`}
      className={buttonClasses('secondary', 'sm', cn('px-3 text-[11px] tracking-[0.12em]', className))}
      data-testid="mark-delivered"
    >
      <PackageCheck size={16} strokeWidth={1.5} aria-hidden />
      {adminMessages.markDelivered}
    </button>
  );
}

/**
 * The desk's documents of a piece (issue 26, point 4): its order's packing slip and its own production
 * sheet; then the caster's files of its model, STL and 3MF side by side (issue 25, point 5).
 */
export function DeskDocuments({ order, className }: { order: AdminOrder; className?: string }) {
  return (
    <div className={cn('flex flex-col', className)}>
      <DownloadButton source={packingSlip(order.id)} label={adminMessages.packingSlip} look="quiet" testId="packing-slip" />
      <DownloadButton source={productionSheet(order.id)} label={adminMessages.productionSheet} look="quiet" testId="production-sheet" />
      <div className="flex gap-x-5">
        <DownloadButton source={modelStl(order.id)} label={adminMessages.modelStl} fullLabel={adminMessages.modelFile(adminMessages.modelStl)} look="quiet" testId="model-stl" />
        <DownloadButton source={model3mf(order.id)} label={adminMessages.model3mf} fullLabel={adminMessages.modelFile(adminMessages.model3mf)} look="quiet" testId="model-3mf" />
      </div>
    </div>
  );
}
