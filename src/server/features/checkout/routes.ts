import * as contract from '@shared/contracts/checkout';
import type { App } from '../../http/context';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { isTestProcessor } from '../../providers/payments';
import { confirmTestPayment } from './confirm-test-payment';
import { createPaymentIntent } from './create-payment-intent';
import { clearSavedAddress, saveAddress, savedDetails } from './saved-details';

export function checkoutRoutes(app: App) {
  const { database, payments } = app.ctx;
  const rateLimit = 'paymentsPerIp' as const;

  route(app, contract.createPaymentIntent, async ({ body, optionalCaller }) => {
    if (!payments) throw new HttpError(503, 'Card payments are not available just now. Please contact us to complete your order.');
    return createPaymentIntent(database.db, payments, body, (await optionalCaller())?.id ?? null);
  }, { rateLimit });

  route(app, contract.savedAddress, ({ caller }) => savedDetails(database.db, caller.id));
  route(app, contract.saveAddress, ({ caller, body }) => saveAddress(database.db, caller.id, body));
  route(app, contract.clearSavedAddress, ({ caller }) => clearSavedAddress(database.db, caller.id));

  // The built-in processor's confirm call exists only where that processor is the one in use.
  if (isTestProcessor(payments)) {
    route(app, contract.confirmTestPayment, ({ body }) => confirmTestPayment(database.db, payments, body), { rateLimit });
  }
}
