/**
 * Turns a paid payment intent into its orders exactly once, whichever comes first of the browser's
 * verification and the processor's webhook, however many race: the payment row's lock serialises
 * them, the checkout number is taken once, and the orders' unique (payment, line) key lets only the
 * first insert land. Only the call that created the orders mails the confirmation.
 */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { customizationsKey } from '@shared/customizations';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { bagLines, orders, payments } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { PaymentProvider } from '../../providers/payments/types';
import type { PricedLine } from '../checkout/price-lines';
import { markOfferPaid } from '../inbox/offer-checkout';
import { redeemPromoUse } from '../promotions/reservations';
import { queueOrderConfirmation } from './order-mails';

export interface FulfilDeps { db: Db; config: Config; payments: PaymentProvider }

export async function fulfilPayment(deps: FulfilDeps, paymentId: string) {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound('Payment not found');
  if (payment.status !== 'succeeded') {
    const intent = await deps.payments.retrieveIntent(paymentId);
    if (!intent) throw notFound('Payment not found');
    if (intent.status !== 'succeeded') throw new HttpError(402, 'This payment has not been completed.');
    if (intent.amountCents !== payment.amountCents) throw new HttpError(409, 'The amount paid does not match this order. Please contact us.');
  }

  return deps.db.transaction(async (tx) => {
    const [paid] = await tx.update(payments)
      .set({ status: 'succeeded', updatedAt: new Date(), checkoutNumber: sql`coalesce(${payments.checkoutNumber}, 'AU-' || nextval('checkout_number_seq'))` })
      .where(eq(payments.id, paymentId))
      .returning();
    const checkoutNumber = paid.checkoutNumber!;
    const lines = paid.lines as PricedLine[];
    const created = await tx.insert(orders).values(lines.map((l, i) => ({
      orderNumber: `${checkoutNumber}-${i + 1}`, checkoutNumber, paymentId, lineIndex: i, userId: paid.userId,
      customerEmail: paid.customerEmail, customerName: paid.customerName, designId: l.designId, designName: l.designName,
      designImageUrl: l.designImageUrl, engraving: l.engraving ?? null, material: l.material, quantity: l.quantity, unitPriceCents: l.unitCents,
      totalPriceCents: l.lineCents, shippingAddress: paid.billing,
    }))).onConflictDoNothing().returning();

    if (created.length > 0) {
      await redeemPromoUse(tx, paymentId);
      if (paid.offerId) await markOfferPaid(tx, paid.offerId, paymentId);
      await queueOrderConfirmation(tx, deps.config, checkoutNumber, paymentId, created);
      // The paid lines leave the member's bag on the server too (the browser clears its own); an offer's piece was never in it.
      if (paid.userId && !paid.offerId) {
        await tx.delete(bagLines).where(and(eq(bagLines.userId, paid.userId), or(...lines.map((l) =>
          and(eq(bagLines.designId, l.designId), eq(bagLines.customizationsKey, customizationsKey(l.customizations)))))));
      }
    }
    const all = await tx.select().from(orders).where(eq(orders.paymentId, paymentId)).orderBy(asc(orders.lineIndex));
    return { checkoutNumber, orders: all, created: created.length > 0, payment: paid };
  });
}
