/**
 * The Stripe payment provider against a local HTTP server on 127.0.0.1 that answers like Stripe's
 * API (POST /v1/payment_intents, GET /v1/payment_intents/:id), recording what it was sent; and the
 * webhook route with payloads signed by the SDK's own test helper. Never the internet.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiMessages } from '@shared/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_SIGNATURE, stripeWebhookRoutes } from '../../src/server/features/checkout/stripe-webhook-routes';
import { createStripeProvider, mapIntentStatus, StripeProviderError, type StripeProviderOptions } from '../../src/server/providers/payments/stripe';
import {
  signStripePayload, startStripeFake, stripeEvent, STRIPE_PUBLISHABLE_KEY as PUBLISHABLE_KEY, STRIPE_SECRET_KEY as SECRET_KEY,
  STRIPE_WEBHOOK_SECRET as WEBHOOK_SECRET, type StripeFake,
} from '../helpers/stripe-fake';
import { request } from '../helpers/api';
import { shopForTests } from '../helpers/test-app';

// ---------------------------------------------------------------------------------------------
// A fake of Stripe's API (tests/helpers/stripe-fake.ts)
// ---------------------------------------------------------------------------------------------

let fake: StripeFake;
let apiBase: string;

beforeAll(async () => {
  fake = await startStripeFake({ readsAsSucceeded: true });
  apiBase = fake.apiBase;
});

afterAll(() => fake.close());

beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

const provider = (opts: Partial<StripeProviderOptions> = {}) =>
  createStripeProvider({ secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY, apiBase, ...opts });

const METADATA = { orderRef: 'ord_42', customerEmail: 'ada@example.com', customerName: 'Ada Lovelace' };

async function rejection(promise: Promise<unknown>): Promise<StripeProviderError> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(StripeProviderError);
  return err as StripeProviderError;
}

describe('the Stripe payment provider', () => {
  it('names itself and hands the publishable key to the browser', () => {
    const p = provider();
    expect(p.name).toBe('stripe');
    expect(p.publishableKey).toBe(PUBLISHABLE_KEY);
  });

  it('creates an intent for the amount in cents, in usd, with the metadata, the idempotency key and the bearer secret key', async () => {
    const intent = await provider().createIntent({ amountCents: 32_900, metadata: METADATA, idempotencyKey: 'checkout-abc-123' });

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0];
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/payment_intents');
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.headers['idempotency-key']).toBe('checkout-abc-123');
    expect(sent.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent.form.get('amount')).toBe('32900');
    expect(sent.form.get('currency')).toBe('usd');
    expect(sent.form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(sent.form.get('metadata[orderRef]')).toBe('ord_42');
    expect(sent.form.get('metadata[customerEmail]')).toBe('ada@example.com');
    expect(sent.form.get('metadata[customerName]')).toBe('Ada Lovelace');

    expect(intent).toEqual({
      id: 'pi_3Fake' + String(fake.created).padStart(6, '0'),
      clientSecret: `${intent.id}_secret_fakeSecret${fake.created}`,
      amountCents: 32_900,
      currency: 'usd',
      status: 'requires_payment_method',
      lastError: null,
      metadata: METADATA,
    });
  });

  it('refuses a non-integer or non-positive amount without asking Stripe', async () => {
    for (const amountCents of [0, -100, 12.5, Number.NaN]) {
      const err = await rejection(provider().createIntent({ amountCents, metadata: {} }));
      expect(err.message).toMatch(/whole number of cents/);
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('reads an intent back and maps its status; an unknown id is null', async () => {
    const p = provider();
    const created = await p.createIntent({ amountCents: 15_000, metadata: METADATA });
    const read = await p.retrieveIntent(created.id);
    expect(read).toMatchObject({ id: created.id, amountCents: 15_000, currency: 'usd', status: 'succeeded', lastError: null, metadata: METADATA });
    const get = fake.requests.find((r) => r.method === 'GET');
    expect(get?.url).toBe(`/v1/payment_intents/${created.id}`);
    expect(get?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);

    expect(await p.retrieveIntent('pi_3DoesNotExist000')).toBeNull();
  });

  it('answers null for a malformed id without asking Stripe', async () => {
    for (const id of ['', 'ch_123', 'pi_../../v1/customers', 'pi_x?expand=y']) expect(await provider().retrieveIntent(id)).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });

  it('carries the last decline message', async () => {
    const p = provider();
    const created = await p.createIntent({ amountCents: 5_000, metadata: {} });
    fake.intents.get(created.id)!.last_payment_error = { message: 'Your card was declined.', code: 'card_declined', type: 'card_error' };
    const read = await p.retrieveIntent(created.id);
    expect(read?.lastError).toBe('Your card was declined.');
  });

  it("maps Stripe's seven statuses onto the five, only 'succeeded' meaning paid", () => {
    expect(mapIntentStatus('succeeded')).toBe('succeeded');
    expect(mapIntentStatus('processing')).toBe('processing');
    expect(mapIntentStatus('requires_action')).toBe('requires_action');
    expect(mapIntentStatus('canceled')).toBe('canceled');
    expect(mapIntentStatus('requires_payment_method')).toBe('requires_payment_method');
    expect(mapIntentStatus('requires_confirmation')).toBe('requires_payment_method');
    expect(mapIntentStatus('requires_capture')).toBe('processing');
    expect(mapIntentStatus('some_future_status')).toBe('requires_payment_method');
  });

  it('turns a 500 into a readable error that never quotes the secret key', async () => {
    fake.mode = 'fail';
    const err = await rejection(provider().createIntent({ amountCents: 10_000, metadata: METADATA }));
    expect(err.message).toBe('The Stripe request to create a payment failed with HTTP 500.');
    expect(err.message).not.toContain(SECRET_KEY);
    expect(err.message).not.toContain('internal detail');
    expect(JSON.stringify(err.details)).not.toContain(SECRET_KEY);
    expect(err.details).toMatchObject({ call: 'create', status: 500, type: 'api_error', requestId: 'req_fake123' });
  });

  it('turns a refused key into a message that names the setting, not the key', async () => {
    fake.mode = 'unauthorized';
    const err = await rejection(provider().retrieveIntent('pi_3Anything0001'));
    expect(err.message).toMatch(/STRIPE_SECRET_KEY/);
    expect(err.message).not.toContain(SECRET_KEY);
    expect(err.details.status).toBe(401);
  });

  it('gives up on a silent server after its timeout, retrying once', async () => {
    fake.mode = 'hang';
    const err = await rejection(provider({ timeoutMs: 200 }).createIntent({ amountCents: 10_000, metadata: {}, idempotencyKey: 'hang-1' }));
    expect(err.message).toMatch(/could not reach Stripe/);
    expect(fake.requests).toHaveLength(2); // the first try and one retry, with the same idempotency key
    expect(fake.requests.map((r) => r.headers['idempotency-key'])).toEqual(['hang-1', 'hang-1']);
  });

  it('reports an unreachable API as such', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const err = await rejection(provider({ apiBase: `http://127.0.0.1:${port}`, maxNetworkRetries: 0 }).createIntent({ amountCents: 100, metadata: {} }));
    expect(err.message).toBe('The Stripe request to create a payment could not reach Stripe (connection failed or timed out).');
  });

  it('refuses an intent in another currency', async () => {
    fake.mode = 'euro';
    const err = await rejection(provider().createIntent({ amountCents: 100, metadata: {} }));
    expect(err.message).toMatch(/USD only/);
  });
});

// ---------------------------------------------------------------------------------------------
// The webhook
// ---------------------------------------------------------------------------------------------

describe('POST /api/webhooks/stripe', () => {
  const succeeded: string[] = [];
  let failWith: Error | null = null;

  const shop = shopForTests({}, {
    extend: (app) => {
      stripeWebhookRoutes(app, {
        webhookSecret: WEBHOOK_SECRET,
        onPaymentSucceeded: async (id) => {
          if (failWith) throw failWith;
          succeeded.push(id);
        },
      });
      // An ordinary JSON route beside it: the webhook's raw-body parser must not leak out of its scope.
      app.post('/api/test-probe/json', async (req) => ({ echoed: req.body }));
    },
  });
  beforeEach(() => {
    succeeded.length = 0;
    failWith = null;
  });

  const paid = (id = 'pi_3WebhookPaid0001') =>
    stripeEvent('payment_intent.succeeded', { id, object: 'payment_intent', amount: 32_900, currency: 'usd', status: 'succeeded', metadata: METADATA });
  /** Stripe sends its events pretty-printed: a re-serialised body would no longer match the signature. */
  const body = (value: unknown) => JSON.stringify(value, null, 2);
  const post = (payload: string, headers: Record<string, string>) =>
    request(shop, 'POST', '/api/webhooks/stripe', { body: payload, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });

  it('calls onPaymentSucceeded once with the intent id for a signed payment_intent.succeeded', async () => {
    const payload = body(paid('pi_3WebhookPaid0001'));
    const res = await post(payload, { 'stripe-signature': signStripePayload(payload) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(succeeded).toEqual(['pi_3WebhookPaid0001']);
  });

  it('accepts plain application/json too', async () => {
    const payload = JSON.stringify(paid('pi_3WebhookPaid0002'));
    const res = await post(payload, { 'content-type': 'application/json', 'stripe-signature': signStripePayload(payload) });
    expect(res.statusCode).toBe(200);
    expect(succeeded).toEqual(['pi_3WebhookPaid0002']);
  });

  it.each([
    ['a forged signature', () => ({ 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}` }), (p: string) => p],
    ['a signature made with another secret', (p: string) => ({ 'stripe-signature': signStripePayload(p, 'whsec_someone_elses_secret') }), (p: string) => p],
    ['a tampered body', (p: string) => ({ 'stripe-signature': signStripePayload(p) }), (p: string) => p.replace('pi_3WebhookPaid0001', 'pi_3WebhookEvil0001')],
    ['a missing header', () => ({}), (p: string) => p],
    ['an empty header', () => ({ 'stripe-signature': '' }), (p: string) => p],
    ['a garbled header', () => ({ 'stripe-signature': 'not a signature at all' }), (p: string) => p],
    ['a stale timestamp (an hour ago)', (p: string) => ({ 'stripe-signature': signStripePayload(p, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600) }), (p: string) => p],
  ])('answers 400 and does nothing for %s', async (_name, headersFor, alter) => {
    const original = body(paid('pi_3WebhookPaid0001'));
    const res = await post(alter(original), headersFor(original));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: INVALID_SIGNATURE });
    expect(succeeded).toEqual([]);
  });

  it('answers 400 for a request without a body', async () => {
    const res = await request(shop, 'POST', '/api/webhooks/stripe', { headers: { 'stripe-signature': signStripePayload('') } });
    expect(res.statusCode).toBe(400);
    expect(succeeded).toEqual([]);
  });

  it('answers 415 for another content type, and 413 past a megabyte', async () => {
    const payload = body(paid());
    const text = await request(shop, 'POST', '/api/webhooks/stripe', { body: payload, headers: { 'content-type': 'text/plain', 'stripe-signature': signStripePayload(payload) } });
    expect(text.statusCode).toBe(415);
    const huge = JSON.stringify({ ...paid(), padding: 'x'.repeat(1024 * 1024) });
    const big = await post(huge, { 'stripe-signature': signStripePayload(huge) });
    expect(big.statusCode).toBe(413);
    expect(succeeded).toEqual([]);
  });

  it('acknowledges other event types and does nothing', async () => {
    for (const type of ['payment_intent.created', 'payment_intent.payment_failed', 'charge.succeeded', 'customer.created']) {
      const payload = body(stripeEvent(type, { id: type.startsWith('payment_intent') ? 'pi_3WebhookOther0001' : 'ch_3Other0001', object: 'x' }));
      const res = await post(payload, { 'stripe-signature': signStripePayload(payload) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect(succeeded).toEqual([]);
  });

  it('answers 500 without internals when handling fails, so Stripe retries', async () => {
    failWith = new Error('duplicate key value violates unique constraint "orders_pkey" at 10.0.0.5');
    const payload = body(paid('pi_3WebhookPaid0003'));
    const res = await post(payload, { 'stripe-signature': signStripePayload(payload) });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: apiMessages.internal });
    expect(res.body).not.toContain('orders_pkey');
    expect(res.body).not.toContain('10.0.0.5');

    // Stripe's retry, once the problem is gone, goes through.
    failWith = null;
    const retry = await post(payload, { 'stripe-signature': signStripePayload(payload) });
    expect(retry.statusCode).toBe(200);
    expect(succeeded).toEqual(['pi_3WebhookPaid0003']);
  });

  it('leaves JSON parsing elsewhere as it was', async () => {
    const res = await request(shop, 'POST', '/api/test-probe/json', { body: { a: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ echoed: { a: 1 } });
  });
});
