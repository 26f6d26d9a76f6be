import { describe, it, expect } from 'vitest';
import {
  DEFAULT_PRICE, MIN_CHARGE, bagTotals, formatPrice, promoDiscount, promoMiss, fromCents, lineTotal, silverPrice, silverWeight, silverWeightString, toCents, unitPrice,
} from './pricing';

describe('silverPrice', () => {
  it('is 65% of the gold price, rounded to whole dollars', () => {
    expect(silverPrice(1000)).toBe(650);
    expect(silverPrice(299)).toBe(194); // 194.35
    expect(silverPrice(301)).toBe(196); // 195.65
    expect(silverPrice(10)).toBe(7); // 6.5 rounds up
  });
});

describe('unitPrice', () => {
  it('uses the design price for gold', () => {
    expect(unitPrice(450, '14k-gold')).toBe(450);
    expect(unitPrice(450, undefined)).toBe(450);
  });
  it('falls back to 299 when the price is unknown', () => {
    expect(DEFAULT_PRICE).toBe(299);
    expect(unitPrice(null, '14k-gold')).toBe(299);
    expect(unitPrice(undefined)).toBe(299);
    expect(unitPrice(0)).toBe(299);
    expect(unitPrice(Number.NaN)).toBe(299);
  });
  it('applies the silver rule for both silver spellings, also to the default', () => {
    expect(unitPrice(1000, 'sterling-silver')).toBe(650);
    expect(unitPrice(1000, '.925 Silver')).toBe(650);
    expect(unitPrice(null, 'sterling-silver')).toBe(194);
  });
});

describe('bag totals', () => {
  it('multiplies a line', () => {
    expect(lineTotal(299, 3)).toBe(897);
  });
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

describe('weights, cents and formatting', () => {
  it('silver weighs 54% of gold, to 2 decimals', () => {
    expect(silverWeight(10)).toBe(5.4);
    expect(silverWeight(3.33)).toBe(1.8); // 1.7982
    expect(silverWeightString('4.2')).toBe('2.27'); // 2.268
    expect(silverWeightString('')).toBeNull();
    expect(silverWeightString('heavy')).toBeNull();
    expect(silverWeightString(null)).toBeNull();
  });
  it('converts dollars and cents both ways', () => {
    expect(toCents(299)).toBe(29900);
    expect(toCents(19.99)).toBe(1999);
    expect(fromCents(29900)).toBe(299);
  });
  it('formats whole dollars without cents and with thousands separators', () => {
    expect(formatPrice(1234)).toBe('$1,234');
    expect(formatPrice(299)).toBe('$299');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(12.5)).toBe('$12.50');
  });
  it('writes what Intl.NumberFormat writes for US dollars, cents and signs included', () => {
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    const amounts = [1, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789].flatMap((d) => [d, -d]);
    for (let c = -250_000; c <= 250_000; c += 7) amounts.push(fromCents(c));
    for (const amount of [...amounts, 0.01, 0.1, 19.99, 1234.56, 1_234_567.89, 4410.05]) {
      expect(formatPrice(amount), String(amount)).toBe((Number.isInteger(amount) ? whole : cents).format(amount));
    }
  });
});
