import type { AdminOrder, TrackedOrder, UserOrder } from '@shared/contracts/orders';
import type { OrderStatus } from '@shared/options';
import { fromCents } from '@shared/pricing';
import type { orders } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;

export function toUserOrder(o: OrderRow): UserOrder {
  return {
    id: o.id, orderNumber: o.orderNumber, checkoutNumber: o.checkoutNumber, designId: o.designId, designName: o.designName,
    designImageUrl: o.designImageUrl, engraving: o.engraving, status: o.status as OrderStatus, material: o.material, quantity: o.quantity,
    unitPrice: fromCents(o.unitPriceCents), totalPrice: fromCents(o.totalPriceCents), createdAt: o.createdAt.toISOString(),
    trackingNumber: o.trackingNumber, carrier: o.carrier, shippedAt: o.shippedAt?.toISOString() ?? null,
  };
}

export function toAdminOrder(o: OrderRow): AdminOrder {
  return { ...toUserOrder(o), stripeSessionId: o.paymentId, customerName: o.customerName, customerEmail: o.customerEmail, notes: o.notes };
}

/** A piece on the order's public page: what its mails say, nothing about who ordered it. */
export function toTrackedPiece(o: OrderRow): TrackedOrder['pieces'][number] {
  return {
    designId: o.designId, designName: o.designName, designImageUrl: o.designImageUrl, engraving: o.engraving, status: o.status as OrderStatus,
    material: o.material, quantity: o.quantity, trackingNumber: o.trackingNumber, carrier: o.carrier, shippedAt: o.shippedAt?.toISOString() ?? null,
  };
}
