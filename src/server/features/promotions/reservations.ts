/**
 * A code's use from payment intent to payment (docs/promotions.md, 'The race'). A use is reserved
 * when the intent is created, in one transaction that locks the code's row, so two payers cannot
 * both take the last use: the second waits for the first's commit, then counts its reservation.
 * The payment made marks it redeemed (orders/fulfil-payment.ts); a reservation whose payment is not
 * made within PROMO_RESERVATION_MINUTES stops counting, and the same customer's next payment with
 * the code releases their earlier unpaid one (a declined card tried again).
 */
import { and, eq, ne } from 'drizzle-orm';
import { bagTotals, type PricedLine, type PromoTerms } from '@shared/bag-totals';
import { toCents } from '@shared/pricing';
import type { Db, Tx } from '../../db/client';
import { promoRedemptions } from '../../db/schema';
import { checkCode, countUses, customersUse, findPromoCode, termsOf, type PromoCustomer } from './promo-rules';

export interface Reservation {
  id: string;
  /** The code as stored (upper-case). */
  code: string;
  terms: PromoTerms;
}

/** Reserves one use of the code for this customer's lines, or throws the refusal (PromoRefusal) with nothing written. */
export async function reservePromoCode(db: Db, typed: string, customer: PromoCustomer & { email: string }, lines: readonly PricedLine[], now = new Date()): Promise<Reservation> {
  return db.transaction(async (tx) => {
    const row = await findPromoCode(tx, typed, { lock: true });
    const terms = termsOf(row);
    // The customer's own unpaid reservations make way for this payment (a refusal below rolls this back).
    const own = customersUse(customer);
    if (own) {
      await tx.update(promoRedemptions).set({ status: 'released' })
        .where(and(eq(promoRedemptions.promoCodeId, row.id), eq(promoRedemptions.status, 'reserved'), own));
    }
    const uses = await countUses(tx, row.id, customer, now);
    checkCode(row, uses, lines, now);
    const discountCents = toCents(bagTotals(lines, terms).discount);
    const [reserved] = await tx.insert(promoRedemptions)
      .values({ promoCodeId: row.id, email: customer.email, userId: customer.userId, discountCents, status: 'reserved', createdAt: now })
      .returning({ id: promoRedemptions.id });
    return { id: reserved.id, code: row.code, terms };
  });
}

/** Ties the reservation to its payment, in the transaction that records the payment. */
export async function attachReservation(tx: Tx, reservationId: string, paymentId: string): Promise<void> {
  await tx.update(promoRedemptions).set({ paymentId }).where(eq(promoRedemptions.id, reservationId));
}

/** Gives the use back when no payment came of it (the processor refused the intent, or the amount was stale). */
export async function dropReservation(db: Db, reservationId: string): Promise<void> {
  await db.delete(promoRedemptions).where(and(eq(promoRedemptions.id, reservationId), eq(promoRedemptions.status, 'reserved')));
}

/** The payment was made: its use counts for good (whatever became of its reservation meanwhile). Idempotent. */
export async function redeemPromoUse(tx: Tx, paymentId: string, now = new Date()): Promise<void> {
  await tx.update(promoRedemptions).set({ status: 'redeemed', redeemedAt: now })
    .where(and(eq(promoRedemptions.paymentId, paymentId), ne(promoRedemptions.status, 'redeemed')));
}
