import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';

/** GET /api/orders/verify-payment-intent/:paymentIntentId: creates the orders once and answers the order number. */
export function verifyPaymentIntent(paymentIntentId: string) {
  return callApi(routes.verifyPaymentIntent, { params: { paymentIntentId } });
}
