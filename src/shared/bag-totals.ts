import { isSilver } from './materials';
import { SHIPPING_PRICE, TAX_PRICE, lineTotal } from './pricing';

// The bag's totals (issue 24, point 2; issue 26, point 1): the one rule for the summary a customer
// sees and the amount the server charges, with a promo code's discount (docs/promotions.md). Apart
// from ./pricing.ts so that only the pages that total a bag load it.

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
