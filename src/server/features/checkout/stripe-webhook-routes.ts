/**
 * POST /api/webhooks/stripe: Stripe's payment events. The signature (Stripe-Signature header,
 * STRIPE_WEBHOOK_SECRET) is checked on the exact bytes received, so this route lives in its own
 * plugin scope whose only body parser keeps JSON as a raw Buffer; it is not a zod-validated route.
 *
 * - a missing, forged, foreign-secret, tampered or stale (over 5 minutes) signature: 400 and nothing done;
 * - payment_intent.succeeded: onPaymentSucceeded(intent id), then 200 { received: true };
 * - any other event type: 200 { received: true } and nothing done;
 * - a failure inside onPaymentSucceeded: logged, answered 500 with no internals, so Stripe retries.
 *
 * onPaymentSucceeded must be idempotent: Stripe delivers at least once, and the browser's
 * verification may have created the orders already.
 */
import { stripeWebhook } from '@shared/contracts/checkout';
import { apiMessages } from '@shared/messages';
import Stripe from 'stripe';
import type { App } from '../../http/context';

export const INVALID_SIGNATURE = 'Invalid Stripe signature';
/** Stripe's events are a few KB; a megabyte is generous. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export interface StripeWebhookOptions {
  webhookSecret: string;
  onPaymentSucceeded: (paymentIntentId: string) => Promise<void>;
  /** Seconds a signature's timestamp may be old; Stripe's default (300) unless a test says otherwise. */
  toleranceSeconds?: number;
}

export function stripeWebhookRoutes(app: App, options: StripeWebhookOptions): void {
  const tolerance = options.toleranceSeconds ?? Stripe.webhooks.DEFAULT_TOLERANCE;

  app.register(async (scope) => {
    // Only JSON is accepted here, and it is kept as the bytes Stripe signed (parsed after the check).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));

    scope.post(stripeWebhook.path, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (req, reply) => {
      const raw = req.body;
      const signature = req.headers['stripe-signature'];
      if (!Buffer.isBuffer(raw) || typeof signature !== 'string' || signature.length === 0) {
        req.log.warn({ reqId: req.id }, 'stripe webhook without a body or signature');
        return reply.code(400).send({ error: INVALID_SIGNATURE });
      }

      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(raw, signature, options.webhookSecret, tolerance);
      } catch (err) {
        const signatureProblem = err instanceof Stripe.errors.StripeSignatureVerificationError;
        req.log.warn({ reqId: req.id, reason: signatureProblem ? err.message : 'unreadable payload' }, 'stripe webhook rejected');
        return reply.code(400).send({ error: signatureProblem ? INVALID_SIGNATURE : apiMessages.malformedJson });
      }

      if (event.type === 'payment_intent.succeeded') {
        const intentId = event.data.object.id;
        if (typeof intentId !== 'string' || !intentId.startsWith('pi_')) {
          req.log.warn({ reqId: req.id, eventId: event.id }, 'stripe payment_intent.succeeded without an intent id');
          return reply.code(400).send({ error: apiMessages.invalidRequest });
        }
        try {
          await options.onPaymentSucceeded(intentId);
        } catch (err) {
          req.log.error({ err, reqId: req.id, eventId: event.id, paymentIntentId: intentId }, 'stripe webhook handling failed');
          return reply.code(500).send({ error: apiMessages.internal });
        }
        req.log.info({ eventId: event.id, paymentIntentId: intentId }, 'stripe payment succeeded');
      }
      return reply.code(200).send({ received: true });
    });
  });
}
