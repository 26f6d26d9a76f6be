/**
 * The production queue ahead of a piece (issue 26, point 3): the pieces paid before it and not
 * shipped yet, which the bench makes first. The timeline moves a piece's 4-6 week estimate when
 * they need more weeks than are left before its window opens (src/shared/timeline.ts,
 * queueDelayWeeks, with PRODUCTION_PIECES_PER_WEEK).
 *
 * Counted on the orders paid in the 12 weeks before the piece (twice the promise's six): one that
 * has waited longer is a stuck order, not the bench's queue, and the bound keeps the count a range
 * of orders_created_idx however long the shop has traded. Its cost grows with the orders paid in
 * that range (shipped ones too, whose rows the range reads): on a million orders over two years,
 * about 20-30 ms per unshipped piece's count; a partial index on unshipped orders' created_at would
 * make it a few ms (docs/orders.md). The reads that show it (My Orders, the
 * order's page) count it inside their own query, per unshipped piece (`queueAheadColumn`), so a
 * member's ten orders cost no more round trips than one; the mails count it for their pieces.
 */
import { and, count, gte, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ProductionQueue } from '@shared/contracts/orders';
import { AFTER_SHIPPING, hasShipped, queueDelayWeeks } from '@shared/timeline';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;

/** How far back the queue is counted. */
export const QUEUE_LOOKBACK_WEEKS = 12;
const WEEK_MS = 7 * 86_400_000;
export const SHIPPED_STATUSES = ['shipped', ...AFTER_SHIPPING];

/** Not shipped: no tracking number and no shipped (or later) status, as hasShipped says. */
export const waiting = (t: { trackingNumber: AnyPgColumn; status: AnyPgColumn }) => and(isNull(t.trackingNumber), notInArray(t.status, SHIPPED_STATUSES));

/** The pieces paid before `paidAt` (within the lookback) that have not shipped. */
export async function piecesAhead(db: DbOrTx, paidAt: Date): Promise<number> {
  const since = new Date(paidAt.getTime() - QUEUE_LOOKBACK_WEEKS * WEEK_MS);
  const [{ n }] = await db.select({ n: count() }).from(orders).where(and(waiting(orders), lt(orders.createdAt, paidAt), gte(orders.createdAt, since)));
  return n;
}

/** The statuses of a shipped piece, as SQL literals (constants of the shop's own, never input). */
const shippedList = SHIPPED_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * A column for a read of `orders`: for an unshipped piece, the pieces ahead of it (as piecesAhead
 * counts them); null for a shipped one. Written out with qualified names: inside the subquery the
 * outer row is "orders", the counted rows "ahead".
 */
export const queueAheadColumn = sql<number | null>`${sql.raw(`case when "orders"."tracking_number" is null and "orders"."status" not in (${shippedList}) then (
  select count(*) from "orders" as "ahead"
  where "ahead"."tracking_number" is null and "ahead"."status" not in (${shippedList})
    and "ahead"."created_at" < "orders"."created_at"
    and "ahead"."created_at" >= "orders"."created_at" - interval '${QUEUE_LOOKBACK_WEEKS} weeks'
) end`)}`.mapWith((n: unknown) => (n === null ? null : Number(n)));

/** A piece's queue from the count its read answered: the pieces ahead and the weeks they move its estimate; null once shipped. */
export function productionQueue(o: OrderRow, piecesAheadOfIt: number | null, piecesPerWeek: number, now = new Date()): ProductionQueue | null {
  if (piecesAheadOfIt === null || hasShipped(o)) return null;
  return { ahead: piecesAheadOfIt, delayWeeks: queueDelayWeeks({ ahead: piecesAheadOfIt, piecesPerWeek, paidAt: o.createdAt, now }) };
}
