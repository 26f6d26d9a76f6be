import { and, count, desc, eq, ilike, not, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminOrderList, UserOrder } from '@shared/contracts/orders';
import type { Db } from '../../db/client';
import { orderCounts, orderSearchCustomers, orders, payments } from '../../db/schema';
import type { Caller } from '../../http/auth';
import { paidPriceColumns, paidPrices } from '../checkout/paid-prices';
import { toAdminOrder, toUserOrder } from './order-view';
import { ownOrders } from './own-orders';
import { productionQueue, queueAheadColumn } from './production-queue';

/**
 * A member's own orders (own-orders.ts), newest first, each unshipped piece with the production
 * queue ahead of it (production-queue.ts).
 */
export async function listUserOrders(db: Db, caller: Caller, piecesPerWeek: number): Promise<UserOrder[]> {
  const mine = ownOrders({ id: caller.id, email: caller.email, emailProven: caller.emailProvenAt !== null });
  const rows = await db.select({ order: orders, ahead: queueAheadColumn, paid: paidPriceColumns }).from(orders).leftJoin(payments, eq(payments.id, orders.paymentId))
    .where(mine).orderBy(desc(orders.createdAt), desc(orders.orderNumber)).limit(500);
  const now = new Date();
  return rows.map(({ order, ahead, paid }) => ({ ...toUserOrder(order, productionQueue(order, ahead, piecesPerWeek, now)), ...checkoutPricesOf(paid) }));
}

/** What a piece's checkout cost (issue 26: subtotal, promo code, discount, amount charged), read in the piece's own query. */
function checkoutPricesOf(paid: Parameters<typeof paidPrices>[0] | null) {
  return paid?.amountCents != null ? { checkoutPrices: paidPrices(paid) } : {};
}

/**
 * The longest run of ASCII letters and digits in the term that has a digit and at least three
 * characters (the number of an order, checkout or payment, or of an address like
 * leo.miller13063@example.com), or null when there is none shorter than the whole term.
 *
 * The trigram indexes are asked for this part alone and the whole term is checked on the rows they
 * return. Every row containing the term contains this part, so the result is the same; but the
 * index no longer has to intersect the trigrams every row shares ("pi_bench_", "@example.com"),
 * whose long lists made a full address or payment id read thousands of index pages. Runs of ASCII
 * letters and digits lower-case the same in any context, so the part stays inside the lowered term.
 */
export function distinctivePart(term: string): string | null {
  const part = longestOf((term.match(/[A-Za-z0-9]+/g) ?? []).filter((w) => /\d/.test(w)));
  return part !== null && part.length < term.length ? part : null;
}

/**
 * For a term with an '@' and no distinctive part (a full address without digits such as
 * ann.lee@gmail.com): the longest piece between '@'s, leaving out the last one (the domain, whose
 * trigrams "exa", "com", "ple" nearly every row shares), if it has at least three characters; else null.
 *
 * Every piece is a substring of the term, so every row containing the term contains it. The pieces
 * keep their place in the lowered term too: '@' has no case and is not one of the characters lower()
 * looks across (the final sigma rule), so lowering the term lowers each piece as it would alone.
 */
export function addressPart(term: string): string | null {
  return longestOf(term.split('@').slice(0, -1));
}

/** The first of the longest pieces with at least three characters (a trigram), or null. */
function longestOf(pieces: string[]): string | null {
  return pieces.reduce<string | null>((a, p) => (p.length >= 3 && (a === null || p.length > a.length) ? p : a), null);
}

/** The text the trigram indexes are asked for: the distinctive part, else an address's part, else null for the whole term. */
export function lookupPart(term: string): string | null {
  return distinctivePart(term) ?? addressPart(term);
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The same text, but not something a trigram index answers: the whole term is checked on the rows, not looked up. */
const checked = (column: AnyPgColumn) => sql`(${column} || '')`;

/**
 * The order desk: every order, searched by number, payment id, customer name or email
 * (case-insensitive, anywhere in the text), newest first, paged, with the exact total.
 *
 * The total is not counted over the matching orders (27,484 for "garc" meant as many heap rows
 * rechecked): unsearched it is the one row of order_counts; searched it is the orders of the
 * distinct (name, email) pairs that match, from order_search_customers, plus the orders that match
 * only by number or payment id. Both tables are kept by triggers on orders (migration 0006).
 */
export async function listAdminOrders(db: Db, query: { search?: string; page: number; limit: number }): Promise<AdminOrderList> {
  const term = query.search?.trim();
  const page = db.select({ order: orders, paid: paidPriceColumns }).from(orders).leftJoin(payments, eq(payments.id, orders.paymentId)).orderBy(desc(orders.createdAt), desc(orders.orderNumber)).limit(query.limit).offset((query.page - 1) * query.limit);
  if (!term) {
    const [rows, [{ total }]] = await Promise.all([
      page,
      db.select({ total: sql`coalesce(sum(${orderCounts.orders}), 0)`.mapWith(Number) }).from(orderCounts),
    ]);
    return { orders: rows.map(({ order, paid }) => ({ ...toAdminOrder(order), ...checkoutPricesOf(paid) })), total, page: query.page, limit: query.limit };
  }
  const pattern = likePattern(term);
  const part = lookupPart(term);
  const looked = part === null ? pattern : likePattern(part);
  /** The column contains the term: looked up by the part when there is one, then checked whole. */
  const contains = (column: AnyPgColumn) => (part === null ? ilike(column, pattern) : and(ilike(column, looked), ilike(checked(column), pattern)));
  const byCustomer = sql`(${ilike(orders.customerName, pattern)} or ${ilike(orders.customerEmail, pattern)})`;
  const byNumberOnly = db.select({ n: count() }).from(orders)
    .where(and(or(contains(orders.orderNumber), contains(orders.paymentId)), not(byCustomer)));
  const [rows, [{ total }]] = await Promise.all([
    page.where(or(contains(orders.orderNumber), contains(orders.paymentId), contains(orders.customerName), contains(orders.customerEmail))),
    db.select({ total: sql`coalesce(sum(${orderSearchCustomers.orders}), 0) + (${byNumberOnly})`.mapWith(Number) })
      .from(orderSearchCustomers)
      .where(and(
        sql`${orderSearchCustomers.search} like lower(${looked})`,
        or(ilike(orderSearchCustomers.customerName, pattern), ilike(orderSearchCustomers.customerEmail, pattern)),
      )),
  ]);
  return { orders: rows.map(({ order, paid }) => ({ ...toAdminOrder(order), ...checkoutPricesOf(paid) })), total, page: query.page, limit: query.limit };
}
