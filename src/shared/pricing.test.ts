import { describe, it, expect } from 'vitest';
import {
  DEFAULT_PRICE, formatPrice, fromCents, lineTotal, silverPrice, silverWeight, silverWeightString, toCents, unitPrice,
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

describe('lineTotal', () => {
  it('multiplies a line', () => {
    expect(lineTotal(299, 3)).toBe(897);
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
