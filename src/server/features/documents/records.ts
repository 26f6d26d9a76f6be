/**
 * What the order documents read: a checkout (its payment and its pieces, in their order) and the
 * designs of its pieces (weight, size, metal colour and finish for the certificate and the bench).
 * Who may read them is decided in access.ts.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { designs, orders, payments } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type DesignRow = typeof designs.$inferSelect;

/** One checkout: the customer's order number (AU-10234), its payment and its pieces. */
export interface CheckoutRecord {
  checkoutNumber: string;
  /** When the payment was verified and the pieces ordered (the timeline's Paid). */
  paidAt: Date;
  payment: PaymentRow;
  pieces: OrderRow[];
}

/** The checkout a payment made, with its pieces in their order; null when it made none. */
export async function checkoutOfPayment(db: DbOrTx, paymentId: string): Promise<CheckoutRecord | null> {
  const rows = await db.select({ order: orders, payment: payments }).from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(eq(orders.paymentId, paymentId))
    .orderBy(asc(orders.lineIndex));
  if (rows.length === 0) return null;
  const pieces = rows.map((r) => r.order);
  return { checkoutNumber: pieces[0].checkoutNumber, paidAt: pieces[0].createdAt, payment: rows[0].payment, pieces };
}

/** The checkout of an order number (AU-10234), through its payment (both keys indexed). */
export async function checkoutOfNumber(db: DbOrTx, checkoutNumber: string): Promise<CheckoutRecord | null> {
  const [payment] = await db.select({ id: payments.id }).from(payments).where(eq(payments.checkoutNumber, checkoutNumber));
  return payment ? checkoutOfPayment(db, payment.id) : null;
}

/** The designs of the pieces that still have theirs, by id. */
export async function designsOf(db: DbOrTx, pieces: readonly OrderRow[]): Promise<Map<string, DesignRow>> {
  const ids = [...new Set(pieces.map((p) => p.designId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(designs).where(inArray(designs.id, ids));
  return new Map(rows.map((d) => [d.id, d]));
}
