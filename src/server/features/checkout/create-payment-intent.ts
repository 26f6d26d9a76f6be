import type { z } from 'zod';
import type { CreatePaymentIntentBody, CreatePaymentIntentResponse } from '@shared/contracts/checkout';
import { CURRENCY, fromCents, toCents } from '@shared/pricing';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { PaymentProvider } from '../../providers/payments/types';
import { normaliseEmail } from '../auth/passwords';
import { priceLines } from './price-lines';

/**
 * Starts a card payment for the bag's lines. The server prices the lines; a client total that
 * differs is refused with the right figure (409) rather than charged. The shop's payment record
 * keeps the priced lines, so the orders made from it never depend on later price changes.
 */
export async function createPaymentIntent(
  db: Db, provider: PaymentProvider, body: z.output<typeof CreatePaymentIntentBody>, userId: string | null,
): Promise<CreatePaymentIntentResponse> {
  const { lines, amountCents } = await priceLines(db, body.metadata.cartItems);
  if (body.amount !== undefined && toCents(body.amount) !== amountCents) {
    throw new HttpError(409, `Your bag's total is now ${fromCents(amountCents)} USD. Please review your order and try again.`, { amount: fromCents(amountCents) });
  }
  const email = normaliseEmail(body.metadata.customerEmail);
  const intent = await provider.createIntent({
    amountCents,
    metadata: { customerEmail: email, customerName: body.metadata.customerName, lines: String(lines.length) },
  }).catch((err: unknown) => {
    // The processor's own words stay in the log; the buyer gets a sentence and nothing is recorded.
    throw Object.assign(new HttpError(502, 'Our card processor is not answering just now. Please try again in a moment.'), { cause: err });
  });
  await db.insert(payments).values({
    id: intent.id, provider: provider.name, amountCents, status: intent.status, userId,
    customerEmail: email, customerName: body.metadata.customerName, lines,
  });
  return {
    clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: fromCents(amountCents), currency: CURRENCY,
    provider: provider.name, publishableKey: provider.publishableKey,
  };
}
