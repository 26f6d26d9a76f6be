/**
 * The made-to-order timeline (issue 26, point 3): where an order stands on its way from the payment
 * to the customer's door, and when it should ship. One function for My Orders, the order's own page
 * and the order mails, so the three never disagree. Plain data, no zod: the client's pages load it.
 *
 * The steps are Paid, In production, Shipped, Delivered. A piece reaches:
 * - Paid when it is ordered (its order row is written when the payment is verified);
 * - In production when the desk's toggle puts it in production (its date), or implicitly when it has
 *   shipped without that (the step is then reached with no date: it was made, we do not know when);
 * - Shipped when it has a tracking number or a shipped status (`hasShipped`);
 * - Delivered when the desk marks it delivered (or its status is delivered or completed).
 *
 * The estimate is the spec's promise, production about 4-6 weeks, counted from the payment: a window
 * from 4 to 6 weeks after the paid date. When the production queue (pieces paid before this one and
 * not shipped) needs more weeks of the bench than are left before the window opens, the whole window
 * moves by the weeks missing (`queueDelayWeeks`). Once every piece has shipped there is no estimate.
 *
 * An order of several pieces has one timeline: a step is reached when every piece has reached it
 * (on the latest of their dates), and a step some pieces have reached says how many.
 *
 * Whether an order has shipped (and so its production is final) is decided here too: only the order
 * pages and the server use it, so the entry every page loads does not carry it (options.ts is there).
 */

/** The statuses an order reaches after it has shipped; shipping again (a corrected number) keeps them. */
export const AFTER_SHIPPING: readonly string[] = ['delivered', 'completed'];

/**
 * Whether an order has shipped: a tracking number is present (spec 02, section 7) or its status is
 * past shipping. From then on its production status is final (issue 21): the toggle is refused.
 */
export function hasShipped(order: { status: string; trackingNumber: string | null }): boolean {
  return order.trackingNumber !== null || order.status === 'shipped' || AFTER_SHIPPING.includes(order.status);
}

/** The spec's promise (spec 02, section 9: production about 4-6 weeks). */
export const PRODUCTION_WEEKS = { earliest: 4, latest: 6 } as const;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Where a piece waiting for the bench stands against the promise: under 4 weeks, in the 4-6 week window, past it. */
export function promiseState(daysWaiting: number): 'on-track' | 'due' | 'late' {
  if (daysWaiting > PRODUCTION_WEEKS.latest * 7) return 'late';
  return daysWaiting >= PRODUCTION_WEEKS.earliest * 7 ? 'due' : 'on-track';
}

export type TimelineStepKey = 'paid' | 'in_production' | 'shipped' | 'delivered';

export const TIMELINE_STEPS: ReadonlyArray<{ key: TimelineStepKey; label: string }> = [
  { key: 'paid', label: 'Paid' },
  { key: 'in_production', label: 'In production' },
  { key: 'shipped', label: 'Shipped' },
  { key: 'delivered', label: 'Delivered' },
];

type When = string | Date | null | undefined;

/** The production queue ahead of a piece, as the server counted it (null once it has shipped). */
export interface ProductionQueue {
  /** Pieces paid before this one and not shipped yet. */
  ahead: number;
  /** The weeks the estimate moves for them (queueDelayWeeks). */
  delayWeeks: number;
}

/** What the timeline reads of a piece: its order row's dates and status (UserOrder and TrackedPiece fit). */
export interface TimelinePiece {
  /** Paid: the order row is written when the payment is verified. */
  createdAt: When;
  status: string;
  trackingNumber: string | null;
  productionStartedAt?: When;
  shippedAt?: When;
  deliveredAt?: When;
  productionQueue?: ProductionQueue | null;
}

export interface TimelineStep {
  key: TimelineStepKey;
  label: string;
  /** Every piece has reached it. */
  reached: boolean;
  /** When the last piece reached it (ISO), or null when not reached or not known. */
  date: string | null;
  /** How many of the pieces have reached it, and of how many. */
  piecesReached: number;
  pieces: number;
  /** The step the order stands at: the last one reached. */
  current: boolean;
}

export interface ShipEstimate {
  /** The window's first and last days (ISO timestamps). */
  earliest: string;
  latest: string;
  /** Weeks the window moved for the queue (0: the promise as it stands). */
  delayWeeks: number;
  /** Pieces ahead in the production queue, when known. */
  queueAhead: number | null;
  /** The window's last day has passed and a piece is still to ship. */
  late: boolean;
}

export interface Timeline {
  steps: TimelineStep[];
  current: TimelineStepKey;
  /** Until every piece has shipped: when the order should ship. */
  estimate: ShipEstimate | null;
}

function toDate(value: When): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Which steps one piece has reached, with the date each was reached (null when unknown). */
export function pieceSteps(piece: TimelinePiece): Record<TimelineStepKey, { reached: boolean; date: Date | null }> {
  const shipped = hasShipped(piece);
  const delivered = toDate(piece.deliveredAt) !== null || AFTER_SHIPPING.includes(piece.status);
  const started = toDate(piece.productionStartedAt);
  return {
    paid: { reached: true, date: toDate(piece.createdAt) },
    in_production: { reached: started !== null || piece.status === 'in_production' || shipped, date: started },
    shipped: { reached: shipped, date: shipped ? toDate(piece.shippedAt) : null },
    delivered: { reached: delivered, date: delivered ? toDate(piece.deliveredAt) : null },
  };
}

/**
 * The weeks the 4-6 week window moves for the production queue: the bench makes `piecesPerWeek`
 * pieces a week, so the pieces ahead need ceil(ahead / piecesPerWeek) weeks; the window moves by
 * what that needs beyond the weeks left until it opens (4 weeks at the payment, fewer as time
 * passes, to the nearest week). Never negative; 0 with no queue or no capacity figure.
 */
export function queueDelayWeeks({ ahead, piecesPerWeek, paidAt, now = new Date() }: { ahead: number; piecesPerWeek: number; paidAt: When; now?: Date }): number {
  const paid = toDate(paidAt);
  if (!paid || ahead <= 0 || !(piecesPerWeek > 0)) return 0;
  const weeksNeeded = Math.ceil(ahead / piecesPerWeek);
  const opens = paid.getTime() + PRODUCTION_WEEKS.earliest * WEEK_MS;
  // To the nearest week: the four of the promise at the payment, none once the window has opened.
  const weeksLeft = Math.max(0, Math.round((opens - now.getTime()) / WEEK_MS));
  return Math.max(0, weeksNeeded - weeksLeft);
}

/** A piece's own estimate window: 4-6 weeks after it was paid, moved by its queue's delay. */
function pieceWindow(piece: TimelinePiece): { earliest: number; latest: number; delayWeeks: number } | null {
  const paid = toDate(piece.createdAt);
  if (!paid) return null;
  const delayWeeks = piece.productionQueue?.delayWeeks ?? 0;
  return {
    earliest: paid.getTime() + (PRODUCTION_WEEKS.earliest + delayWeeks) * WEEK_MS,
    latest: paid.getTime() + (PRODUCTION_WEEKS.latest + delayWeeks) * WEEK_MS,
    delayWeeks,
  };
}

/** The timeline of an order's pieces (one piece for a piece's own mail). */
export function orderTimeline(pieces: readonly TimelinePiece[], now: Date = new Date()): Timeline {
  const reached = pieces.map(pieceSteps);
  const steps: TimelineStep[] = TIMELINE_STEPS.map(({ key, label }) => {
    const all = reached.map((r) => r[key]);
    const count = all.filter((s) => s.reached).length;
    const everyone = pieces.length > 0 && count === pieces.length;
    const dates = all.map((s) => s.date);
    // The order reached the step when its last piece did; one unknown date leaves the order's unknown.
    const date = everyone && dates.every((d) => d !== null) ? new Date(Math.max(...dates.map((d) => d!.getTime()))).toISOString() : null;
    return { key, label, reached: everyone, date, piecesReached: count, pieces: pieces.length, current: false };
  });
  const currentIndex = steps.reduce((last, step, i) => (step.reached ? i : last), 0);
  steps[currentIndex].current = true;

  const waiting = pieces.filter((p) => !hasShipped(p));
  const windows = waiting.map(pieceWindow).filter((w): w is NonNullable<typeof w> => w !== null);
  let estimate: ShipEstimate | null = null;
  if (windows.length > 0) {
    // The order has shipped when its last piece has: the latest of the pieces' windows.
    const latest = Math.max(...windows.map((w) => w.latest));
    const queues = waiting.map((p) => p.productionQueue?.ahead).filter((n): n is number => typeof n === 'number');
    estimate = {
      earliest: new Date(Math.max(...windows.map((w) => w.earliest))).toISOString(),
      latest: new Date(latest).toISOString(),
      delayWeeks: Math.max(...windows.map((w) => w.delayWeeks)),
      queueAhead: queues.length ? Math.max(...queues) : null,
      late: now.getTime() > latest + DAY_MS,
    };
  }
  return { steps, current: steps[currentIndex].key, estimate };
}

/** How a step reads in a line of text: 'Paid: Jan 5, 2026', 'Shipped: 1 of 2 pieces', 'Delivered: not yet'. */
export function stepDetail(step: TimelineStep, formatDate: (date: Date) => string): string {
  if (step.reached) return step.date ? formatDate(new Date(step.date)) : 'Done';
  if (step.pieces > 1 && step.piecesReached > 0) return `${step.piecesReached} of ${step.pieces} pieces`;
  return 'Not yet';
}

/** 'Estimated to ship between Feb 2 and Feb 16, 2026', with the queue when it moved the window, or the late notice. */
export function estimateText(estimate: ShipEstimate, formatDate: (date: Date) => string): string {
  if (estimate.late) return 'Taking longer than our usual 4-6 weeks: we will write as soon as it ships.';
  const window = `Estimated to ship between ${formatDate(new Date(estimate.earliest))} and ${formatDate(new Date(estimate.latest))}`;
  if (estimate.delayWeeks > 0 && estimate.queueAhead !== null) {
    return `${window}, ${estimate.delayWeeks === 1 ? 'a week' : `${estimate.delayWeeks} weeks`} later than our usual 4-6 weeks: ${queueText(estimate.queueAhead)}.`;
  }
  return `${window}.`;
}

/** '12 pieces are ahead of yours at the bench'. */
export function queueText(ahead: number): string {
  return ahead === 1 ? '1 piece is ahead of yours at the bench' : `${ahead} pieces are ahead of yours at the bench`;
}
