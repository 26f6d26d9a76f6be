import type { z } from 'zod';
import type { CreatePaymentIntentBody, CreatePaymentIntentResponse } from '@shared/contracts/checkout';
import { offerMessages } from '@shared/messages';
import { CURRENCY, fromCents, toCents } from '@shared/pricing';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { PaymentProvider } from '../../providers/payments/types';
import { normaliseEmail } from '../auth/passwords';
import { offerLine } from '../inbox/offer-checkout';
import { attachReservation, dropReservation, reservePromoCode, type Reservation } from '../promotions/reservations';
import { bagCharge, priceLines, sharedLines } from './price-lines';

/**
 * Starts a card payment for the bag's lines. The server prices the lines and applies the promo code
 * (reserving one of its uses until the payment is made: promotions/reservations.ts); a client total
 * that differs is refused with the right figure (409) rather than charged. The shop's payment record
 * keeps the priced lines, the subtotal, the code and its discount, and the gift note, so the orders
 * made from it never depend on later price changes. With a quote's price offer (`offer`), the offer's
 * row decides the one line and its price, and the payment names the offer, which its payment marks paid.
 */
export async function createPaymentIntent(
  db: Db, provider: PaymentProvider, body: z.output<typeof CreatePaymentIntentBody>, userId: string | null,
): Promise<CreatePaymentIntentResponse> {
  // A quote's price offer is its own one line at its own price (inbox/offer-checkout.ts), with no code on top.
  if (body.offer && body.promoCode) throw new HttpError(422, offerMessages.withCode);
  const offered = body.offer ? await offerLine(db, body.offer, body.metadata.cartItems) : null;
  const { lines } = offered ? { lines: [offered.line] } : await priceLines(db, body.metadata.cartItems);
  const email = normaliseEmail(body.metadata.customerEmail);
  // A refused code throws here (its sentence, `promo: reason`), before anything is written.
  const reservation: Reservation | null = body.promoCode
    ? await reservePromoCode(db, body.promoCode, { email, userId }, sharedLines(lines))
    : null;
  const { subtotalCents, discountCents, amountCents } = bagCharge(lines, reservation?.terms);
  const release = () => (reservation ? dropReservation(db, reservation.id) : Promise.resolve());

  if (body.amount !== undefined && toCents(body.amount) !== amountCents) {
    await release();
    throw new HttpError(409, `Your bag's total is now ${fromCents(amountCents)} USD. Please review your order and try again.`, { amount: fromCents(amountCents) });
  }
  const intent = await provider.createIntent({
    amountCents,
    metadata: {
      customerEmail: email, customerName: body.metadata.customerName, lines: String(lines.length),
      ...(reservation ? { promoCode: reservation.code } : {}),
    },
  }).catch(async (err: unknown) => {
    // The processor's own words stay in the log; the buyer gets a sentence and nothing is recorded.
    await release();
    throw Object.assign(new HttpError(502, 'Our card processor is not answering just now. Please try again in a moment.'), { cause: err });
  });
  try {
    await db.transaction(async (tx) => {
      await tx.insert(payments).values({
        id: intent.id, provider: provider.name, amountCents, status: intent.status, userId,
        customerEmail: email, customerName: body.metadata.customerName, lines,
        subtotalCents, promoCode: reservation?.code ?? null, discountCents,
        isGift: Boolean(body.gift), giftRecipient: body.gift?.recipient ?? null, giftMessage: body.gift?.message ?? null,
        offerId: offered?.offerId ?? null,
      });
      if (reservation) await attachReservation(tx, reservation.id, intent.id);
    });
  } catch (err) {
    await release();
    throw err;
  }
  return {
    clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: fromCents(amountCents),
    subtotal: fromCents(subtotalCents), discount: fromCents(discountCents), promoCode: reservation?.code ?? null,
    currency: CURRENCY, provider: provider.name, publishableKey: provider.publishableKey,
  };
}
