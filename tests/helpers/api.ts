/**
 * The one way the API tests call the shop: `request(shop, 'POST', '/api/cart', { body, token })`
 * answers the inject response, once the work the call started after answering (the mail that
 * forgot-password and resend write) is done too.
 *
 * Every call comes from an address of its own unless `ip` names one, so the per-IP rate limits never
 * decide a test by accident; a test about a limit, or about the caller's address, names it.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { whenIdle } from '../../src/server/features/auth/after-answer';
import type { TestShop } from './test-app';

export type Method = NonNullable<InjectOptions['method']>;

export interface RequestOptions {
  /** An object is sent as JSON; a string or Buffer as it is (with its content-type in `headers`). */
  body?: unknown;
  /** A session's access token, sent as `Authorization: Bearer`; null or undefined sends none. */
  token?: string | null;
  /** The caller's address; a fresh one for every call when left out. */
  ip?: string;
  /** Sent as given, after the token's header (so an `authorization` here wins). */
  headers?: Record<string, string>;
}

/** The machine itself: the only caller the dev tools answer. */
export const LOOPBACK = '127.0.0.1';

let calls = 0;
/** An address no earlier call of this test file had, in 10.128.0.0/10: clear of every address a test names. */
export function freshIp() {
  const n = calls++;
  return `10.${128 + (Math.floor(n / 65_536) % 64)}.${Math.floor(n / 256) % 256}.${n % 256}`;
}

export async function request(shop: Pick<TestShop, 'app'>, method: Method, url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
  const { body, token, ip = freshIp(), headers } = options;
  const res = await shop.app.inject({
    method,
    url,
    payload: body as InjectOptions['payload'],
    remoteAddress: ip,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  await whenIdle();
  return res;
}

/**
 * The same read twice (on PostgreSQL with two instances, once from each: test-app.ts alternates
 * them): both answer 200 with the same body. Answers it, parsed when the URL is the API's.
 */
export async function readTwice(shop: Pick<TestShop, 'app'>, url: string, token?: string) {
  const [a, b] = [await request(shop, 'GET', url, { token }), await request(shop, 'GET', url, { token })];
  expect(a.statusCode, url).toBe(200);
  expect(b.body, url).toBe(a.body);
  return url.startsWith('/api/') ? a.json() : a.body;
}
