/**
 * POST /api/orders/track/resend: mails the links of an address's orders to that address. The route
 * answers the same sentence before this runs (no enumeration, no telling time); an address without
 * orders gets no mail, so the form cannot be used to write to strangers.
 */
import { desc, eq, min } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { queueOrderLinks } from './order-mails';

/** The most orders one mail lists (the newest). */
export const ORDER_LINKS_MAX = 10;

export async function resendOrderLinks(db: Db, config: Config, email: string) {
  const placedAt = min(orders.createdAt);
  const placed = await db.select({ checkoutNumber: orders.checkoutNumber, placedAt }).from(orders)
    .where(eq(orders.customerEmail, email))
    .groupBy(orders.checkoutNumber)
    .orderBy(desc(placedAt))
    .limit(ORDER_LINKS_MAX);
  if (placed.length === 0) return;
  await queueOrderLinks(db, config, email, placed.map((p) => ({ checkoutNumber: p.checkoutNumber, placedAt: p.placedAt! })));
}
