/** An order's own page (GET /api/orders/track/:token): anyone holding the mailed link may read it. */
import { asc, eq } from 'drizzle-orm';
import type { TrackedOrder } from '@shared/contracts/orders';
import { ordersMessages } from '@shared/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { notFound } from '../../http/errors';
import { toTrackedPiece } from './order-view';
import { productionQueue, queueAheadColumn } from './production-queue';
import { readTrackingToken } from './tracking-links';

export async function trackOrder(db: Db, config: Config, token: string): Promise<TrackedOrder> {
  // A token that does not verify is never looked up: the same 404 as a verified one without orders.
  const checkoutNumber = readTrackingToken(config.authSecret, token);
  if (!checkoutNumber) throw notFound(ordersMessages.orderNotFound);
  // Through the payment: its checkout number and the orders' (payment, line) key are both indexed.
  const rows = await db.select({ order: orders, ahead: queueAheadColumn }).from(payments)
    .innerJoin(orders, eq(orders.paymentId, payments.id))
    .where(eq(payments.checkoutNumber, checkoutNumber))
    .orderBy(asc(orders.lineIndex));
  if (rows.length === 0) throw notFound(ordersMessages.orderNotFound);
  const now = new Date();
  const pieces = rows.map(({ order, ahead }) => toTrackedPiece(order, productionQueue(order, ahead, config.productionPiecesPerWeek, now)));
  return { orderNumber: checkoutNumber, placedAt: rows[0].order.createdAt.toISOString(), pieces };
}
