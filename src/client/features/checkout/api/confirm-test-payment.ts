import type { BillingDetails } from '@shared/contracts/checkout';
import * as routes from '@shared/contracts/routes';
import { ApiError, callApi, readableError } from '../../../lib/api';
import { CardDeclinedError } from '../card-declined';

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
    const result = await callApi(routes.confirmTestPayment, {
      body: {
        clientSecret,
        card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
        billing_details: billing,
      },
    });
    if (result.status !== 'succeeded') throw new CardDeclinedError('');
    return result.paymentIntentId;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 402 || error.status === 400)) throw new CardDeclinedError(readableError(error, ''));
    throw error;
  }
}
