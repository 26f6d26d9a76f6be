import { describe, expect, it } from 'vitest';
import { MIN_CHARGE, bagTotals, promoDiscount, promoMiss } from './bag-totals';

describe('bag totals', () => {
  it('counts the sum of quantities and adds free shipping and zero tax', () => {
    const totals = bagTotals([
      { unitPrice: 299, quantity: 2 },
      { unitPrice: 650, quantity: 1 },
      { unitPrice: 100, quantity: 10 },
    ]);
    expect(totals).toEqual({ count: 13, subtotal: 2248, discount: 0, shipping: 0, tax: 0, total: 2248 });
  });
  it('is zero for an empty bag', () => {
    expect(bagTotals([])).toEqual({ count: 0, subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0 });
  });
});

describe('bag totals with a promo code', () => {
  const gold = { unitPrice: 299, quantity: 1, material: '14k-gold' };
  const silver = { unitPrice: 194, quantity: 2, material: 'sterling-silver' };
  const code = (over: Partial<Parameters<typeof promoDiscount>[1]> = {}) => ({ kind: 'percent' as const, amount: 10, materials: 'any' as const, minSubtotal: 0, ...over });

  it('takes a percentage of the lines it covers, rounded to the nearest dollar, half up', () => {
    expect(bagTotals([gold, silver], code())).toEqual({ count: 3, subtotal: 687, discount: 69, shipping: 0, tax: 0, total: 618 }); // 68.7
    expect(promoDiscount([{ unitPrice: 5, quantity: 1 }], code({ amount: 10 }))).toBe(1); // 0.5 rounds up
    expect(promoDiscount([{ unitPrice: 14, quantity: 1 }], code({ amount: 10 }))).toBe(1); // 1.4
    expect(promoDiscount([gold, silver], code({ materials: 'gold' }))).toBe(30); // 29.9 of the gold line only
    expect(promoDiscount([gold, silver], code({ materials: 'silver' }))).toBe(39); // 38.8 of the silver lines only
  });
  it('takes a fixed amount up to what the covered lines cost', () => {
    expect(promoDiscount([gold, silver], code({ kind: 'fixed', amount: 50 }))).toBe(50);
    expect(promoDiscount([gold, silver], code({ kind: 'fixed', amount: 500, materials: 'silver' }))).toBe(388);
  });
  it('leaves at least MIN_CHARGE to pay', () => {
    expect(MIN_CHARGE).toBe(1);
    expect(bagTotals([gold], code({ amount: 100 }))).toMatchObject({ discount: 298, total: 1 });
    expect(bagTotals([gold], code({ kind: 'fixed', amount: 10_000 }))).toMatchObject({ discount: 298, total: 1 });
  });
  it('takes nothing off a bag under the minimum or without a piece of the code\'s metal, and says why', () => {
    expect(promoMiss([gold], code({ minSubtotal: 300 }))).toBe('min-subtotal');
    expect(promoMiss([gold], code({ minSubtotal: 299 }))).toBeNull();
    expect(promoMiss([silver], code({ materials: 'gold' }))).toBe('material');
    expect(promoMiss([{ unitPrice: 299, quantity: 1 }], code({ materials: 'gold' }))).toBeNull(); // no material is gold
    expect(bagTotals([silver], code({ materials: 'gold' }))).toMatchObject({ discount: 0, total: 388 });
  });
});
