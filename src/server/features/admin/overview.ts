/**
 * The desk's Overview (issue 27, point 5): how the shop is doing, read in five queries. Days are UTC
 * days (the desk's staff may be anywhere; the database's calendar is one). Each series includes the
 * days without trade, so a chart's bars stand where their days are.
 */
import { and, asc, count, sql } from 'drizzle-orm';
import type { AdminOverview, TradePeriod } from '@shared/contracts/admin';
import { fromCents } from '@shared/pricing';
import { INBOX_KINDS } from '@shared/options';
import { promiseState, PRODUCTION_WEEKS } from '@shared/timeline';
import type { Db } from '../../db/client';
import { designs, inboxCounts, orders, payments } from '../../db/schema';
import { waiting } from '../orders/production-queue';

const DAY_MS = 86_400_000;
/** The weekly series' length: a quarter, the span a jeweller plans the bench by. */
const WEEKS = 12;
/** How many of the oldest waiting pieces the Overview lists. */
const QUEUE_SHOWN = 20;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
type Rows<T> = { rows: T[] };

/** Checkouts paid per period from `first` (a day or a Monday) to `last`: a payment is paid when its orders were made. */
async function trade(db: Db, unit: 'day' | 'week', first: Date, last: Date): Promise<TradePeriod[]> {
  const result = (await db.execute(sql`
    with paid as (
      select o.payment_id, date_trunc(${unit}, min(o.created_at) at time zone 'UTC') as period, count(*) as pieces
        from ${orders} o where o.created_at >= ${first.toISOString()}::timestamptz
       group by o.payment_id
    )
    select to_char(s.period, 'YYYY-MM-DD') as start, count(paid.payment_id)::int as orders,
           coalesce(sum(paid.pieces), 0)::int as pieces, coalesce(sum(p.amount_cents), 0)::bigint as revenue
      from generate_series(${isoDay(first)}::timestamp, ${isoDay(last)}::timestamp, ${`1 ${unit}`}::interval) as s(period)
      left join paid on paid.period = s.period
      left join ${payments} p on p.id = paid.payment_id
     group by s.period order by s.period`)) as unknown as Rows<{ start: string; orders: number; pieces: number; revenue: string | number }>;
  return result.rows.map((r) => ({ start: r.start, orders: Number(r.orders), pieces: Number(r.pieces), revenue: fromCents(Number(r.revenue)) }));
}

/** Designs generated per day, and of them how many are in an order (ordered since, whenever). */
async function designDays(db: Db, first: Date, last: Date): Promise<AdminOverview['designs']> {
  const result = (await db.execute(sql`
    with made as (
      select g.id, date_trunc('day', g.created_at at time zone 'UTC') as day
        from ${designs} g where g.source = 'generated' and g.created_at >= ${first.toISOString()}::timestamptz
    ), ordered as (
      select distinct o.design_id from ${orders} o where o.created_at >= ${first.toISOString()}::timestamptz and o.design_id is not null
    )
    select to_char(s.day, 'YYYY-MM-DD') as start, count(made.id)::int as generated, count(ordered.design_id)::int as ordered
      from generate_series(${isoDay(first)}::timestamp, ${isoDay(last)}::timestamp, '1 day'::interval) as s(day)
      left join made on made.day = s.day
      left join ordered on ordered.design_id = made.id
     group by s.day order by s.day`)) as unknown as Rows<{ start: string; generated: number; ordered: number }>;
  return result.rows.map((r) => ({ start: r.start, generated: Number(r.generated), ordered: Number(r.ordered) }));
}

/** Pieces paid and not shipped: how many, how many past the promise, and the oldest. */
async function queue(db: Db, now: Date): Promise<AdminOverview['queue']> {
  const lateBefore = new Date(now.getTime() - PRODUCTION_WEEKS.latest * 7 * DAY_MS);
  const [[counts], oldest] = await Promise.all([
    db.select({ waiting: count(), late: sql<number>`count(*) filter (where ${orders.createdAt} < ${lateBefore.toISOString()}::timestamptz)`.mapWith(Number) })
      .from(orders).where(waiting(orders)),
    db.select({ id: orders.id, orderNumber: orders.orderNumber, designName: orders.designName, material: orders.material, status: orders.status, createdAt: orders.createdAt })
      .from(orders).where(and(waiting(orders))).orderBy(asc(orders.createdAt), asc(orders.orderNumber)).limit(QUEUE_SHOWN),
  ]);
  return {
    waiting: counts.waiting,
    late: counts.late,
    oldest: oldest.map((o) => {
      const daysWaiting = Math.floor((now.getTime() - o.createdAt.getTime()) / DAY_MS);
      return { id: o.id, orderNumber: o.orderNumber, designName: o.designName, material: o.material, status: o.status, paidAt: o.createdAt.toISOString(), daysWaiting, promise: promiseState(daysWaiting) };
    }),
  };
}

/** Open inbox items by kind, from the counts the inbox's triggers keep (one small table, no scan). */
async function openInbox(db: Db): Promise<AdminOverview['inbox']> {
  const rows = await db.select().from(inboxCounts);
  const items = (kind: string, status: string) => rows.find((r) => r.kind === kind && r.status === status)?.items ?? 0;
  return INBOX_KINDS.map(({ value }) => ({ kind: value, new: items(value, 'new'), inProgress: items(value, 'in_progress') }));
}

/** The Overview for the last `days` days (today included) and the last 12 weeks (this one included). */
export async function adminOverview(db: Db, days: number, now = new Date()): Promise<AdminOverview> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const firstDay = new Date(today.getTime() - (days - 1) * DAY_MS);
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS);
  const firstWeek = new Date(monday.getTime() - (WEEKS - 1) * 7 * DAY_MS);
  const [daily, weekly, made, waitingPieces, inbox] = await Promise.all([
    trade(db, 'day', firstDay, today), trade(db, 'week', firstWeek, monday), designDays(db, firstDay, today), queue(db, now), openInbox(db),
  ]);
  return { days: daily, weeks: weekly, designs: made, queue: waitingPieces, inbox };
}
