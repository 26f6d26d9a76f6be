import type { CreatePaymentIntentResponse } from '@shared/contracts/checkout';
import * as routes from '@shared/contracts/routes';
import { ApiError, callApi, readableError } from '../../../lib/api';
import type { CheckoutLine } from '../checkout-bag';

/** The server refused the promo code (used up meanwhile, already used with this address, ...): its sentence. */
export class PromoRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PromoRefusedError';
  }
}

/** The server refused a quote's price offer (paid meanwhile, expired, replaced, its piece gone): its sentence. */
export class OfferRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OfferRefusedError';
  }
}

/** The server answered 409: its total differs from the one the page showed. */
export class AmountMismatchError extends Error {
  readonly amount: number | null;
  constructor(message: string, amount: number | null) {
    super(message);
    this.name = 'AmountMismatchError';
    this.amount = amount;
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
  lines: readonly Pick<CheckoutLine, 'designId' | 'quantity' | 'customizations'>[];
  customerEmail: string;
  customerName: string;
  /** The promo code the summary applied (docs/promotions.md). */
  promoCode?: string | null;
  /** The gift note, when the order is a gift. */
  gift?: { recipient: string; message: string } | null;
  /** A quote's price offer, by its link's token (issue 27, point 2). */
  offer?: string | null;
}

/** POST /api/create-payment-intent (spec 02, section 7); the bearer header goes along when signed in. */
export async function createPaymentIntent(input: IntentInput): Promise<CreatePaymentIntentResponse> {
  const bagItems = input.lines.map(({ designId, quantity, customizations }) => ({ designId, quantity, customizations }));
  try {
    return await callApi(routes.createPaymentIntent, {
      body: {
        amount: input.amount,
        metadata: { cartItems: JSON.stringify(bagItems), customerEmail: input.customerEmail, customerName: input.customerName },
        ...(input.promoCode ? { promoCode: input.promoCode } : {}),
        ...(input.gift ? { gift: input.gift } : {}),
        ...(input.offer ? { offer: input.offer } : {}),
      },
    });
  } catch (error) {
    const body = error instanceof ApiError ? parseBody(error) : {};
    if (typeof body.promo === 'string') throw new PromoRefusedError(readableError(error));
    if (error instanceof ApiError && error.status === 409 && typeof body.amount === 'number') throw new AmountMismatchError(readableError(error), body.amount);
    if (input.offer && error instanceof ApiError && error.status < 500) throw new OfferRefusedError(readableError(error));
    if (error instanceof ApiError && error.status === 409) throw new AmountMismatchError(readableError(error), null);
    throw error;
  }
}
