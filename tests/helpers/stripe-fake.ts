/**
 * A fake of Stripe's API on 127.0.0.1 (POST /v1/payment_intents, GET /v1/payment_intents/:id) that
 * records what it was sent, plus Stripe's own webhook signing: the real `stripe` SDK is pointed at it
 * (STRIPE_API_BASE, or the adapter's apiBase option). Never the internet.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STRIPE_SECRET_KEY = 'sk_test_51AurumFakeSecretKeyForTheLocalServer0000';
export const STRIPE_PUBLISHABLE_KEY = 'pk_test_51AurumFakePublishableKey0000';
export const STRIPE_WEBHOOK_SECRET = 'whsec_test_aurum_webhook_secret_0123456789';

/** 'ok' answers like Stripe; the others are failures the adapter must turn into its own errors. */
export type StripeFakeMode = 'ok' | 'fail' | 'unauthorized' | 'hang' | 'euro';
export interface RecordedRequest { method: string; url: string; headers: IncomingHttpHeaders; form: URLSearchParams }
export interface FakeIntent {
  id: string; object: 'payment_intent'; amount: number; currency: string; status: string; client_secret: string;
  metadata: Record<string, string>; last_payment_error: { message: string; code: string; type: string } | null;
  automatic_payment_methods: { enabled: boolean } | null; created: number; livemode: false;
}

export interface StripeFake {
  apiBase: string;
  mode: StripeFakeMode;
  readonly requests: RecordedRequest[];
  readonly intents: Map<string, FakeIntent>;
  /** How many intents were created so far (ids are numbered from it). */
  readonly created: number;
  /** What the browser's Stripe.js does on a good card: the intent becomes 'succeeded'. */
  pay(id: string): FakeIntent;
  /** The environment that makes a shop use this fake, with the webhook secret. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export interface StripeFakeOptions {
  /** Answer every read of a known intent as 'succeeded' (for adapter tests that do not confirm cards). */
  readsAsSucceeded?: boolean;
}

export async function startStripeFake(options: StripeFakeOptions = {}): Promise<StripeFake> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, FakeIntent>();
  let created = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, form });
      if (fake.mode === 'hang') return; // never answers
      const send = (status: number, body: unknown, extra: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake123', ...extra });
        res.end(JSON.stringify(body));
      };
      if (fake.mode === 'fail') {
        // An upstream body that quotes the key: it must not reach the shop's messages.
        return send(500, { error: { type: 'api_error', message: `Upstream exploded handling ${STRIPE_SECRET_KEY}; internal detail` } }, { 'stripe-should-retry': 'false' });
      }
      if (fake.mode === 'unauthorized') {
        return send(401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${STRIPE_SECRET_KEY}` } });
      }
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        created += 1;
        const id = `pi_3Fake${String(created).padStart(6, '0')}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const m = /^metadata\[(.+)\]$/.exec(key);
          if (m) metadata[m[1]] = value;
        }
        const intent: FakeIntent = {
          id, object: 'payment_intent', amount: Number(form.get('amount')), currency: fake.mode === 'euro' ? 'eur' : String(form.get('currency')),
          status: 'requires_payment_method', client_secret: `${id}_secret_fakeSecret${created}`, metadata, last_payment_error: null,
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
        return send(200, { ...intent, ...(options.readsAsSucceeded ? { status: 'succeeded' } : {}), currency: fake.mode === 'euro' ? 'eur' : intent.currency });
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });

  const fake: StripeFake = {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mode: 'ok',
    requests,
    intents,
    get created() { return created; },
    pay(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`The Stripe fake has no intent ${id}`);
      intent.status = 'succeeded';
      return intent;
    },
    env() {
      return {
        STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE: fake.apiBase,
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return fake;
}

/** A Stripe event as Stripe sends it. */
export function stripeEvent(type: string, object: Record<string, unknown>) {
  return {
    id: `evt_${Math.random().toString(36).slice(2, 14)}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** The Stripe-Signature header for a payload, made by the SDK's own test helper. */
export const signStripePayload = (payload: string, secret = STRIPE_WEBHOOK_SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

/** A signed payment_intent.succeeded delivery for an intent, pretty-printed like Stripe's. */
export function paidEventDelivery(intent: Pick<FakeIntent, 'id' | 'amount' | 'metadata'>) {
  const payload = JSON.stringify(stripeEvent('payment_intent.succeeded', {
    id: intent.id, object: 'payment_intent', amount: intent.amount, currency: 'usd', status: 'succeeded', metadata: intent.metadata,
  }), null, 2);
  return { payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signStripePayload(payload) } };
}
