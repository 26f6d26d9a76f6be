/**
 * Who may fetch an order's documents (issue 26, point 4). The receipt and the certificates are the
 * customer's: a member's for their own orders (own-orders.ts: placed signed in, or paid as a guest
 * with their proven address), anyone's holding the order's signed link (tracking-links.ts), and the
 * admin's for any order. Another member gets the same 404 as an order that does not exist. The
 * packing slip and the production sheet are the desk's (their routes are admin-only).
 */
import { and, eq } from 'drizzle-orm';
import { ordersMessages } from '@shared/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { Caller } from '../../http/auth';
import { notFound } from '../../http/errors';
import { ownOrders } from '../orders/own-orders';
import { readTrackingToken } from '../orders/tracking-links';
import { checkoutOfNumber, checkoutOfPayment, type CheckoutRecord, type OrderRow } from './records';

/** A piece the caller may see the documents of: any for an admin, their own for a member; else 404. */
export async function callersPiece(db: Db, caller: Caller, orderId: string): Promise<OrderRow> {
  const mine = caller.role === 'admin' ? undefined : ownOrders({ id: caller.id, email: caller.email, emailProven: caller.emailProvenAt !== null });
  const [piece] = await db.select().from(orders).where(and(eq(orders.id, orderId), mine));
  if (!piece) throw notFound(ordersMessages.orderNotFound);
  return piece;
}

/** The checkout a piece belongs to (every piece of it). */
export async function checkoutOfPiece(db: Db, piece: OrderRow): Promise<CheckoutRecord> {
  const record = await checkoutOfPayment(db, piece.paymentId);
  if (!record) throw notFound(ordersMessages.orderNotFound);
  return record;
}

/** The checkout a signed link names; a token that does not verify is never looked up (the same 404). */
export async function trackedCheckout(db: Db, config: Config, token: string): Promise<CheckoutRecord> {
  const checkoutNumber = readTrackingToken(config.authSecret, token);
  const record = checkoutNumber ? await checkoutOfNumber(db, checkoutNumber) : null;
  if (!record) throw notFound(ordersMessages.orderNotFound);
  return record;
}
