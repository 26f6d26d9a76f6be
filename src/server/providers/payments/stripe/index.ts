/**
 * The Stripe payment provider (chosen when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set):
 * PaymentIntents through the `stripe` SDK. The server creates the intent for the amount it computed;
 * the browser confirms the card with Stripe Elements and the intent's client secret; the server reads
 * the intent back (or hears the webhook, ../../../features/checkout/stripe-webhook-routes.ts) to learn
 * whether it was paid. Failures are thrown as StripeProviderError with messages of our own.
 */
import Stripe from 'stripe';
import type { IntentStatus, PaymentIntent, PaymentProvider } from '../types';
import { StripeProviderError, toStripeProviderError } from './errors';
import { CURRENCY } from '@shared/pricing';

export { StripeProviderError, toStripeProviderError } from './errors';

/** A request to Stripe answers in well under a second; past 20 s the checkout has waited long enough. */
export const DEFAULT_TIMEOUT_MS = 20_000;
/** One retry of a failed request (connection, 409, 5xx), with the SDK's backoff and an idempotency key. */
export const DEFAULT_MAX_NETWORK_RETRIES = 1;

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  /** Where Stripe's API is, e.g. http://127.0.0.1:4010 (tests); by default https://api.stripe.com. Only
   * the protocol, host and port are used (the SDK's own `host`, `port`, `protocol` options). */
  apiBase?: string;
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

export type StripeProvider = PaymentProvider & { readonly name: 'stripe'; readonly publishableKey: string };

const INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

/**
 * Stripe's seven statuses in the interface's five. Only 'succeeded' means paid: an intent waiting
 * for confirmation still needs the card, and an authorised-but-uncaptured one (not used by this
 * shop, which captures automatically) is not money yet.
 */
export function mapIntentStatus(status: Stripe.PaymentIntent.Status): IntentStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'requires_action':
      return 'requires_action';
    case 'canceled':
      return 'canceled';
    case 'requires_capture':
      return 'processing';
    default:
      // 'requires_confirmation' and any status a later API version adds: not paid, needs the card.
      return 'requires_payment_method';
  }
}

function toIntent(intent: Stripe.PaymentIntent, call: 'create' | 'retrieve'): PaymentIntent {
  if (intent.currency !== CURRENCY) {
    throw new StripeProviderError(`Stripe answered a payment in ${String(intent.currency).toUpperCase()}; this shop charges USD only.`, { call });
  }
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountCents: intent.amount,
    currency: CURRENCY,
    status: mapIntentStatus(intent.status),
    lastError: intent.last_payment_error?.message ?? null,
    metadata: { ...(intent.metadata ?? {}) },
  };
}

function apiLocation(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function createStripeProvider(options: StripeProviderOptions): StripeProvider {
  const stripe = new Stripe(options.secretKey, {
    ...apiLocation(options.apiBase),
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxNetworkRetries: options.maxNetworkRetries ?? DEFAULT_MAX_NETWORK_RETRIES,
    telemetry: false,
    appInfo: { name: 'Aurum Atelier' },
  });

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    async createIntent({ amountCents, metadata, idempotencyKey }) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
        throw new StripeProviderError(`A payment needs a positive whole number of cents (got ${amountCents}).`, { call: 'create' });
      }
      try {
        const intent = await stripe.paymentIntents.create(
          { amount: amountCents, currency: CURRENCY, metadata, automatic_payment_methods: { enabled: true } },
          idempotencyKey ? { idempotencyKey } : undefined,
        );
        return toIntent(intent, 'create');
      } catch (err) {
        throw toStripeProviderError(err, 'create');
      }
    },

    async retrieveIntent(id) {
      if (!INTENT_ID.test(id)) return null;
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id), 'retrieve');
      } catch (err) {
        // Stripe's 404 for an id it does not know; any other 404 (a wrong API address) stays an error.
        if (err instanceof Stripe.errors.StripeError && err.code === 'resource_missing') return null;
        throw toStripeProviderError(err, 'retrieve');
      }
    },
  };
}
