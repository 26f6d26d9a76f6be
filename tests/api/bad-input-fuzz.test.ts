/**
 * Bad input at scale: fast-check generates over 10,000 bad requests across every call of the shared
 * route table (method, path and params derived from `endpoints`) and sends them in-process as an
 * anonymous visitor, a member and an admin. Each request is made bad on purpose (malformed JSON,
 * wrong types, missing and extra fields, huge strings and numbers, negative and fractional
 * quantities, unicode and control characters, prototype keys, bad query strings and path params,
 * wrong content types, oversized bodies, oversized and mislabelled uploads); a mutation the contract
 * would still accept is discarded, so every request sent must be refused.
 *
 * Goal: no 5xx; every answer JSON with an `error` sentence; every table's row count unchanged.
 * The seed is fixed (printed with the request count), so a failure reproduces exactly.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints, type Endpoint } from '@shared/contracts';
import { ContactFields } from '@shared/contracts/inquiries';
import { DATA_URL_MAX_CHARS, IMAGE_MAX_BYTES } from '@shared/limits';
import { makeAdmin } from '../../src/server/features/auth/bootstrap-admin';
import { stripeWebhookRoutes } from '../../src/server/features/checkout/stripe-webhook-routes';
import { createDesign, createReview } from '../factories';
import { request } from '../helpers/api';
import { signUpConfirmed } from '../helpers/auth';
import { mailsTo, paidCheckout } from '../helpers/orders';
import { trackingToken } from '../../src/server/features/orders/tracking-links';
import { PNG, billing, card, contactFields, multipart, validBodies, type MultipartFile } from '../helpers/sample-requests';
import { shopForTests } from '../helpers/test-app';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Requests per call of the route table: 45 calls x 230 = 10,350. */
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 230);
const WEBHOOK_SECRET = 'whsec_fuzz_secret_0123456789abcdef';

type Who = 'anonymous' | 'member' | 'admin';
interface BadRequest {
  /** What was made bad, for the failure report. */
  kind: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  /** False only for harmless oddities a read may ignore (unknown query keys on a GET). */
  mustRefuse: boolean;
}

const tokens = {} as Record<Who, string | null>;
let fixture: { designId: string; reviewId: string; line: string; wish: string; paymentIntentId: string; orderId: string; token: string; inboxItem: string; offerToken: string };

// ---------------------------------------------------------------------------------------------
// Valid starting points, from the same samples the access matrix uses
// ---------------------------------------------------------------------------------------------

const key = (e: Endpoint) => `${e.method} ${e.path}`;
/** Percent-encodes any string; lone surrogates (which no URL can carry) become U+FFFD. */
const enc = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
/** Text PostgreSQL cannot store: a NUL, unpaired surrogates. */
const UNSTORABLE = ['\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud83d'];

/** The real ids behind each path parameter, so a bad body reaches the code behind a real row. */
function validParams(): Record<string, string> {
  return {
    itemId: fixture.line, wishlistItemId: fixture.wish, orderId: fixture.orderId, paymentIntentId: fixture.paymentIntentId, token: fixture.token, piece: '1',
  };
}
function paramValue(e: Endpoint, name: string) {
  if (name === 'id' && e.path.startsWith('/api/admin/inbox')) return fixture.inboxItem;
  if (name === 'token' && e.path.startsWith('/api/offers')) return fixture.offerToken;
  if (name === 'id') return e.path.startsWith('/api/collections') || e.path.startsWith('/api/admin/collections') ? 'pets-animals' : e.path.startsWith('/api/admin/reviews') ? fixture.reviewId : fixture.designId;
  return validParams()[name];
}
function buildPath(e: Endpoint, override?: { name: string; raw: string }) {
  return e.path.replace(/:(\w+)/g, (_m, name: string) => (override?.name === name ? override.raw : encodeURIComponent(paramValue(e, name))));
}
const paramNames = (e: Endpoint) => [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]);

function validQuery(e: Endpoint): Record<string, string> {
  switch (key(e)) {
    case 'GET /api/designs/recent': return { limit: '5' };
    case 'GET /api/designs/public': return { page: '1', limit: '12', category: 'pets-animals' };
    case 'GET /api/designs': return { ids: fixture.designId };
    case 'GET /api/reviews': return { designId: fixture.designId };
    case 'GET /api/orders/verify-session': return { session_id: fixture.paymentIntentId };
    case 'GET /api/orders': return { page: '1', limit: '10', search: 'ada' };
    case 'GET /api/admin/inbox': return { kind: 'quote', status: 'new', q: 'ada', page: '1', limit: '10' };
    case 'GET /api/admin/reviews': return { state: 'all', page: '1', limit: '20' };
    case 'GET /api/admin/designs': return { search: 'fox', status: 'all', source: 'all', page: '1', limit: '24' };
    default: return {};
  }
}
const qs = (q: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) for (const one of [v].flat()) params.append(k, one);
  const text = params.toString();
  return text ? `?${text}` : '';
};

function validBody(e: Endpoint): unknown {
  const k = key(e);
  if (k === 'POST /api/auth/login') return { email: 'member@example.com', password: 'Str0ng!pass' };
  if (k === 'POST /api/auth/logout') return { refresh_token: 'a-refresh-token' };
  if (k === 'POST /api/auth/refresh') return { refresh_token: 'a-refresh-token' };
  if (k === 'POST /api/auth/reset-password') return { access_token: 'a', refresh_token: 'b', password: 'N3w!password' };
  if (k === 'POST /api/auth/confirm-email') return { token_hash: 'a-token', type: 'signup' };
  if (k === 'POST /api/payments/test/confirm') return { clientSecret: 'pi_x_secret_y', card, billing_details: billing };
  if (k === 'POST /api/webhooks/stripe') return { id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: fixture.paymentIntentId } } };
  return validBodies(fixture.designId)[k];
}

/** True when the contract refuses the value (zod is the server's own judge of the same schema). */
const refused = (schema: z.ZodType | undefined, value: unknown) => !schema || !schema.safeParse(value).success;

// ---------------------------------------------------------------------------------------------
// Bad values
// ---------------------------------------------------------------------------------------------

const HUGE = 'x'.repeat(100_000);
const controlChars = fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 20 });
const nastyStrings = fc.oneof(
  fc.constantFrom(
    '', ' ', '\u0000', 'a\u0000b', '\u202e\u202dreversed', '\ud800', '\udfff lone surrogate', '😀'.repeat(50), 'A\u0301\u0301\u0301',
    '<script>alert(1)</script>', "' OR 1=1 --", '%', '%00', '../../etc/passwd', '__proto__', 'constructor', 'NaN', 'Infinity', 'null',
    '\r\n\r\nX-Injected: 1', '\\u0000', '{"a":1}', '[]', HUGE, '😀'.repeat(40_000),
  ),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  controlChars,
);
const nastyNumbers = fc.oneof(
  fc.constantFrom(-1, 0, 0.5, 1.5, 2.5, -0.5, 11, 99, 1e9, -1e9, 2 ** 53 + 1, -(2 ** 53) - 1, 1e308, -1e308, Number.MIN_VALUE, 2 ** 31, -(2 ** 31) - 1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const wrongTypes = fc.oneof(
  nastyNumbers,
  nastyStrings,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  fc.constant(Array.from({ length: 1000 }, (_, i) => i)),
);
const protoKeys = fc.constantFrom('__proto__', 'constructor', 'prototype');
const extraKeys = fc.oneof(protoKeys, fc.constantFrom('isAdmin', 'role', 'userId', 'price', 'id', ''), fc.string({ maxLength: 30 }));

/** Leaf paths of a JSON value: ['metadata', 'customerEmail'], ['items', 0, 'quantity'], ... */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
    const nested = entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k]));
    return prefix.length ? [prefix, ...nested] : nested;
  }
  return [prefix];
}
function getAt(root: unknown, path: (string | number)[]): unknown {
  let node = root;
  for (const step of path) node = (node as Record<string | number, unknown>)[step];
  return node;
}
function setAt(root: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (remove) {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}
/** JSON text with an extra key written literally, so `__proto__` reaches the server's parser as text. */
function withExtraKey(root: unknown, path: (string | number)[], extra: string, value: unknown): string {
  const text = JSON.stringify(root);
  if (!path.length) return text.replace(/^\{/, `{${JSON.stringify(extra)}:${JSON.stringify(value)}${text === '{}' ? '' : ','}`);
  // Nested: mark the object, then splice the key in as text.
  const marker = `__fuzz_marker_${randomUUID()}`;
  const marked = JSON.stringify(setAt(root, [...path, marker], 0));
  return marked.replace(`"${marker}":0`, `${JSON.stringify(extra)}:${JSON.stringify(value)}`);
}
const objectPaths = (value: unknown) => [[], ...leafPaths(value)].filter((p) => {
  let node: unknown = value;
  for (const step of p) node = (node as Record<string | number, unknown>)[step];
  return !!node && typeof node === 'object' && !Array.isArray(node);
});

const MALFORMED_JSON = [
  '{', '}', '{"a":', '{"a":1,}', "{'a':1}", '{a:1}', 'undefined', 'NaN', '{"a":NaN}', '{"a":Infinity}', '{"a":01}', '{"a":1e400}',
  '\uFEFF{', '{"a":"\u0000', '{"a":"\\x41"}', '{"a":"\\ud800"', '[1,2', '"unterminated', 'nul', 'tru', '{"a":1}{"b":2}', '{"a" 1}',
  '\u0000', '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}', '{"a":{"__proto__":{"polluted":true}}}',
  `${'['.repeat(50_000)}${']'.repeat(49_999)}`, `{"a":${'['.repeat(20_000)}`,
];
const WRONG_CONTENT_TYPES = [
  'application/x-www-form-urlencoded', 'application/xml', 'text/html', 'image/png', 'application/octet-stream', 'multipart/form-data',
  'multipart/form-data; boundary=', 'application/jsonx', 'x/y', ';;;', 'application/vnd.api+json', 'text/csv',
];

// ---------------------------------------------------------------------------------------------
// Bad requests, per call
// ---------------------------------------------------------------------------------------------

const jsonHeaders = { 'content-type': 'application/json' };
const hasBody = (e: Endpoint) => e.method !== 'GET' && !e.multipart && e.path !== '/api/webhooks/stripe' && !!e.body;
const bodyLimitOf = (e: Endpoint) => (e.path === '/api/quotes/submit' ? DATA_URL_MAX_CHARS + 64 * 1024 : 1024 * 1024);

function requestsFor(e: Endpoint): fc.Arbitrary<BadRequest> {
  const url = buildPath(e) + qs(validQuery(e));
  const options: fc.WeightedArbitrary<BadRequest>[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<BadRequest>) => options.push({ weight, arbitrary });
  const sample = validBody(e);

  if (hasBody(e)) {
    const paths = leafPaths(sample);
    // A field deleted, or given a wrong type, a huge or nasty value, a bad number.
    add(6, fc.tuple(fc.constantFrom(...paths), fc.oneof(fc.constant<'delete'>('delete'), wrongTypes, nastyNumbers, nastyStrings))
      .map(([path, value]) => value === 'delete' ? { path, body: setAt(sample, path, undefined, true), what: `missing ${path.join('.')}` } : { path, body: setAt(sample, path, value), what: `bad ${path.join('.')}` })
      .filter(({ body }) => refused(e.body, body))
      .map(({ body, what }) => ({ kind: what, method: e.method, url, payload: JSON.stringify(body), headers: jsonHeaders, mustRefuse: true })));
    // Extra fields, prototype keys among them, at the top or inside a nested object.
    add(3, fc.tuple(fc.constantFrom(...objectPaths(sample)), extraKeys, fc.jsonValue({ maxDepth: 2 }))
      .map(([path, extra, value]) => ({ text: withExtraKey(sample, path, extra, value), extra }))
      .filter(({ text }) => { try { return refused(e.body, JSON.parse(text)); } catch { return true; } })
      .map(({ text, extra }) => ({ kind: `extra key ${JSON.stringify(extra)}`, method: e.method, url, payload: text, headers: jsonHeaders, mustRefuse: true })));
    // Otherwise valid, but a text holds a NUL or an unpaired surrogate, which the database cannot store.
    const textPaths = paths.filter((p) => typeof getAt(sample, p) === 'string');
    if (textPaths.length) {
      add(2, fc.tuple(fc.constantFrom(...textPaths), fc.constantFrom(...UNSTORABLE), fc.boolean())
        .map(([path, bad, before]) => ({
          kind: `unstorable text in ${path.join('.')}`, method: e.method, url, headers: jsonHeaders, mustRefuse: true,
          payload: JSON.stringify(setAt(sample, path, before ? `${bad}${String(getAt(sample, path))}` : `${String(getAt(sample, path))}${bad}`)),
        })));
    }
    // Not an object at all.
    add(1, fc.oneof(fc.jsonValue({ maxDepth: 2 }).filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)), fc.constant([sample]))
      .filter((v) => refused(e.body, v))
      .map((v) => ({ kind: 'not an object', method: e.method, url, payload: JSON.stringify(v), headers: jsonHeaders, mustRefuse: true })));
    // A valid body under a content type the call does not read.
    add(1, fc.constantFrom(...WRONG_CONTENT_TYPES, 'text/plain')
      .map((type) => ({ kind: `content-type ${type}`, method: e.method, url, payload: JSON.stringify(sample), headers: { 'content-type': type }, mustRefuse: true })));
    // No content type at all.
    add(1, fc.constant({ kind: 'no content-type', method: e.method, url, payload: JSON.stringify(sample), headers: {}, mustRefuse: true }));
  }

  if (e.method !== 'GET' && !e.multipart) {
    // Malformed JSON: a classic, or a valid body cut short.
    const text = JSON.stringify(sample ?? { a: 1 });
    add(3, fc.oneof(fc.constantFrom(...MALFORMED_JSON), fc.integer({ min: 1, max: Math.max(1, text.length - 1) }).map((n) => text.slice(0, n)))
      // Text that parses after all ('{"a":1e400}' is Infinity) counts only where a contract refuses it:
      // a call without a body schema ignores a JSON body, and the webhook refuses anything unsigned.
      .filter((t) => { try { const parsed: unknown = JSON.parse(t); return e.path === '/api/webhooks/stripe' || (!!e.body && refused(e.body, parsed)); } catch { return true; } })
      .map((t) => ({ kind: 'malformed JSON', method: e.method, url, payload: t, headers: jsonHeaders, mustRefuse: true })));
    // Oversized: just over the call's body limit.
    add(1, fc.constant(null).map(() => ({
      kind: 'oversized body', method: e.method, url, payload: JSON.stringify({ ...(sample as object), pad: 'x'.repeat(bodyLimitOf(e) + 1024) }), headers: jsonHeaders, mustRefuse: true,
    })));
  }

  if (e.path === '/api/webhooks/stripe') {
    // Stripe's webhook: any body without a signature made with the secret is refused.
    add(4, fc.tuple(fc.oneof(fc.constant(JSON.stringify(sample)), fc.jsonValue().map((v) => JSON.stringify(v))), fc.option(fc.oneof(
      fc.string(), fc.constantFrom('t=1,v1=abc', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`, 't=,v1=', 'v1=', ','),
    )))
      .map(([payload, signature]) => ({
        kind: 'unsigned webhook', method: 'POST', url, payload, mustRefuse: true,
        headers: { ...jsonHeaders, ...(signature === null ? {} : { 'stripe-signature': signature }) },
      })));
  }

  if (e.multipart) add(12, contactRequests(url));
  if (e.path === '/api/quotes/submit') add(4, quoteImageRequests(url, sample as Record<string, unknown>));

  for (const name of paramNames(e)) {
    // A bad path parameter, with an otherwise valid request (so the parameter alone is at fault).
    // No dot segments ('.', '..', '%2e%2e'): the client's URL parser resolves them before sending, so
    // the request goes to another call (as an admin, '/api/orders/verify-payment-intent/..' is the desk's list).
    const schema = e.params as z.ZodType;
    const raw = fc.oneof(
      nastyStrings.filter((s) => s.length > 0 && s !== '.' && s !== '..').map(enc),
      fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '..%2F..%2Fetc', 'x'.repeat(300), `${fixture.line}%00`, `${fixture.line}x`, 'pi_', 'pi_%20x', 'pi_x%3Cscript%3E'),
      fc.uuid().map((u) => (name === 'paymentIntentId' ? `pi_${u.replaceAll('-', '')}` : u)),
    ).filter((r) => { try { return refused(schema, { [name]: decodeURIComponent(r) }) || !Object.values(validParams()).includes(decodeURIComponent(r)); } catch { return true; } });
    add(4, raw.map((r) => ({
      kind: `bad param ${name}`, method: e.method, url: buildPath(e, { name, raw: r }) + qs(validQuery(e)),
      payload: hasBody(e) ? JSON.stringify(sample) : undefined, headers: hasBody(e) ? jsonHeaders : {}, mustRefuse: true,
    })));
  }

  if (e.query) {
    // A bad value for a query key, or the key repeated.
    const shape = Object.keys((e.query as z.ZodObject).shape);
    add(6, fc.tuple(fc.constantFrom(...shape), fc.oneof(
      nastyStrings, nastyNumbers.map(String), fc.constantFrom('-1', '0', '1.5', '1e309', '0x10', '', ' ', 'abc', '9'.repeat(400), `${fixture.designId},x`, Array(60).fill(randomUUID()).join(',')),
    ), fc.boolean())
      .map(([k, v, repeat]) => ({ k, value: repeat ? [v, v] : v }))
      .filter(({ k, value }) => refused(e.query, { ...validQuery(e), [k]: value }))
      .map(({ k, value }) => ({ kind: `bad query ${k}`, method: e.method, url: buildPath(e) + qs({ ...validQuery(e), [k]: value }), headers: {}, mustRefuse: true })));
  }

  if (e.query) {
    // A query value holding a NUL (%00), which the database cannot store, on an otherwise valid read.
    const shape = Object.keys((e.query as z.ZodObject).shape);
    add(1, fc.tuple(fc.constantFrom(...shape), fc.boolean())
      .map(([k, before]) => ({
        kind: `unstorable query ${k}`, method: e.method, headers: {}, mustRefuse: true,
        url: buildPath(e) + qs({ ...validQuery(e), [k]: before ? `\u0000${validQuery(e)[k] ?? ''}` : `${validQuery(e)[k] ?? ''}\u0000` }),
      })));
  }

  if (e.method === 'GET') {
    // Unknown query keys and broken encodings on a read: ignored or refused, never a crash.
    add(2, fc.tuple(fc.oneof(extraKeys, fc.constantFrom('a[b]', 'a[]', '__proto__[polluted]', 'constructor[prototype][polluted]')), nastyStrings.map((s) => s.slice(0, 500)))
      .map(([k, v]) => ({ kind: 'unknown query key', method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}${enc(k)}=${enc(v)}`, headers: {}, mustRefuse: false })));
    add(1, fc.constantFrom('%', '%zz=1', 'limit=%E0%A4%A', '&&&', '=', '==1', 'a=1&a=2&a=3', '%00=%00')
      .map((q) => ({ kind: 'broken query', method: 'GET', url: `${buildPath(e)}?${q}`, headers: {}, mustRefuse: false })));
  }

  if (e.access !== 'public') {
    // A bad bearer token never passes the guard.
    add(2, fc.oneof(fc.constantFrom('Bearer', 'Bearer ', 'Bearer x', 'Basic YTpi', 'bearer null', `Bearer ${'a'.repeat(10_000)}`, 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'), fc.string({ maxLength: 200 }).map((s) => `Bearer ${s}`))
      .filter((h) => /^[\t\x20-\x7e]*$/.test(h))
      .map((authorization) => ({
        kind: 'bad bearer token', method: e.method, url, payload: hasBody(e) ? JSON.stringify(sample) : undefined,
        headers: { ...(hasBody(e) ? jsonHeaders : {}), authorization }, mustRefuse: true,
      })));
  }

  // Another method on the same path, or junk after it: an unknown call.
  const taken = new Set(endpoints.filter((o) => o.path === e.path).map((o) => o.method));
  const others = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((m) => !taken.has(m as Endpoint['method']));
  add(1, fc.constantFrom(...others).map((method) => ({ kind: `method ${method}`, method, url, headers: {}, mustRefuse: true })));
  if (e.path.startsWith('/api/')) {
    add(1, fc.constantFrom('x', '..%2F', '%00', 'x/y/z', encodeURIComponent('<script>'))
      .map((junk) => ({ kind: 'junk path', method: e.method, url: `${buildPath(e)}/${junk}/${junk}`, headers: {}, mustRefuse: true })));
  }

  return fc.oneof(...options);
}

/** The contact form: bad fields, bad files, broken multipart bodies. */
function contactRequests(url: string): fc.Arbitrary<BadRequest> {
  const send = (kind: string, form: { body: Buffer; headers: Record<string, string> }) => ({ kind, method: 'POST', url, payload: form.body, headers: form.headers, mustRefuse: true });
  const notImages: [string, Buffer][] = [
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['html', Buffer.from('<html><script>alert(1)</script></html>')],
    ['exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 1)])],
    ['text', Buffer.from('just text')],
    ['png header only', PNG.subarray(0, 4)],
  ];
  const fields = contactFields();
  const badFields = fc.tuple(fc.constantFrom(...Object.keys(fields)), fc.oneof(fc.constant<null>(null), nastyStrings, nastyNumbers.map(String)))
    .map(([k, v]) => { const f: Record<string, string> = { ...fields }; if (v === null) delete f[k]; else f[k] = v; return f; })
    .filter((f) => refused(ContactFields, f));
  return fc.oneof(
    // Fields the contract refuses, with or without a valid image.
    badFields.chain((f) => fc.boolean().map((withImage) => send('contact: bad field', multipart(f, withImage ? [{ name: 'a.png', type: 'image/png', bytes: PNG }] : []))))
      .filter((r) => r.payload.length < 200_000 || true),
    // Extra fields, prototype keys among them, and more fields than allowed.
    fc.tuple(extraKeys.filter((k) => k.length > 0 && !k.includes('"')), nastyStrings.map((s) => s.slice(0, 200)))
      .map(([k, v]) => send(`contact: extra field ${JSON.stringify(k)}`, multipart({ ...fields, [k]: v }))),
    // A form field can carry a NUL byte; an unpaired surrogate cannot survive UTF-8, so only NULs here.
    fc.tuple(fc.constantFrom(...Object.keys(fields)), fc.constantFrom(...UNSTORABLE.filter((t) => t.includes('\u0000'))))
      .map(([k, bad]) => send(`contact: unstorable text in ${k}`, multipart({ ...contactFields(), [k]: `${fields[k as keyof typeof fields]}${bad}` }))),
    fc.constant(null).map(() => send('contact: too many fields', multipart({ ...fields, ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, 'x'])) }))),
    // A file that only claims to be an image (named and typed as one), or that is empty.
    fc.tuple(fc.constantFrom(...notImages), fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'application/octet-stream'), fc.constantFrom('photo.png', 'photo.jpg', '../../evil.png', 'a"b.png', 'x.svg'))
      .map(([[what, bytes], type, name]) => send(`contact: mislabelled ${what}`, multipart(contactFields(), [{ name, type, bytes }]))),
    // Too large, too many, or under the wrong field name.
    fc.constant(null).map(() => send('contact: image over 5 MB', multipart(contactFields(), [{ name: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)]) }]))),
    fc.constant(null).map(() => send('contact: two images', multipart(contactFields(), [{ name: 'a.png', type: 'image/png', bytes: PNG }, { name: 'b.png', type: 'image/png', bytes: PNG }] as MultipartFile[]))),
    fc.constantFrom('file', 'attachment', 'name', '__proto__')
      .map((field) => send(`contact: image under "${field}"`, multipart(contactFields(), [{ name: 'a.png', type: 'image/png', bytes: PNG, field }]))),
    // Broken multipart: cut short, a missing or wrong boundary, garbage.
    fc.integer({ min: 1, max: 300 }).map((cut) => {
      const form = multipart(contactFields(), [{ name: 'a.png', type: 'image/png', bytes: PNG }]);
      return send('contact: cut short', { body: form.body.subarray(0, Math.max(1, form.body.length - cut)), headers: form.headers });
    }),
    fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=other', 'multipart/form-data; boundary=""', 'multipart/mixed; boundary=----aurum-sample-boundary')
      .map((type) => send(`contact: content-type ${type}`, { body: multipart(contactFields()).body, headers: { 'content-type': type } })),
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => send('contact: garbage body', { body: Buffer.from(bytes), headers: multipart({}).headers })),
    fc.constant(null).map(() => send('contact: JSON instead of a form', { body: Buffer.from(JSON.stringify(contactFields())), headers: jsonHeaders })),
  );
}

/** The quote's reference image: a data URL whose bytes are not an image, or too large. */
function quoteImageRequests(url: string, sample: Record<string, unknown>): fc.Arbitrary<BadRequest> {
  const notImage = fc.oneof(
    fc.constantFrom('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'MZ\u0090\u0000', 'GIF8', 'just text'),
    fc.string({ minLength: 1, maxLength: 200 }),
  ).map((s) => Buffer.from(s)).filter((b) => b.length > 0 && b[0] !== 0x89 && b[0] !== 0xff && !b.toString('latin1').startsWith('GIF8') && !b.toString('latin1').startsWith('RIFF'));
  return fc.oneof(
    fc.tuple(notImage, fc.constantFrom('png', 'jpeg', 'gif', 'webp', 'svg+xml'))
      .map(([bytes, type]) => ({ kind: `quote: mislabelled image/${type}`, method: 'POST', url, payload: JSON.stringify({ ...sample, referenceImage: `data:image/${type};base64,${bytes.toString('base64')}` }), headers: jsonHeaders, mustRefuse: true })),
    fc.constant(null).map(() => ({
      kind: 'quote: image over 5 MB', method: 'POST', url, mustRefuse: true, headers: jsonHeaders,
      payload: JSON.stringify({ ...sample, referenceImage: `data:image/png;base64,${Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES + 1024)]).toString('base64')}` }),
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

/** Row counts of every table of the shop's schema. */
async function rowCounts(): Promise<Record<string, number>> {
  const { db, schemaName } = shop.database;
  // Both drivers (PGlite, node-postgres) answer raw SQL with { rows }.
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = ${schemaName} and table_type = 'BASE TABLE' order by table_name`);
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    counts[table] = Number((await rows<{ n: number }>(sql.raw(`select count(*)::int as n from "${schemaName}"."${table}"`)))[0].n);
  }
  return counts;
}

const shop = shopForTests({}, {
  extend: (app) => stripeWebhookRoutes(app, { webhookSecret: WEBHOOK_SECRET, onPaymentSucceeded: async () => {} }),
});
beforeAll(async () => {
  const designId = (await createDesign(shop.database.db)).id;
  const member = await signUpConfirmed(shop);
  const admin = await signUpConfirmed(shop);
  await makeAdmin(shop.database.db, admin.email);
  tokens.anonymous = null;
  tokens.member = member.session.access_token;
  tokens.admin = admin.session.access_token;
  // The member owns a bag line, a wishlist entry and an order: the rows bad requests aim at.
  const line = (await request(shop, 'POST', '/api/cart', { token: tokens.member, body: { designId, quantity: 1 } })).json().id;
  const wish = (await request(shop, 'POST', '/api/wishlist', { token: tokens.member, body: { designId } })).json().id;
  const paid = await paidCheckout(shop, [{ designId }], billing.email, { token: tokens.member });
  // A quote in the inbox with a price offer: the item and the offer's link the inbox's calls aim at.
  const quote = validBodies(designId)['POST /api/quotes/submit'] as { email: string };
  expect((await request(shop, 'POST', '/api/quotes/submit', { body: quote })).statusCode).toBe(200);
  const inboxItem = (await request(shop, 'GET', `/api/admin/inbox?q=${encodeURIComponent(quote.email)}`, { token: tokens.admin })).json().items[0].id;
  expect((await request(shop, 'POST', `/api/admin/inbox/${inboxItem}/offers`, { token: tokens.admin, body: { price: 400, material: '14k-gold' } })).statusCode).toBe(200);
  const offerLink = (await mailsTo(shop, quote.email, 'inbox-offer'))[0].links.find((l) => l.includes('offer='))!;
  const reviewId = (await createReview(shop.database.db, { designId })).id;
  fixture = {
    designId, reviewId, line, wish, paymentIntentId: paid.paymentIntentId, orderId: paid.orders[0].id, token: trackingToken(shop.config.authSecret, paid.orderNumber),
    inboxItem, offerToken: new URL(offerLink).searchParams.get('offer')!,
  };
  for (const [name, id] of Object.entries(fixture)) expect(id, name).toBeTruthy();
}, 120_000);

describe('bad input at scale', () => {
  it(`refuses ${RUNS_PER_ENDPOINT} generated bad requests per call with a JSON 4xx, and writes nothing`, async () => {
    const before = await rowCounts();
    const failures = new Map<string, string>();
    const statuses: Record<string, number> = {};
    let sent = 0;
    for (const [index, e] of endpoints.entries()) {
      const arbitrary = fc.tuple(requestsFor(e), fc.constantFrom<Who>('anonymous', 'member', 'admin'));
      for (const [req, who] of fc.sample(arbitrary, { seed: SEED + index, numRuns: RUNS_PER_ENDPOINT })) {
        const token = tokens[who];
        // A request's own authorization header (a bad one) stands in for the caller's token.
        const res = await request(shop, req.method, req.url, { token, body: req.payload, headers: req.headers });
        sent++;
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        let problem: string | null = null;
        if (res.statusCode >= 500) problem = `answered ${res.statusCode}`;
        else if (req.mustRefuse && res.statusCode < 400) problem = `accepted (${res.statusCode})`;
        // A document call's granted answer is its document (Endpoint.produces); every other answer is JSON.
        else if (e.produces && res.statusCode < 300) problem = res.headers['content-type'] === e.produces ? null : `not ${e.produces} (${res.statusCode}, ${res.headers['content-type']})`;
        else if (!/application\/json/.test(String(res.headers['content-type']))) problem = `not JSON (${res.statusCode}, ${res.headers['content-type']})`;
        else {
          try {
            const body = res.json();
            if (res.statusCode >= 400 && (typeof body.error !== 'string' || !body.error)) problem = `no error sentence (${res.statusCode})`;
          } catch {
            problem = `unparseable JSON (${res.statusCode})`;
          }
        }
        const id = `${key(e)} as ${who}: ${req.kind}: ${problem}`;
        if (problem && !failures.has(id)) {
          const shown = typeof req.payload === 'string' ? req.payload.slice(0, 160) : req.payload ? `<${req.payload.length} bytes>` : '';
          failures.set(id, `${id}\n    ${req.method} ${req.url.slice(0, 160)} ${JSON.stringify(req.headers).slice(0, 120)} ${shown}\n    -> ${res.body.slice(0, 200)}`);
        }
      }
    }
    console.log(`bad-input fuzz: seed ${SEED}, ${sent} requests over ${endpoints.length} calls; statuses ${JSON.stringify(statuses)}; ${failures.size} distinct failures`);
    expect([...failures.values()]).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(await rowCounts()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The member's session survived every request, so member requests reached past the guard.
    expect((await request(shop, 'GET', '/api/auth/user', { token: tokens.member })).statusCode).toBe(200);
  }, 600_000);
});
