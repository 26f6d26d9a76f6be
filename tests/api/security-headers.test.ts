/**
 * Security headers on everything the server sends: every page route of the spec (unknown paths
 * included), the client's hashed JS and CSS and other static files, stored images under the
 * storage's public path (design renders and visitors' uploads), and API answers, errors included.
 * Content-Security-Policy without inline or eval'd script, nosniff, a Referrer-Policy, no framing
 * (frame-ancestors and X-Frame-Options), Cross-Origin-Opener-Policy, and HSTS only over https.
 */
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@shared/contracts/endpoint';
import { quotes } from '../../src/server/db/schema';
import { route } from '../../src/server/http/route';
import { createDesign } from '../factories';
import { request } from '../helpers/api';
import { signUpConfirmed } from '../helpers/auth';
import { PNG, validBodies } from '../helpers/sample-requests';
import { fixtureClientDir, shopForTests } from '../helpers/test-app';

const crash = endpoint({ method: 'GET', path: '/api/test/crash', access: 'public', summary: 'fails', response: z.object({}) });

/** The fixture client plus a hashed stylesheet and a plain image, as a real build has them. */
function clientDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aurum-client-'));
  cpSync(fixtureClientDir, dir, { recursive: true });
  writeFileSync(path.join(dir, 'assets', 'index-def456.css'), 'body{color:#111}');
  writeFileSync(path.join(dir, 'hero.png'), PNG);
  return dir;
}


function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name, values]));
}

/** The headers every answer carries, whatever it is. */
function expectSecurityHeaders(res: LightMyRequestResponse, what: string, { https = false } = {}) {
  const h = res.headers;
  const csp = String(h['content-security-policy'] ?? '');
  expect(csp, `${what}: Content-Security-Policy`).not.toBe('');
  const d = directives(csp);
  const scripts = d.get('script-src') ?? d.get('default-src');
  expect(scripts, `${what}: script-src`).toBeDefined();
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-eval'");
  expect(scripts, `${what}: script-src`).not.toContain('*');
  expect(d.get('default-src'), `${what}: default-src`).toEqual(["'self'"]);
  expect(d.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(d.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(d.get('base-uri'), `${what}: base-uri`).toEqual(["'self'"]);
  expect(h['x-frame-options'], `${what}: X-Frame-Options`).toBe('DENY');
  expect(h['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(h['referrer-policy'], `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(h['cross-origin-opener-policy'], `${what}: Cross-Origin-Opener-Policy`).toBe('same-origin');
  expect(h['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined();
  if (https) {
    expect(String(h['strict-transport-security']), `${what}: HSTS`).toMatch(/max-age=(\d{8,}|1[5-9]\d{6}|[2-9]\d{6})/);
    expect(d.has('upgrade-insecure-requests'), `${what}: upgrade-insecure-requests`).toBe(true);
  } else {
    // Over plain http (a developer's machine) HSTS would pin localhost to https.
    expect(h['strict-transport-security'], `${what}: no HSTS over http`).toBeUndefined();
  }
}

/** Every client route of the spec (src/client/routes.tsx), with real and unknown parameters. */
function pageUrls(designId: string) {
  return [
    '/', '/design', '/collections', '/collections/pets-animals', '/collections/no-such-collection',
    `/product/${designId}`, '/product/7f77a40e-84fa-4963-9bdc-f08d8a685044', '/product/not-an-id',
    '/cart', '/wishlist', '/checkout', '/checkout/success?session_id=pi_test_123', '/dashboard', '/orders', '/admin/orders',
    '/auth/verify?token_hash=abc&type=signup', '/auth/confirm', '/auth/reset-password', '/auth/callback',
    '/no/such/page', '/%3Cscript%3E',
  ];
}

describe('security headers (development over http)', () => {
  const shop = shopForTests({}, { clientDir: clientDir(), extend: (app) => route(app, crash, () => { throw new Error('boom'); }) });
  let designId: string;
  beforeAll(async () => {
    designId = (await createDesign(shop.database.db)).id;
  });

  it('are on every page route of the spec, unknown paths included', async () => {
    for (const url of pageUrls(designId)) {
      const res = await request(shop, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expectSecurityHeaders(res, url);
    }
  });

  it('are on the client’s hashed JS and CSS, its other files, and a missing asset’s 404', async () => {
    for (const [url, status] of [['/assets/index-abc123.js', 200], ['/assets/index-def456.css', 200], ['/favicon.svg', 200], ['/hero.png', 200], ['/assets/missing-123.js', 404]] as const) {
      const res = await request(shop, 'GET', url);
      expect(res.statusCode, url).toBe(status);
      expectSecurityHeaders(res, url);
    }
    // Compressed answers keep them too.
    expectSecurityHeaders(await request(shop, 'GET', '/assets/index-abc123.js', { headers: { 'accept-encoding': 'br, gzip' } }), 'compressed asset');
  });

  it('are on stored images under the storage’s public path: design renders and a visitor’s upload', async () => {
    const generated = await request(shop, 'POST', '/api/designs/generate', { body: { prompt: 'a fox and a crescent moon' } });
    expect(generated.statusCode).toBe(200);
    const { imageUrl, imagePngUrl, silverImageUrl } = generated.json();
    const quote = await request(shop, 'POST', '/api/quotes/submit', { body: validBodies(designId)['POST /api/quotes/submit'] });
    expect(quote.statusCode).toBe(200);
    const [stored] = await shop.database.db.select({ url: quotes.referenceImageUrl }).from(quotes).where(eq(quotes.id, quote.json().id));
    const urls = [imageUrl, imagePngUrl, silverImageUrl, stored.url];
    for (const url of urls) {
      expect(url, 'a stored image url').toMatch(/^\/uploads\//);
      const res = await request(shop, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^image\//);
      expectSecurityHeaders(res, url);
    }
    const missing = await request(shop, 'GET', '/uploads/designs/missing.png');
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing, 'missing upload');
  });

  it('are on API answers, refusals and failures alike', async () => {
    const member = (await signUpConfirmed(shop)).session.access_token;
    const cases: [string, () => Promise<LightMyRequestResponse>, number][] = [
      ['GET /api/collections', () => request(shop, 'GET', '/api/collections'), 200],
      ['GET /api/docs', () => request(shop, 'GET', '/api/docs'), 200],
      ['GET /healthz', () => request(shop, 'GET', '/healthz'), 200],
      ['401 signed out', () => request(shop, 'GET', '/api/cart'), 401],
      ['403 not an admin', () => request(shop, 'GET', '/api/orders', { token: member }), 403],
      ['400 bad id', () => request(shop, 'GET', '/api/designs/not-a-uuid'), 400],
      ['404 unknown design', () => request(shop, 'GET', '/api/designs/7f77a40e-84fa-4963-9bdc-f08d8a685044'), 404],
      ['404 unknown call', () => request(shop, 'GET', '/api/no-such-thing'), 404],
      ['400 malformed JSON', () => request(shop, 'POST', '/api/reviews', { body: '{"a":', headers: { 'content-type': 'application/json' } }), 400],
      ['413 too large', () => request(shop, 'POST', '/api/reviews', { body: JSON.stringify({ pad: 'x'.repeat(1_100_000) }), headers: { 'content-type': 'application/json' } }), 413],
      ['415 content type', () => request(shop, 'POST', '/api/reviews', { body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415],
      ['500 unexpected', () => request(shop, 'GET', '/api/test/crash'), 500],
    ];
    for (const [what, send, status] of cases) {
      const res = await send();
      expect(res.statusCode, what).toBe(status);
      expectSecurityHeaders(res, what);
    }
    // A rate-limit refusal (the eleventh review from one address within the hour).
    let res: LightMyRequestResponse | undefined;
    for (let i = 0; i < 11; i++) {
      res = await request(shop, 'POST', '/api/reviews', { ip: '10.88.2.1', body: validBodies(designId)['POST /api/reviews'] });
    }
    expect(res!.statusCode).toBe(429);
    expectSecurityHeaders(res!, '429 rate limit');
  });
});

describe('security headers in production over https', () => {
  const shop = shopForTests({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com', AUTH_SECRET: 'p'.repeat(48) }, { clientDir: clientDir() });

  it('add HSTS and upgrade-insecure-requests to pages, assets and API answers', async () => {
    for (const url of ['/', '/collections', '/no/such/page', '/assets/index-abc123.js', '/favicon.svg', '/api/collections', '/api/cart', '/api/no-such-thing']) {
      expectSecurityHeaders(await request(shop, 'GET', url), url, { https: true });
    }
  });
});

describe('security headers with Stripe configured', () => {
  const shop = shopForTests({ STRIPE_SECRET_KEY: 'sk_test_headers', STRIPE_PUBLISHABLE_KEY: 'pk_test_headers' }, { clientDir: clientDir() });

  it('allow Stripe’s script host by name, still with no inline script', async () => {
    const res = await request(shop, 'GET', '/checkout');
    expectSecurityHeaders(res, '/checkout with Stripe');
    const d = directives(String(res.headers['content-security-policy']));
    expect(d.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
