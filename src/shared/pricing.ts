import { isSilver } from './materials';

// Prices travel through the API as whole US dollars (the spec's 299); the database keeps integer cents.

/** Silver costs 65% of the gold price, rounded to whole dollars (spec 02, section 9). */
export const SILVER_PRICE_RATIO = 0.65;
/** The same rule as people read it: '65%'. */
export const SILVER_PRICE_PERCENT = `${Math.round(SILVER_PRICE_RATIO * 100)}%`;
/** Silver weighs 54% of the gold piece (spec 02, section 9). */
export const SILVER_WEIGHT_RATIO = 0.54;
/** The same rule as people read it: '54%'. */
export const SILVER_WEIGHT_PERCENT = `${Math.round(SILVER_WEIGHT_RATIO * 100)}%`;
/** Unit price of a bag or wishlist design whose price is unknown (spec 01, section 9). */
export const DEFAULT_PRICE = 299;
/** Free shipping, tax $0 (spec 01 and 02, section 9). */
export const SHIPPING_PRICE = 0;
export const TAX_PRICE = 0;
export const CURRENCY = 'usd';

export function silverPrice(goldDollars: number): number {
  return Math.round(goldDollars * SILVER_PRICE_RATIO);
}

/** A price the design really has: a finite number above zero; anything else falls back to 299. */
function knownPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}

/** Unit price of a line: the design's gold price (or 299), with the silver rule for silver. */
export function unitPrice(designPrice: number | null | undefined, material?: string | null): number {
  const gold = knownPrice(designPrice) ? designPrice : DEFAULT_PRICE;
  return isSilver(material) ? silverPrice(gold) : gold;
}

export function lineTotal(unit: number, quantity: number): number {
  return unit * quantity;
}

// The bag's totals, with a promo code's discount, are ./bag-totals.ts (bagTotals): the one rule the
// bag's summary and the server's charge share, kept out of this module, which every page loads.

/** Silver weight in grams, kept to 2 decimals (the scale's precision). */
export function silverWeight(goldGrams: number): number {
  return Math.round(goldGrams * SILVER_WEIGHT_RATIO * 100) / 100;
}

/**
 * The spec's weight is a string holding grams ('4.2'); this gives the silver one in the same form,
 * or null when the gold weight is missing or not a number.
 */
export function silverWeightString(goldWeight: string | null | undefined): string | null {
  if (goldWeight == null || goldWeight.trim() === '') return null;
  const grams = Number(goldWeight);
  if (!Number.isFinite(grams) || grams < 0) return null;
  return String(silverWeight(grams));
}

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** 1234567 → '1,234,567', as en-US writes whole numbers. */
export const groupThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * '$1,234' for whole dollars, '$12.50' otherwise, '-$5' below zero: what Intl.NumberFormat's en-US
 * dollars write, written out here. A page's first Intl formatter costs Chromium 15 to 30 ms (loading
 * its locale data) inside the main script's evaluation, on every page's first load; a phone takes
 * about four times as long.
 */
export function formatPrice(dollars: number): string {
  const cents = Math.round(Math.abs(dollars) * 100);
  const whole = groupThousands(Math.floor(cents / 100));
  const sign = dollars < 0 && cents > 0 ? '-' : '';
  return Number.isInteger(dollars) ? `${sign}$${whole}` : `${sign}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}
