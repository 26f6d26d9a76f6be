import type { CreatePaymentIntentResponse } from '@shared/contracts/checkout';
import * as routes from '@shared/contracts/routes';
import { ApiError, callApi, readableError } from '../../../lib/api';
import type { CheckoutLine } from '../checkout-bag';

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
}

/** POST /api/create-payment-intent (spec 02, section 7); the bearer header goes along when signed in. */
export async function createPaymentIntent(input: IntentInput): Promise<CreatePaymentIntentResponse> {
  const bagItems = input.lines.map(({ designId, quantity, customizations }) => ({ designId, quantity, customizations }));
  try {
    return await callApi(routes.createPaymentIntent, {
      body: {
        amount: input.amount,
        metadata: { cartItems: JSON.stringify(bagItems), customerEmail: input.customerEmail, customerName: input.customerName },
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const body = parseBody(error);
      throw new AmountMismatchError(readableError(error), typeof body.amount === 'number' ? body.amount : null);
    }
    throw error;
  }
}
