/** The admin's changes to an order: shipping (mails the customer), notes, and the production toggle. */
import { eq } from 'drizzle-orm';
import type { AdminOrder } from '@shared/contracts/orders';
import type { Carrier, ProductionStatus } from '@shared/options';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { queueInProductionMail, queueShippedMail } from './order-mails';
import { toAdminOrder } from './order-view';

const ORDER_NOT_FOUND = 'Order not found';

export async function updateShipping(db: Db, config: Config, orderId: string, input: { carrier: Carrier; trackingNumber: string }): Promise<AdminOrder> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(orders)
      .set({ carrier: input.carrier, trackingNumber: input.trackingNumber, shippedAt: new Date(), status: 'shipped', updatedAt: new Date() })
      .where(eq(orders.id, orderId)).returning();
    if (!row) throw notFound(ORDER_NOT_FOUND);
    await queueShippedMail(tx, config, row);
    return toAdminOrder(row);
  });
}

export async function updateNotes(db: Db, orderId: string, notes: string): Promise<AdminOrder> {
  const [row] = await db.update(orders).set({ notes, updatedAt: new Date() }).where(eq(orders.id, orderId)).returning();
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return toAdminOrder(row);
}

/** Sets pending or in_production; going to in_production (from anything else) mails the customer. */
export async function updateStatus(db: Db, config: Config, orderId: string, status: ProductionStatus): Promise<AdminOrder> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!before) throw notFound(ORDER_NOT_FOUND);
    const [row] = await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, orderId)).returning();
    if (status === 'in_production' && before.status !== 'in_production') await queueInProductionMail(tx, config, row);
    return toAdminOrder(row);
  });
}
