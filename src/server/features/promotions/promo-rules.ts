/**
 * A promo code's rules (docs/promotions.md): which codes a bag may use, and the one refusal a
 * customer reads when it may not. The discount itself is the shared pricing rule's (bagTotals).
 */
import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { promoMiss, type PricedLine, type PromoTerms } from '@shared/bag-totals';
import { fromCents } from '@shared/pricing';
import { promoMessages } from '@shared/messages';
import { PROMO_RESERVATION_MINUTES } from '@shared/limits';
import { looksLikePromoCode, normalisePromoCode } from '@shared/promotions';
import type { Db, Tx } from '../../db/client';
import { promoCodes, promoRedemptions } from '../../db/schema';
import { HttpError } from '../../http/errors';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** Why a code was refused; the client reads it beside the sentence (`promo` in the error body). */
export type PromoRefusalReason = 'unknown' | 'switched-off' | 'not-started' | 'expired' | 'used-up' | 'already-used' | 'min-subtotal' | 'material';

const STATUS: Record<PromoRefusalReason, number> = {
  unknown: 404,
  'used-up': 409,
  'already-used': 409,
  'switched-off': 422,
  'not-started': 422,
  expired: 422,
  'min-subtotal': 422,
  material: 422,
};

/** A refused code: the status, the sentence the customer reads, and `promo: reason` in the body. Nothing was written. */
export class PromoRefusal extends HttpError {
  constructor(readonly reason: PromoRefusalReason, message: string) {
    super(STATUS[reason], message, { promo: reason });
  }
}

/** The terms the pricing rule applies, in the API's dollars. */
export function termsOf(row: PromoCodeRow): PromoTerms {
  return {
    kind: row.kind,
    amount: row.kind === 'fixed' ? fromCents(row.amount) : row.amount,
    materials: row.materials,
    minSubtotal: fromCents(row.minSubtotalCents),
  };
}

/** The code as typed, looked up case-insensitively (the unique index on upper(code)); refused as unknown when there is none. */
export async function findPromoCode(db: Db | Tx, typed: string, { lock = false } = {}): Promise<PromoCodeRow> {
  const code = normalisePromoCode(typed);
  if (!looksLikePromoCode(code)) throw new PromoRefusal('unknown', promoMessages.unknown);
  const query = db.select().from(promoCodes).where(sql`upper(${promoCodes.code}) = ${code}`);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new PromoRefusal('unknown', promoMessages.unknown);
  return row;
}

/** Who is paying: the payer's address (trimmed, lower-cased as users.email) and the member, when signed in. */
export interface PromoCustomer { email: string | null; userId: string | null }

/** A use that counts: a payment made, or one under way for less than PROMO_RESERVATION_MINUTES. */
export function countingUse(now: Date): SQL {
  const since = new Date(now.getTime() - PROMO_RESERVATION_MINUTES * 60_000);
  return or(eq(promoRedemptions.status, 'redeemed'), and(eq(promoRedemptions.status, 'reserved'), gt(promoRedemptions.createdAt, since)))!;
}

/** The customer's own uses: by their address, or by their account when signed in. */
export function customersUse(customer: PromoCustomer): SQL | null {
  const mine = [
    ...(customer.email ? [eq(promoRedemptions.email, customer.email)] : []),
    ...(customer.userId ? [eq(promoRedemptions.userId, customer.userId)] : []),
  ];
  return mine.length ? or(...mine)! : null;
}

/** Uses of the code that count now: in all, and the customer's own. */
export async function countUses(db: Db | Tx, codeId: string, customer: PromoCustomer, now: Date) {
  const own = customersUse(customer);
  const [row] = await db.select({
    total: sql<number>`count(*)`.mapWith(Number),
    own: own ? sql<number>`count(*) filter (where ${own})`.mapWith(Number) : sql<number>`0`.mapWith(Number),
  }).from(promoRedemptions).where(and(eq(promoRedemptions.promoCodeId, codeId), countingUse(now)));
  return row;
}

/**
 * Throws the refusal a customer reads when the code may not be used on these lines now, in this
 * order: switched off, not started, expired, used up, already used by this customer, a bag under
 * the minimum, no piece of the code's metal.
 */
export function checkCode(row: PromoCodeRow, uses: { total: number; own: number }, lines: readonly PricedLine[], now: Date): void {
  if (!row.active) throw new PromoRefusal('switched-off', promoMessages.switchedOff);
  if (row.startsAt && now < row.startsAt) throw new PromoRefusal('not-started', promoMessages.notStarted);
  if (row.endsAt && now > row.endsAt) throw new PromoRefusal('expired', promoMessages.expired);
  if (row.maxUses !== null && uses.total >= row.maxUses) throw new PromoRefusal('used-up', promoMessages.usedUp);
  if (row.perCustomerLimit !== null && uses.own >= row.perCustomerLimit) throw new PromoRefusal('already-used', promoMessages.alreadyUsed);
  const miss = promoMiss(lines, termsOf(row));
  if (miss === 'min-subtotal') throw new PromoRefusal('min-subtotal', promoMessages.minSubtotal(fromCents(row.minSubtotalCents)));
  if (miss === 'material' && row.materials !== 'any') throw new PromoRefusal('material', promoMessages.metalOnly(row.materials));
}
