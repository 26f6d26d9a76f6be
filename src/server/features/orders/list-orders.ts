import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { AdminOrderList, UserOrder } from '@shared/contracts/orders';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { Caller } from '../../http/auth';
import { toAdminOrder, toUserOrder } from './order-view';

/**
 * A member's own orders, newest first: those placed signed in, and those a guest paid for with the
 * member's address once that address is confirmed (the confirmation proves it is theirs).
 */
export async function listUserOrders(db: Db, caller: Caller): Promise<UserOrder[]> {
  const mine = caller.emailConfirmedAt
    ? or(eq(orders.userId, caller.id), eq(orders.customerEmail, caller.email))
    : eq(orders.userId, caller.id);
  const rows = await db.select().from(orders).where(mine).orderBy(desc(orders.createdAt), desc(orders.orderNumber)).limit(500);
  return rows.map(toUserOrder);
}

/** The order desk: every order, searched by number, payment id, customer name or email (case-insensitive), paged. */
export async function listAdminOrders(db: Db, query: { search?: string; page: number; limit: number }): Promise<AdminOrderList> {
  const term = query.search?.trim();
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern
    ? or(ilike(orders.orderNumber, pattern), ilike(orders.paymentId, pattern), ilike(orders.customerName, pattern), ilike(orders.customerEmail, pattern))
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.orderNumber)).limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { orders: rows.map(toAdminOrder), total, page: query.page, limit: query.limit };
}

