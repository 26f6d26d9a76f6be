import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { TestConfirmBody } from '@shared/contracts/checkout';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { CardError, type createTestProcessor } from '../../providers/payments/test-processor';

/**
 * The built-in processor's card confirmation (Stripe's confirmCardPayment, offline). A decline is a
 * 402 with Stripe's message and codes; the billing details are kept as the order's address.
 */
export async function confirmTestPayment(db: Db, processor: ReturnType<typeof createTestProcessor>, body: z.output<typeof TestConfirmBody>) {
  try {
    const intent = await processor.confirm(body.clientSecret, body.card);
    await db.transaction(async (tx) => {
      await tx.update(payments).set({ billing: body.billing_details, updatedAt: new Date() }).where(eq(payments.id, intent.id));
      // Once the intent is paid, a verification can make the orders before the address above is
      // kept; those orders take it now (the payment row's lock orders this after their insert).
      await tx.update(orders).set({ shippingAddress: body.billing_details, updatedAt: new Date() })
        .where(and(eq(orders.paymentId, intent.id), isNull(orders.shippingAddress)));
    });
    return { status: intent.status, paymentIntentId: intent.id };
  } catch (err) {
    if (err instanceof CardError) {
      const status = err.code === 'resource_missing' ? 404 : 402;
      throw new HttpError(status, err.message, { code: err.code, ...(err.declineCode ? { declineCode: err.declineCode } : {}) });
    }
    throw err;
  }
}
