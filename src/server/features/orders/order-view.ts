import type { AdminOrder, ProductionQueue, TrackedOrder, UserOrder } from '@shared/contracts/orders';
import type { OrderStatus } from '@shared/options';
import { fromCents } from '@shared/pricing';
import type { orders } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The timeline's dates of a piece (src/shared/timeline.ts): paid is createdAt. */
const timelineDates = (o: OrderRow) => ({ shippedAt: iso(o.shippedAt), productionStartedAt: iso(o.productionStartedAt), deliveredAt: iso(o.deliveredAt) });

/** A piece as its owner sees it; `queue` is the production queue ahead of it, when it was counted (production-queue.ts). */
export function toUserOrder(o: OrderRow, queue?: ProductionQueue | null): UserOrder {
  return {
    id: o.id, orderNumber: o.orderNumber, checkoutNumber: o.checkoutNumber, designId: o.designId, designName: o.designName,
    designImageUrl: o.designImageUrl, engraving: o.engraving, status: o.status as OrderStatus, material: o.material, quantity: o.quantity,
    unitPrice: fromCents(o.unitPriceCents), totalPrice: fromCents(o.totalPriceCents), createdAt: o.createdAt.toISOString(),
    trackingNumber: o.trackingNumber, carrier: o.carrier, ...timelineDates(o),
    ...(queue === undefined ? {} : { productionQueue: queue }),
  };
}

export function toAdminOrder(o: OrderRow): AdminOrder {
  return { ...toUserOrder(o), stripeSessionId: o.paymentId, customerName: o.customerName, customerEmail: o.customerEmail, notes: o.notes };
}

/** A piece on the order's public page: what its mails say, nothing about who ordered it. */
export function toTrackedPiece(o: OrderRow, queue?: ProductionQueue | null): TrackedOrder['pieces'][number] {
  return {
    designId: o.designId, designName: o.designName, designImageUrl: o.designImageUrl, engraving: o.engraving, status: o.status as OrderStatus,
    material: o.material, quantity: o.quantity, trackingNumber: o.trackingNumber, carrier: o.carrier, ...timelineDates(o),
    ...(queue === undefined ? {} : { productionQueue: queue }),
  };
}
