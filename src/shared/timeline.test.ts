import { describe, expect, it } from 'vitest';
import { estimateText, orderTimeline, pieceSteps, queueDelayWeeks, queueText, stepDetail, type TimelinePiece } from './timeline';

const DAY = 86_400_000;
const paid = new Date('2026-01-05T10:00:00.000Z');
const at = (days: number) => new Date(paid.getTime() + days * DAY);
const iso = (days: number) => at(days).toISOString();
const fmt = (d: Date) => d.toISOString().slice(0, 10);

const piece = (over: Partial<TimelinePiece> = {}): TimelinePiece => ({
  createdAt: paid.toISOString(), status: 'pending', trackingNumber: null, productionStartedAt: null, shippedAt: null, deliveredAt: null, ...over,
});

describe('the steps of one piece', () => {
  it('starts at Paid, with the paid date, and nothing else reached', () => {
    const t = orderTimeline([piece()], at(1));
    expect(t.steps.map((s) => [s.label, s.reached, s.date])).toEqual([
      ['Paid', true, paid.toISOString()],
      ['In production', false, null],
      ['Shipped', false, null],
      ['Delivered', false, null],
    ]);
    expect(t.current).toBe('paid');
    expect(t.steps.filter((s) => s.current).map((s) => s.key)).toEqual(['paid']);
  });

  it('reaches each step with its date: production, shipped, delivered', () => {
    const inProduction = piece({ status: 'in_production', productionStartedAt: iso(3) });
    expect(orderTimeline([inProduction]).current).toBe('in_production');
    expect(orderTimeline([inProduction]).steps[1].date).toBe(iso(3));

    const shipped = piece({ status: 'shipped', productionStartedAt: iso(3), trackingNumber: '1Z', shippedAt: iso(30) });
    const t = orderTimeline([shipped]);
    expect(t.current).toBe('shipped');
    expect(t.steps.map((s) => s.date)).toEqual([paid.toISOString(), iso(3), iso(30), null]);
    expect(t.estimate).toBeNull();

    const delivered = orderTimeline([{ ...shipped, status: 'delivered', deliveredAt: iso(33) }]);
    expect(delivered.current).toBe('delivered');
    expect(delivered.steps.every((s) => s.reached)).toBe(true);
    expect(delivered.steps[3].date).toBe(iso(33));
  });

  it('counts production as done, without a date, when a piece shipped straight from pending', () => {
    const steps = pieceSteps(piece({ status: 'shipped', trackingNumber: '1Z', shippedAt: iso(20) }));
    expect(steps.in_production).toEqual({ reached: true, date: null });
    expect(stepDetail(orderTimeline([piece({ status: 'shipped', trackingNumber: '1Z' })]).steps[1], fmt)).toBe('Done');
  });

  it('reads a tracking number alone, or a completed status, as shipped and delivered as the spec does', () => {
    expect(pieceSteps(piece({ trackingNumber: '1Z' })).shipped.reached).toBe(true);
    const completed = pieceSteps(piece({ status: 'completed', trackingNumber: '1Z' }));
    expect(completed.delivered).toEqual({ reached: true, date: null });
  });
});

describe('the estimate', () => {
  it('is the 4-6 week window from the paid date while the piece is to ship', () => {
    const t = orderTimeline([piece()], at(2));
    expect(t.estimate).toEqual({ earliest: iso(28), latest: iso(42), delayWeeks: 0, queueAhead: null, late: false });
    expect(estimateText(t.estimate!, fmt)).toBe('Estimated to ship between 2026-02-02 and 2026-02-16.');
  });

  it('stays the same once production has started', () => {
    expect(orderTimeline([piece({ status: 'in_production', productionStartedAt: iso(5) })], at(6)).estimate?.latest).toBe(iso(42));
  });

  it('moves by the queue\'s delay and says why', () => {
    const t = orderTimeline([piece({ productionQueue: { ahead: 230, delayWeeks: 2 } })], at(1));
    expect(t.estimate).toMatchObject({ earliest: iso(42), latest: iso(56), delayWeeks: 2, queueAhead: 230 });
    expect(estimateText(t.estimate!, fmt)).toBe('Estimated to ship between 2026-02-16 and 2026-03-02, 2 weeks later than our usual 4-6 weeks: 230 pieces are ahead of yours at the bench.');
  });

  it('says so when the window has passed and the piece has not shipped', () => {
    const t = orderTimeline([piece({ status: 'in_production', productionStartedAt: iso(3) })], at(44));
    expect(t.estimate?.late).toBe(true);
    expect(estimateText(t.estimate!, fmt)).toMatch(/^Taking longer than our usual 4-6 weeks/);
  });
});

describe('the queue rule', () => {
  it('keeps the promise while the pieces ahead fit in the weeks before the window opens', () => {
    expect(queueDelayWeeks({ ahead: 0, piecesPerWeek: 40, paidAt: paid, now: paid })).toBe(0);
    expect(queueDelayWeeks({ ahead: 160, piecesPerWeek: 40, paidAt: paid, now: paid })).toBe(0);
  });
  it('moves the window a week for each week of work beyond them', () => {
    expect(queueDelayWeeks({ ahead: 161, piecesPerWeek: 40, paidAt: paid, now: paid })).toBe(1);
    expect(queueDelayWeeks({ ahead: 240, piecesPerWeek: 40, paidAt: paid, now: paid })).toBe(2);
  });
  it('counts the weeks left from now: late in the wait, the same queue moves it more', () => {
    // Three weeks after paying, one week is left before the window opens.
    expect(queueDelayWeeks({ ahead: 80, piecesPerWeek: 40, paidAt: paid, now: at(21) })).toBe(1);
    expect(queueDelayWeeks({ ahead: 80, piecesPerWeek: 40, paidAt: paid, now: at(35) })).toBe(2);
  });
  it('is 0 without a capacity or a date', () => {
    expect(queueDelayWeeks({ ahead: 500, piecesPerWeek: 0, paidAt: paid })).toBe(0);
    expect(queueDelayWeeks({ ahead: 500, piecesPerWeek: 40, paidAt: null })).toBe(0);
  });
  it('writes the queue in words', () => {
    expect(queueText(1)).toBe('1 piece is ahead of yours at the bench');
    expect(queueText(12)).toBe('12 pieces are ahead of yours at the bench');
  });
});

describe('an order of several pieces', () => {
  const first = piece({ status: 'shipped', productionStartedAt: iso(3), trackingNumber: '1Z', shippedAt: iso(30) });
  const second = piece({ status: 'in_production', productionStartedAt: iso(10), productionQueue: { ahead: 4, delayWeeks: 0 } });

  it('reaches a step when every piece has, on the last piece\'s date', () => {
    const t = orderTimeline([first, second], at(31));
    expect(t.steps.map((s) => [s.key, s.reached, s.date, s.piecesReached])).toEqual([
      ['paid', true, paid.toISOString(), 2],
      ['in_production', true, iso(10), 2],
      ['shipped', false, null, 1],
      ['delivered', false, null, 0],
    ]);
    expect(t.current).toBe('in_production');
    expect(stepDetail(t.steps[2], fmt)).toBe('1 of 2 pieces');
    expect(stepDetail(t.steps[3], fmt)).toBe('Not yet');
  });

  it('estimates for the pieces still to ship', () => {
    const t = orderTimeline([first, second], at(31));
    expect(t.estimate).toMatchObject({ earliest: iso(28), latest: iso(42), queueAhead: 4 });
    expect(orderTimeline([first, { ...first }]).estimate).toBeNull();
  });
});
