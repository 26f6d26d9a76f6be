import { eq } from 'drizzle-orm';
import type { VerifyPaymentIntentResponse, VerifySessionResponse } from '@shared/contracts/orders';
import { designs } from '../../db/schema';
import { paidGift, paidPrices } from '../checkout/paid-prices';
import { toDesignSummary } from '../designs/design-view';
import { fulfilPayment, type FulfilDeps } from './fulfil-payment';
import { toUserOrder } from './order-view';
import { trackingToken } from './tracking-links';

/** The browser's verification after the card was confirmed: creates the orders once, answers the number. */
export async function verifyPaymentIntent(deps: FulfilDeps, paymentId: string): Promise<VerifyPaymentIntentResponse> {
  const { checkoutNumber, orders, payment } = await fulfilPayment(deps, paymentId);
  const prices = paidPrices(payment);
  return { success: true, orderNumber: checkoutNumber, orders: orders.map((o) => toUserOrder(o)), total: prices.total, prices, gift: paidGift(payment) };
}

/** The receipt page (/checkout/success?session_id=...): the first piece with its design, and every line. */
export async function verifySession(deps: FulfilDeps, paymentId: string): Promise<VerifySessionResponse> {
  const { checkoutNumber, orders, payment } = await fulfilPayment(deps, paymentId);
  const prices = paidPrices(payment);
  const first = orders[0];
  const [design] = first.designId ? await deps.db.select().from(designs).where(eq(designs.id, first.designId)) : [];
  return {
    order: {
      // The customer's one number, whatever the number of pieces (issue 21).
      orderNumber: checkoutNumber,
      material: first.material,
      quantity: orders.reduce((s, o) => s + o.quantity, 0),
      totalPrice: prices.total,
    },
    design: design ? toDesignSummary(design) : null,
    orders: orders.map((o) => toUserOrder(o)),
    // The payment id already opens this receipt; the same holder may follow the order and fetch its PDF (docs/orders.md).
    trackingToken: trackingToken(deps.config.authSecret, checkoutNumber),
    prices,
    gift: paidGift(payment),
  };
}
