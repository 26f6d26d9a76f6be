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

export interface PricedLine {
  quantity: number;
  /** The line's unit price in dollars, as unitPrice() gives it. */
  unitPrice: number;
  /** The line's material (any spelling); a promo code for one metal discounts only its lines. Missing is gold. */
  material?: string | null;
}

/**
 * The smallest total a card payment may be, in dollars: a processor refuses tiny charges (Stripe's
 * minimum is $0.50) and the shop charges whole dollars, so no discount brings a bag below $1.
 */
export const MIN_CHARGE = 1;

/** Which lines a promo code discounts: every line, or only gold or only silver ones. */
export type PromoMaterials = 'any' | 'gold' | 'silver';

/** What a promo code takes off, as the one pricing rule applies it (docs/promotions.md). */
export interface PromoTerms {
  kind: 'percent' | 'fixed';
  /** A percentage (1 to 100) for 'percent'; whole dollars for 'fixed'. */
  amount: number;
  materials: PromoMaterials;
  /** Dollars the bag's subtotal must reach before the code applies (0: any bag). */
  minSubtotal: number;
}

/** Why a code's terms do not fit a bag: its subtotal is under the minimum, or it has no line of the code's metal. */
export type PromoMiss = 'min-subtotal' | 'material';

export interface BagTotals {
  /** Sum of quantities: the badge and 'N items'. */
  count: number;
  subtotal: number;
  /** What the promo code takes off, in whole dollars (0 without one). */
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

/** A line a code for `materials` discounts: any line, or a line of that metal (a line without a material is gold). */
export function promoCovers(materials: PromoMaterials, material: string | null | undefined): boolean {
  return materials === 'any' || isSilver(material) === (materials === 'silver');
}

function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line.unitPrice, line.quantity), 0);
}

/** Whether the terms fit the bag: null when they do, else why not (the minimum first, then the metal). */
export function promoMiss(lines: readonly PricedLine[], promo: PromoTerms): PromoMiss | null {
  if (subtotalOf(lines) < promo.minSubtotal) return 'min-subtotal';
  if (!lines.some((line) => promoCovers(promo.materials, line.material))) return 'material';
  return null;
}

/**
 * The discount of a code on a bag, in whole dollars: a percentage of the lines it covers rounded to
 * the nearest dollar (half up), or a fixed amount up to what those lines cost; never more than
 * leaves MIN_CHARGE to pay, and 0 when the terms do not fit the bag (promoMiss).
 */
export function promoDiscount(lines: readonly PricedLine[], promo: PromoTerms): number {
  if (promoMiss(lines, promo) !== null) return 0;
  const covered = subtotalOf(lines.filter((line) => promoCovers(promo.materials, line.material)));
  // In cents, so the percentage is exact integer arithmetic: half a dollar rounds up.
  const off = promo.kind === 'percent'
    ? Math.floor((Math.round(covered * 100) * promo.amount + 5000) / 10000)
    : Math.min(promo.amount, Math.floor(covered));
  return Math.max(0, Math.min(off, Math.floor(subtotalOf(lines) - MIN_CHARGE)));
}

/**
 * The bag's totals, the one rule for the summary a customer sees and the amount the server charges:
 * the lines' subtotal, less the promo code's discount when one is given, plus free shipping and $0 tax.
 */
export function bagTotals(lines: readonly PricedLine[], promo?: PromoTerms | null): BagTotals {
  let count = 0;
  for (const line of lines) count += line.quantity;
  const subtotal = subtotalOf(lines);
  const discount = promo ? promoDiscount(lines, promo) : 0;
  return { count, subtotal, discount, shipping: SHIPPING_PRICE, tax: TAX_PRICE, total: subtotal - discount + SHIPPING_PRICE + TAX_PRICE };
}

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
