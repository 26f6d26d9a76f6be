import { PROMO_CODE_MAX, PROMO_CODE_MIN } from './limits';

// Promo codes as people type them (issue 26, point 1; docs/promotions.md). Plain functions, no zod.

/** A code as created: letters, digits, dashes and underscores, upper-case once normalised. */
export const PROMO_CODE_PATTERN = new RegExp(`^[A-Z0-9_-]{${PROMO_CODE_MIN},${PROMO_CODE_MAX}}$`);

/** How a code is stored and compared: trimmed and upper-cased ('spring10 ' is SPRING10). */
export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether a typed code could be a code at all (else it is unknown without a look-up). */
export function looksLikePromoCode(code: string): boolean {
  return PROMO_CODE_PATTERN.test(normalisePromoCode(code));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A code's first or last day as the admin writes it (2026-12-31), or a full ISO timestamp. A day is
 * a whole day in UTC: a start is its first moment, an end its last, so `--until 2026-12-31` works
 * through December 31. Null for anything that is not a real date.
 */
export function parsePromoDate(text: string, edge: 'start' | 'end'): Date | null {
  const day = DAY.exec(text.trim());
  if (day) {
    const [y, m, d] = day.slice(1).map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
    return edge === 'start' ? date : new Date(date.getTime() + 24 * 60 * 60 * 1000 - 1);
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text.trim())) return null;
  const date = new Date(text.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}
