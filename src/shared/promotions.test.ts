import { describe, expect, it } from 'vitest';
import { looksLikePromoCode, normalisePromoCode, parsePromoDate } from './promotions';
import { describePromo } from './messages/promotions';

describe('promo codes as typed', () => {
  it('are trimmed and upper-cased, letters, digits, dashes and underscores, 3 to 32 of them', () => {
    expect(normalisePromoCode('  spring-10 ')).toBe('SPRING-10');
    expect(looksLikePromoCode('gold_2026')).toBe(true);
    expect(looksLikePromoCode('ab')).toBe(false);
    expect(looksLikePromoCode('no spaces')).toBe(false);
    expect(looksLikePromoCode('x'.repeat(33))).toBe(false);
  });
  it('read whole UTC days: a start is its first moment, an end its last', () => {
    expect(parsePromoDate('2026-12-31', 'start')?.toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(parsePromoDate('2026-12-31', 'end')?.toISOString()).toBe('2026-12-31T23:59:59.999Z');
    expect(parsePromoDate('2026-02-29', 'start')).toBeNull();
    expect(parsePromoDate('31/12/2026', 'start')).toBeNull();
    expect(parsePromoDate('2026-06-01T12:00:00Z', 'end')?.toISOString()).toBe('2026-06-01T12:00:00.000Z');
  });
  it('are described in words', () => {
    expect(describePromo({ kind: 'percent', amount: 10, materials: 'any', minSubtotal: 0 })).toBe('10% off');
    expect(describePromo({ kind: 'fixed', amount: 20, materials: 'silver', minSubtotal: 150 })).toBe('$20 off silver pieces on bags of $150 or more');
  });
});
