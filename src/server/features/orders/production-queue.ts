/**
 * The production queue ahead of a piece (issue 26, point 3): the pieces paid before it and not
 * shipped yet, which the bench makes first. The timeline moves a piece's 4-6 week estimate when
 * they need more weeks than are left before its window opens (src/shared/timeline.ts,
 * queueDelayWeeks, with PRODUCTION_PIECES_PER_WEEK).
 *
 * Counted on the orders paid in the 26 weeks before the piece: one that has waited longer than half
 * a year is a stuck order, not the bench's queue, and the bound keeps the count a range of
 * orders_created_idx however long the shop has traded. One count per distinct payment time among
 * the pieces asked about (a member has a few unshipped orders; the pieces of a checkout share one).
 */
import { and, count, gte, isNull, lt, notInArray } from 'drizzle-orm';
import type { ProductionQueue } from '@shared/contracts/orders';
import { AFTER_SHIPPING, hasShipped, queueDelayWeeks } from '@shared/timeline';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;

/** How far back the queue is counted. */
export const QUEUE_LOOKBACK_WEEKS = 26;
const WEEK_MS = 7 * 86_400_000;

/** Not shipped: no tracking number and no shipped (or later) status, as hasShipped says. */
const waiting = and(isNull(orders.trackingNumber), notInArray(orders.status, ['shipped', ...AFTER_SHIPPING]));

/** The pieces paid before `paidAt` (within the lookback) that have not shipped. */
export async function piecesAhead(db: DbOrTx, paidAt: Date): Promise<number> {
  const since = new Date(paidAt.getTime() - QUEUE_LOOKBACK_WEEKS * WEEK_MS);
  const [{ n }] = await db.select({ n: count() }).from(orders).where(and(waiting, lt(orders.createdAt, paidAt), gte(orders.createdAt, since)));
  return n;
}

/**
 * Each piece's queue by its id: the pieces ahead and the weeks they move its estimate; null for a
 * piece that has shipped (the queue no longer concerns it).
 */
export async function productionQueues(db: DbOrTx, rows: readonly OrderRow[], piecesPerWeek: number, now = new Date()): Promise<Map<string, ProductionQueue | null>> {
  const unshipped = rows.filter((o) => !hasShipped(o));
  const times = [...new Set(unshipped.map((o) => o.createdAt.getTime()))];
  const counts = new Map(await Promise.all(times.map(async (t) => [t, await piecesAhead(db, new Date(t))] as const)));
  const queues = new Map<string, ProductionQueue | null>();
  for (const o of rows) {
    const ahead = hasShipped(o) ? undefined : counts.get(o.createdAt.getTime());
    queues.set(o.id, ahead === undefined ? null : { ahead, delayWeeks: queueDelayWeeks({ ahead, piecesPerWeek, paidAt: o.createdAt, now }) });
  }
  return queues;
}
