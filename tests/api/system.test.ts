import { describe, expect, it } from 'vitest';
import { endpoints } from '@shared/contracts';
import { request } from '../helpers/api';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests();

describe('health and documentation', () => {
  it('reports a healthy database', async () => {
    const res = await request(shop, 'GET', '/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves an OpenAPI document describing the registered calls', async () => {
    const res = await request(shop, 'GET', '/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Aurum Atelier API');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/api/collections/featured', '/api/collections']));
  });

  it('the shared contract list covers every call of both spec documents', () => {
    const calls = new Set(endpoints.map((e) => `${e.method} ${e.path}`));
    for (const call of [
      'POST /api/auth/register', 'POST /api/auth/login', 'POST /api/auth/resend-confirmation', 'POST /api/auth/forgot-password',
      'POST /api/auth/reset-password', 'POST /api/auth/confirm-email', 'GET /api/auth/user',
      'GET /api/cart', 'POST /api/cart', 'PATCH /api/cart/:itemId', 'DELETE /api/cart/:itemId', 'DELETE /api/cart',
      'GET /api/wishlist', 'POST /api/wishlist', 'DELETE /api/wishlist/:wishlistItemId',
      'POST /api/designs/generate', 'GET /api/designs/recent', 'GET /api/designs/public', 'GET /api/designs/:id',
      'GET /api/collections/featured', 'GET /api/collections', 'GET /api/reviews', 'POST /api/reviews',
      'POST /api/contact', 'POST /api/quotes/submit', 'POST /api/support-ticket', 'POST /api/career-applications',
      'POST /api/create-payment-intent', 'GET /api/orders/verify-payment-intent/:paymentIntentId', 'GET /api/orders/verify-session',
      'GET /api/user/orders', 'GET /api/orders', 'PATCH /api/orders/:orderId/shipping', 'PATCH /api/orders/:orderId/notes',
      'PATCH /api/orders/:orderId/status', 'POST /api/chat',
    ]) {
      expect(calls, call).toContain(call);
    }
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy and a request id on API answers and pages', async () => {
    for (const url of ['/api/collections', '/', '/collections/pets-animals']) {
      const res = await request(shop, 'GET', url);
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-request-id'], url).toMatch(/^[\w-]+$/);
    }
  });

  it('does not pin plain-http development hosts to https', async () => {
    const res = await request(shop, 'GET', '/');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
