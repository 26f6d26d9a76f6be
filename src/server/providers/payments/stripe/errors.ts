/**
 * Every failure of the Stripe adapter becomes one StripeProviderError whose message is written here,
 * never copied from the SDK or from Stripe's answer: those can quote the request (an invalid key is
 * echoed back, partly masked). The message, Stripe's HTTP status, error code and request id are what
 * the server log shows; the use case decides what the customer reads.
 */
import Stripe from 'stripe';
import { ProviderError, httpFailure, safeCode } from '../../provider-error';

export type StripeCall = 'create' | 'retrieve';

export class StripeProviderError extends ProviderError<{ call: StripeCall; status?: number; type?: string; code?: string; requestId?: string }> {
  override readonly name = 'StripeProviderError';
}

/** The SDK's (or anything's) error as a StripeProviderError with a message of our own. */
export function toStripeProviderError(err: unknown, call: StripeCall): StripeProviderError {
  if (err instanceof StripeProviderError) return err;
  const what = call === 'create' ? 'The Stripe request to create a payment' : 'The Stripe request to read a payment';
  if (err instanceof Stripe.errors.StripeConnectionError) {
    return new StripeProviderError(`${what} could not reach Stripe (connection failed or timed out).`, { call, type: 'connection_error' });
  }
  if (err instanceof Stripe.errors.StripeAuthenticationError) {
    return new StripeProviderError(`${what} was refused: the Stripe secret key is not valid (check STRIPE_SECRET_KEY).`, {
      call, status: err.statusCode, type: safeCode(err.rawType ?? err.type), requestId: safeCode(err.requestId),
    });
  }
  if (err instanceof Stripe.errors.StripeError) {
    const code = safeCode(err.code);
    const status = typeof err.statusCode === 'number' ? err.statusCode : undefined;
    return new StripeProviderError(httpFailure(what, status, code), {
      call, status, type: safeCode(err.rawType ?? err.type), code, requestId: safeCode(err.requestId),
    });
  }
  return new StripeProviderError(`${what} failed.`, { call });
}
