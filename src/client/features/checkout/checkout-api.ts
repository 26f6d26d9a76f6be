import type { BillingDetails, CreatePaymentIntentResponse } from '@shared/contracts/checkout';
import type { VerifyPaymentIntentResponse } from '@shared/contracts/orders';
import { ApiError, apiJson, readableError } from '../../lib/query-client';
import type { BagLine } from '../cart/use-bag';

/** The server answered 409: its total differs from the one the page showed. */
export class AmountMismatchError extends Error {
  readonly amount: number | null;
  constructor(message: string, amount: number | null) {
    super(message);
    this.name = 'AmountMismatchError';
    this.amount = amount;
  }
}

/** The processor refused the card (a decline, or a card detail it could not accept): its own sentence. */
export class CardDeclinedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardDeclinedError';
  }
}

function parseBody(error: ApiError): Record<string, unknown> {
  try {
    const body = JSON.parse(error.body) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export interface IntentInput {
  /** The total the page showed, in dollars; the server charges its own figure. */
  amount: number;
  lines: readonly Pick<BagLine, 'designId' | 'quantity' | 'customizations'>[];
  customerEmail: string;
  customerName: string;
}

/** POST /api/create-payment-intent (spec 02, section 7); the bearer header goes along when signed in. */
export async function createPaymentIntent(input: IntentInput): Promise<CreatePaymentIntentResponse> {
  const cartItems = input.lines.map(({ designId, quantity, customizations }) => ({ designId, quantity, customizations }));
  try {
    return await apiJson<CreatePaymentIntentResponse>('POST', '/api/create-payment-intent', {
      amount: input.amount,
      metadata: { cartItems: JSON.stringify(cartItems), customerEmail: input.customerEmail, customerName: input.customerName },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const body = parseBody(error);
      throw new AmountMismatchError(readableError(error), typeof body.amount === 'number' ? body.amount : null);
    }
    throw error;
  }
}

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/**
 * The built-in test processor's confirmation: POST /api/payments/test/confirm. A decline (402) or a
 * card detail the processor rejects (400) raises CardDeclinedError with the processor's message.
 */
export async function confirmTestPayment(clientSecret: string, card: CardDetails, billing: BillingDetails): Promise<string> {
  try {
    const result = await apiJson<{ status: string; paymentIntentId: string }>('POST', '/api/payments/test/confirm', {
      clientSecret,
      card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
      billing_details: billing,
    });
    if (result.status !== 'succeeded') throw new CardDeclinedError('');
    return result.paymentIntentId;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 402 || error.status === 400)) throw new CardDeclinedError(readableError(error, ''));
    throw error;
  }
}

/** GET /api/orders/verify-payment-intent/{id}: creates the orders once and answers the order number. */
export function verifyPaymentIntent(paymentIntentId: string): Promise<VerifyPaymentIntentResponse> {
  return apiJson<VerifyPaymentIntentResponse>('GET', `/api/orders/verify-payment-intent/${encodeURIComponent(paymentIntentId)}`);
}
