/**
 * The Stripe payment provider against a local HTTP server on 127.0.0.1 that answers like Stripe's
 * API (POST /v1/payment_intents, GET /v1/payment_intents/:id), recording what it was sent; and the
 * webhook route with payloads signed by the SDK's own test helper. Never the internet.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiMessages } from '@shared/messages';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_SIGNATURE, stripeWebhookRoutes } from '../../src/server/features/checkout/stripe-webhook-routes';
import { createStripeProvider, mapIntentStatus, StripeProviderError, type StripeProviderOptions } from '../../src/server/providers/payments/stripe';
import { createTestShop, type TestShop } from '../helpers/test-app';

const SECRET_KEY = 'sk_test_51AurumFakeSecretKeyForTheLocalServer0000';
const PUBLISHABLE_KEY = 'pk_test_51AurumFakePublishableKey0000';
const WEBHOOK_SECRET = 'whsec_test_aurum_webhook_secret_0123456789';

// ---------------------------------------------------------------------------------------------
// A fake of Stripe's API
// ---------------------------------------------------------------------------------------------

type Mode = 'ok' | 'fail' | 'unauthorized' | 'hang' | 'euro';
interface Recorded { method: string; url: string; headers: IncomingHttpHeaders; form: URLSearchParams }
interface FakeIntent {
  id: string; object: 'payment_intent'; amount: number; currency: string; status: string; client_secret: string;
  metadata: Record<string, string>; last_payment_error: { message: string; code: string; type: string } | null;
  automatic_payment_methods: { enabled: boolean } | null; created: number; livemode: false;
}

let server: Server;
let apiBase: string;
let mode: Mode = 'ok';
const requests: Recorded[] = [];
const intents = new Map<string, FakeIntent>();
let counter = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, form });
      if (mode === 'hang') return; // never answers
      const send = (status: number, body: unknown, extra: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake123', ...extra });
        res.end(JSON.stringify(body));
      };
      if (mode === 'fail') {
        // An upstream body that quotes the key: it must not reach our messages.
        return send(500, { error: { type: 'api_error', message: `Upstream exploded handling ${SECRET_KEY}; internal detail` } }, { 'stripe-should-retry': 'false' });
      }
      if (mode === 'unauthorized') {
        return send(401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${SECRET_KEY}` } });
      }
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        counter += 1;
        const id = `pi_3Fake${String(counter).padStart(6, '0')}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const m = /^metadata\[(.+)\]$/.exec(key);
          if (m) metadata[m[1]] = value;
        }
        const intent: FakeIntent = {
          id, object: 'payment_intent', amount: Number(form.get('amount')), currency: mode === 'euro' ? 'eur' : String(form.get('currency')),
          status: 'requires_payment_method', client_secret: `${id}_secret_fakeSecret${counter}`, metadata, last_payment_error: null,
          automatic_payment_methods: form.get('automatic_payment_methods[enabled]') === 'true' ? { enabled: true } : null,
          created: 1_700_000_000, livemode: false,
        };
        intents.set(id, intent);
        return send(200, intent);
      }
      const get = /^\/v1\/payment_intents\/([^/?]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && get) {
        const intent = intents.get(decodeURIComponent(get[1]));
        if (!intent) {
          return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${get[1]}'` } });
        }
        return send(200, { ...intent, status: 'succeeded', currency: mode === 'euro' ? 'eur' : intent.currency });
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  mode = 'ok';
  requests.length = 0;
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

    expect(requests).toHaveLength(1);
    const sent = requests[0];
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
      id: 'pi_3Fake' + String(counter).padStart(6, '0'),
      clientSecret: `${intent.id}_secret_fakeSecret${counter}`,
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
    expect(requests).toHaveLength(0);
  });

  it('reads an intent back and maps its status; an unknown id is null', async () => {
    const p = provider();
    const created = await p.createIntent({ amountCents: 15_000, metadata: METADATA });
    const read = await p.retrieveIntent(created.id);
    expect(read).toMatchObject({ id: created.id, amountCents: 15_000, currency: 'usd', status: 'succeeded', lastError: null, metadata: METADATA });
    const get = requests.find((r) => r.method === 'GET');
    expect(get?.url).toBe(`/v1/payment_intents/${created.id}`);
    expect(get?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);

    expect(await p.retrieveIntent('pi_3DoesNotExist000')).toBeNull();
  });

  it('answers null for a malformed id without asking Stripe', async () => {
    for (const id of ['', 'ch_123', 'pi_../../v1/customers', 'pi_x?expand=y']) expect(await provider().retrieveIntent(id)).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('carries the last decline message', async () => {
    const p = provider();
    const created = await p.createIntent({ amountCents: 5_000, metadata: {} });
    intents.get(created.id)!.last_payment_error = { message: 'Your card was declined.', code: 'card_declined', type: 'card_error' };
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
    mode = 'fail';
    const err = await rejection(provider().createIntent({ amountCents: 10_000, metadata: METADATA }));
    expect(err.message).toBe('The Stripe request to create a payment failed with HTTP 500.');
    expect(err.message).not.toContain(SECRET_KEY);
    expect(err.message).not.toContain('internal detail');
    expect(JSON.stringify(err.details)).not.toContain(SECRET_KEY);
    expect(err.details).toMatchObject({ call: 'create', status: 500, type: 'api_error', requestId: 'req_fake123' });
  });

  it('turns a refused key into a message that names the setting, not the key', async () => {
    mode = 'unauthorized';
    const err = await rejection(provider().retrieveIntent('pi_3Anything0001'));
    expect(err.message).toMatch(/STRIPE_SECRET_KEY/);
    expect(err.message).not.toContain(SECRET_KEY);
    expect(err.details.status).toBe(401);
  });

  it('gives up on a silent server after its timeout, retrying once', async () => {
    mode = 'hang';
    const err = await rejection(provider({ timeoutMs: 200 }).createIntent({ amountCents: 10_000, metadata: {}, idempotencyKey: 'hang-1' }));
    expect(err.message).toMatch(/could not reach Stripe/);
    expect(requests).toHaveLength(2); // the first try and one retry, with the same idempotency key
    expect(requests.map((r) => r.headers['idempotency-key'])).toEqual(['hang-1', 'hang-1']);
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
    mode = 'euro';
    const err = await rejection(provider().createIntent({ amountCents: 100, metadata: {} }));
    expect(err.message).toMatch(/USD only/);
  });
});

// ---------------------------------------------------------------------------------------------
// The webhook
// ---------------------------------------------------------------------------------------------

describe('POST /api/webhooks/stripe', () => {
  let shop: TestShop;
  const succeeded: string[] = [];
  let failWith: Error | null = null;

  beforeAll(async () => {
    shop = await createTestShop({}, {
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
  });
  afterAll(async () => { await shop.close(); });
  beforeEach(() => {
    succeeded.length = 0;
    failWith = null;
  });

  const event = (type: string, object: Record<string, unknown>) => ({
    id: `evt_${Math.random().toString(36).slice(2, 14)}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  const paid = (id = 'pi_3WebhookPaid0001') =>
    event('payment_intent.succeeded', { id, object: 'payment_intent', amount: 32_900, currency: 'usd', status: 'succeeded', metadata: METADATA });
  /** Stripe sends its events pretty-printed: a re-serialised body would no longer match the signature. */
  const body = (value: unknown) => JSON.stringify(value, null, 2);
  const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  const post = (payload: string, headers: Record<string, string>) =>
    shop.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });

  it('calls onPaymentSucceeded once with the intent id for a signed payment_intent.succeeded', async () => {
    const payload = body(paid('pi_3WebhookPaid0001'));
    const res = await post(payload, { 'stripe-signature': sign(payload) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(succeeded).toEqual(['pi_3WebhookPaid0001']);
  });

  it('accepts plain application/json too', async () => {
    const payload = JSON.stringify(paid('pi_3WebhookPaid0002'));
    const res = await post(payload, { 'content-type': 'application/json', 'stripe-signature': sign(payload) });
    expect(res.statusCode).toBe(200);
    expect(succeeded).toEqual(['pi_3WebhookPaid0002']);
  });

  it.each([
    ['a forged signature', () => ({ 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}` }), (p: string) => p],
    ['a signature made with another secret', (p: string) => ({ 'stripe-signature': sign(p, 'whsec_someone_elses_secret') }), (p: string) => p],
    ['a tampered body', (p: string) => ({ 'stripe-signature': sign(p) }), (p: string) => p.replace('pi_3WebhookPaid0001', 'pi_3WebhookEvil0001')],
    ['a missing header', () => ({}), (p: string) => p],
    ['an empty header', () => ({ 'stripe-signature': '' }), (p: string) => p],
    ['a garbled header', () => ({ 'stripe-signature': 'not a signature at all' }), (p: string) => p],
    ['a stale timestamp (an hour ago)', (p: string) => ({ 'stripe-signature': sign(p, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600) }), (p: string) => p],
  ])('answers 400 and does nothing for %s', async (_name, headersFor, alter) => {
    const original = body(paid('pi_3WebhookPaid0001'));
    const res = await post(alter(original), headersFor(original));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: INVALID_SIGNATURE });
    expect(succeeded).toEqual([]);
  });

  it('answers 400 for a request without a body', async () => {
    const res = await shop.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'stripe-signature': sign('') } });
    expect(res.statusCode).toBe(400);
    expect(succeeded).toEqual([]);
  });

  it('answers 415 for another content type, and 413 past a megabyte', async () => {
    const payload = body(paid());
    const text = await shop.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload, headers: { 'content-type': 'text/plain', 'stripe-signature': sign(payload) } });
    expect(text.statusCode).toBe(415);
    const huge = JSON.stringify({ ...paid(), padding: 'x'.repeat(1024 * 1024) });
    const big = await post(huge, { 'stripe-signature': sign(huge) });
    expect(big.statusCode).toBe(413);
    expect(succeeded).toEqual([]);
  });

  it('acknowledges other event types and does nothing', async () => {
    for (const type of ['payment_intent.created', 'payment_intent.payment_failed', 'charge.succeeded', 'customer.created']) {
      const payload = body(event(type, { id: type.startsWith('payment_intent') ? 'pi_3WebhookOther0001' : 'ch_3Other0001', object: 'x' }));
      const res = await post(payload, { 'stripe-signature': sign(payload) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect(succeeded).toEqual([]);
  });

  it('answers 500 without internals when handling fails, so Stripe retries', async () => {
    failWith = new Error('duplicate key value violates unique constraint "orders_pkey" at 10.0.0.5');
    const payload = body(paid('pi_3WebhookPaid0003'));
    const res = await post(payload, { 'stripe-signature': sign(payload) });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: apiMessages.internal });
    expect(res.body).not.toContain('orders_pkey');
    expect(res.body).not.toContain('10.0.0.5');

    // Stripe's retry, once the problem is gone, goes through.
    failWith = null;
    const retry = await post(payload, { 'stripe-signature': sign(payload) });
    expect(retry.statusCode).toBe(200);
    expect(succeeded).toEqual(['pi_3WebhookPaid0003']);
  });

  it('leaves JSON parsing elsewhere as it was', async () => {
    const res = await shop.app.inject({ method: 'POST', url: '/api/test-probe/json', payload: { a: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ echoed: { a: 1 } });
  });
});
