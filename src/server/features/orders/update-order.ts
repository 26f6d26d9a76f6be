/** The admin's changes to an order: shipping (mails the customer), notes, the production toggle and delivery. */
import { eq } from 'drizzle-orm';
import type { AdminOrder } from '@shared/contracts/orders';
import { adminMessages } from '@shared/messages';
import type { Carrier, ProductionStatus } from '@shared/options';
import { AFTER_SHIPPING, hasShipped } from '@shared/timeline';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { recordAdminAction, type Actor } from '../admin/record-action';
import { queueDeliveredMail, queueInProductionMail, queueShippedMail } from './order-mails';
import { toAdminOrder } from './order-view';

const ORDER_NOT_FOUND = 'Order not found';

/**
 * Records carrier and tracking number and mails the customer. Also corrects a shipped order's
 * tracking number: the order keeps its first shipping date and any later status (delivered,
 * completed), and the mail says the number changed.
 */
export async function updateShipping(db: Db, config: Config, actor: Actor, orderId: string, input: { carrier: Carrier; trackingNumber: string }): Promise<AdminOrder> {
  return db.transaction(async (tx) => {
    // The row is locked and read here, so what stays (first shipping date, a later status) is decided from it.
    const [before] = await tx.select({ trackingNumber: orders.trackingNumber, shippedAt: orders.shippedAt, status: orders.status })
      .from(orders).where(eq(orders.id, orderId)).for('update');
    if (!before) throw notFound(ORDER_NOT_FOUND);
    const [row] = await tx.update(orders)
      .set({
        carrier: input.carrier, trackingNumber: input.trackingNumber, updatedAt: new Date(),
        shippedAt: before.shippedAt ?? new Date(),
        status: AFTER_SHIPPING.includes(before.status) ? before.status : 'shipped',
      })
      .where(eq(orders.id, orderId)).returning();
    await queueShippedMail(tx, config, row, before.trackingNumber !== null);
    await recordAdminAction(tx, actor, { kind: 'order', itemId: orderId, action: 'Set shipping', detail: { carrier: input.carrier, trackingNumber: input.trackingNumber } });
    return toAdminOrder(row);
  });
}

export async function updateNotes(db: Db, actor: Actor, orderId: string, notes: string): Promise<AdminOrder> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(orders).set({ notes, updatedAt: new Date() }).where(eq(orders.id, orderId)).returning();
    if (!row) throw notFound(ORDER_NOT_FOUND);
    await recordAdminAction(tx, actor, { kind: 'order', itemId: orderId, action: 'Edited the notes', detail: { notes } });
    return toAdminOrder(row);
  });
}

/**
 * Sets pending or in_production; going to in_production (from anything else) mails the customer.
 * A shipped order is refused (409): its status never goes back, and no 'in production' mail follows
 * 'has shipped'. The row lock orders this against a shipping update of the same order.
 *
 * The timeline's 'In production' date (issue 26) is set when the toggle puts the order in
 * production, kept while it stays there, and cleared when the toggle takes it back to pending (a
 * slip of the desk's hand: the timeline goes back to Paid, and the next start is the date shown).
 */
export async function updateStatus(db: Db, config: Config, actor: Actor, orderId: string, status: ProductionStatus): Promise<AdminOrder> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: orders.status, trackingNumber: orders.trackingNumber, productionStartedAt: orders.productionStartedAt })
      .from(orders).where(eq(orders.id, orderId)).for('update');
    if (!before) throw notFound(ORDER_NOT_FOUND);
    if (hasShipped(before)) throw conflict(adminMessages.productionLocked);
    const now = new Date();
    const productionStartedAt = status === 'in_production' ? (before.status === 'in_production' ? before.productionStartedAt ?? now : now) : null;
    const [row] = await tx.update(orders).set({ status, productionStartedAt, updatedAt: now }).where(eq(orders.id, orderId)).returning();
    if (status === 'in_production' && before.status !== 'in_production') await queueInProductionMail(tx, config, row);
    await recordAdminAction(tx, actor, { kind: 'order', itemId: orderId, action: 'Set the status', detail: { status } });
    return toAdminOrder(row);
  });
}

/**
 * Mark delivered (issue 26, point 3): the timeline's last step. Only a shipped piece (409 before);
 * sets the delivered status and date and mails the customer once. Again on a delivered (or
 * completed) piece it changes nothing and mails no one: it answers the piece as it stands.
 */
export async function markDelivered(db: Db, config: Config, actor: Actor, orderId: string): Promise<AdminOrder> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!before) throw notFound(ORDER_NOT_FOUND);
    if (!hasShipped(before)) throw conflict(adminMessages.deliveredBeforeShipping);
    if (before.deliveredAt !== null || AFTER_SHIPPING.includes(before.status)) return toAdminOrder(before);
    const now = new Date();
    const [row] = await tx.update(orders).set({ status: 'delivered', deliveredAt: now, updatedAt: now }).where(eq(orders.id, orderId)).returning();
    await queueDeliveredMail(tx, config, row);
    await recordAdminAction(tx, actor, { kind: 'order', itemId: orderId, action: 'Marked delivered' });
    return toAdminOrder(row);
  });
}
