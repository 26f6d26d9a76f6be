import { readdirSync, readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';
import * as routes from './routes';
import {
  AddToBagBody, CareerApplicationBody, ChatBody, CreatePaymentIntentBody, CreateReviewBody, DesignIdsQuery,
  GenerateDesignBody, MergeBagBody, PublicDesignsQuery, QuoteBody, ShippingBody, StatusBody, SupportTicketBody,
  UpdateBagLineBody, SignupBody, endpoints,
} from './index';

const UUID = '3f2b8c1e-6d4a-4b7e-9a51-2c8d0e7f1a23';
const firstError = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues[0]?.message;

describe('the endpoint table', () => {
  it('has each method and path once, with Fastify-style parameters', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of endpoints) expect(e.path).not.toMatch(/[{}]/);
  });
  it('contains the spec calls and the added ones', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    for (const key of [
      'POST /api/auth/register', 'GET /api/auth/user', 'PATCH /api/cart/:itemId', 'DELETE /api/wishlist/:wishlistItemId',
      'GET /api/designs/public', 'POST /api/contact', 'GET /api/orders/verify-payment-intent/:paymentIntentId',
      'PATCH /api/orders/:orderId/status', 'POST /api/chat', 'POST /api/auth/refresh', 'POST /api/cart/merge',
      'GET /api/designs', 'POST /api/webhooks/stripe', 'POST /api/payments/test/confirm', 'GET /healthz', 'GET /api/docs',
    ]) expect(keys).toContain(key);
  });
  it('declares every path parameter in a params schema', () => {
    for (const e of endpoints) {
      const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const shape = e.params instanceof z.ZodObject ? Object.keys(e.params.shape) : [];
      expect(shape.sort(), `${e.method} ${e.path}`).toEqual(names.sort());
    }
  });
  it('keeps the admin desk admin-only and the bag members-only', () => {
    const access = (method: string, path: string) => endpoints.find((e) => e.method === method && e.path === path)?.access;
    expect(access('GET', '/api/orders')).toBe('admin');
    expect(access('PATCH', '/api/orders/:orderId/shipping')).toBe('admin');
    expect(access('GET', '/api/cart')).toBe('user');
    expect(access('GET', '/api/user/orders')).toBe('user');
    expect(access('POST', '/api/auth/login')).toBe('public');
  });
  it('converts to JSON Schema for the OpenAPI document', () => {
    for (const e of endpoints) {
      for (const s of [e.body, e.query, e.params]) if (s) expect(() => z.toJSONSchema(s, { io: 'input', unrepresentable: 'throw' })).not.toThrow();
      expect(() => z.toJSONSchema(e.response, { io: 'output', unrepresentable: 'throw' })).not.toThrow();
    }
  });
});

describe('the route table (routes/)', () => {
  const table = Object.entries(routes) as Array<[string, routes.Route]>;
  it('gives every endpoint its method and path, under the endpoint\'s own name', () => {
    expect(table).toHaveLength(endpoints.length);
    for (const [name, route] of table) {
      const e = (contracts as unknown as Record<string, contracts.Endpoint | undefined>)[name];
      expect(e && endpoints.includes(e), name).toBe(true);
      expect({ method: e?.method, path: e?.path, multipart: Boolean(e?.multipart) }, name).toEqual({ method: route.method, path: route.path, multipart: Boolean(route.multipart) });
    }
  });
  it('imports nothing, so the client can load it without zod', () => {
    const dir = new URL('./routes/', import.meta.url);
    for (const file of readdirSync(dir)) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      expect(source, file).not.toMatch(/^\s*import\b/m);
      for (const [, from] of source.matchAll(/\bfrom '([^']+)'/g)) expect(from, file).toMatch(/^\.\/[\w-]+$/);
    }
  });
});

describe('bag bodies', () => {
  const line = { designId: UUID, quantity: 2, customizations: '{"material":"14k-gold"}' };
  it('accepts a valid line and parses customizations', () => {
    expect(AddToBagBody.parse(line).customizations).toEqual({ material: '14k-gold' });
  });
  it('rejects unknown fields', () => {
    expect(AddToBagBody.safeParse({ ...line, price: 1 }).success).toBe(false);
    expect(UpdateBagLineBody.safeParse({ quantity: 2, userId: UUID }).success).toBe(false);
  });
  it('rejects quantities 0, 11, 2.5 and a missing one', () => {
    for (const quantity of [0, 11, 2.5]) {
      expect(AddToBagBody.safeParse({ ...line, quantity }).success).toBe(false);
      expect(UpdateBagLineBody.safeParse({ quantity }).success).toBe(false);
    }
    expect(AddToBagBody.safeParse({ designId: UUID }).success).toBe(false);
  });
  it('caps a guest merge at 50 lines', () => {
    const items = Array.from({ length: 51 }, () => ({ designId: UUID, quantity: 1 }));
    expect(MergeBagBody.safeParse({ items: items.slice(0, 50) }).success).toBe(true);
    expect(MergeBagBody.safeParse({ items }).success).toBe(false);
  });
});

describe('other bodies', () => {
  it('signup needs a valid email and 6 characters, with the spec words', () => {
    expect(firstError(SignupBody.safeParse({ email: 'x', password: 'secret1' }))).toBe('Please enter a valid email address');
    expect(firstError(SignupBody.safeParse({ email: 'a@b.co', password: '12345' }))).toBe('Password must be at least 6 characters long');
  });
  it('generation fills the defaults, maps Restart\'s empty style to None and refuses blanks and unknown options', () => {
    expect(GenerateDesignBody.parse({ prompt: '  a fox  ', designStyle: '' })).toMatchObject({
      prompt: 'a fox', designStyle: 'None', material: 'Yellow Gold', finish: 'Polished', category: 'charm', gemstones: [], generateImage: true,
    });
    expect(GenerateDesignBody.safeParse({ prompt: '   ' }).success).toBe(false);
    expect(GenerateDesignBody.safeParse({ prompt: 'x'.repeat(1001) }).success).toBe(false);
    expect(GenerateDesignBody.safeParse({ prompt: 'fox', material: 'Platinum' }).success).toBe(false);
  });
  it('paging queries coerce strings and keep limits', () => {
    expect(PublicDesignsQuery.parse({ page: '2', limit: '12', category: 'earrings' })).toEqual({ page: 2, limit: 12, category: 'earrings' });
    expect(PublicDesignsQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(PublicDesignsQuery.safeParse({ page: '0' }).success).toBe(false);
  });
  it('batch ids split, dedupe and cap at 50', () => {
    expect(DesignIdsQuery.parse({ ids: `${UUID},${UUID}` }).ids).toEqual([UUID]);
    expect(DesignIdsQuery.safeParse({ ids: 'a,b' }).success).toBe(false);
  });
  it('reviews take ratings 1-5 as integers', () => {
    const review = { designId: UUID, userName: 'Ann', rating: 5, comment: 'Lovely' };
    expect(CreateReviewBody.safeParse(review).success).toBe(true);
    for (const rating of [0, 6, 2.5, 'five']) expect(CreateReviewBody.safeParse({ ...review, rating }).success).toBe(false);
    expect(CreateReviewBody.safeParse({ ...review, userName: 'x'.repeat(81) }).success).toBe(false);
  });
  it('quotes check fields with the spec words', () => {
    const quote = { customerName: 'Ann', email: 'a@b.co', budget: 'discuss', size: 'small' };
    expect(QuoteBody.safeParse(quote).success).toBe(true);
    expect(firstError(QuoteBody.safeParse({ ...quote, customerName: '  ' }))).toBe('Please enter your full name.');
    expect(firstError(QuoteBody.safeParse({ ...quote, budget: undefined }))).toBe('Please select your budget range.');
    expect(QuoteBody.safeParse({ ...quote, referenceImage: 'data:text/html;base64,AAAA' }).success).toBe(false);
  });
  it('tickets default priority and category', () => {
    const t = SupportTicketBody.parse({ name: 'A', email: 'a@b.co', subject: 'S', message: 'M' });
    expect(t).toMatchObject({ priority: 'medium', category: 'general' });
  });
  it('career applications follow section 5', () => {
    const app = {
      fullName: 'Ann Lee', email: 'a@b.co', phone: '+1 555 123 4567', position: 'craftsperson', experience: 'mid',
      portfolio: '', coverLetter: 'x'.repeat(50), availability: '2-weeks',
    };
    expect(CareerApplicationBody.safeParse(app).success).toBe(true);
    expect(firstError(CareerApplicationBody.safeParse({ ...app, phone: '12345' }))).toBe('Please enter a valid phone number');
    expect(firstError(CareerApplicationBody.safeParse({ ...app, coverLetter: 'short' }))).toBe('Cover letter must be at least 50 characters');
    expect(CareerApplicationBody.safeParse({ ...app, portfolio: 'javascript:alert(1)' }).success).toBe(false);
    expect(CareerApplicationBody.safeParse({ ...app, portfolio: 'https://ann.example' }).success).toBe(true);
  });
  it('payment intents accept cartItems as the spec\'s JSON string', () => {
    const body = {
      amount: 299,
      metadata: { cartItems: JSON.stringify([{ designId: UUID, quantity: 1, customizations: { material: '14k-gold' } }]), customerEmail: 'a@b.co', customerName: 'Ann' },
    };
    expect(CreatePaymentIntentBody.parse(body).metadata.cartItems).toHaveLength(1);
    expect(CreatePaymentIntentBody.safeParse({ ...body, metadata: { ...body.metadata, cartItems: '[]' } }).success).toBe(false);
    expect(CreatePaymentIntentBody.safeParse({ ...body, metadata: { ...body.metadata, cartItems: 'nope' } }).success).toBe(false);
  });
  it('admin bodies keep to the carrier and status lists', () => {
    expect(ShippingBody.safeParse({ carrier: 'UPS', trackingNumber: '1Z999' }).success).toBe(true);
    expect(ShippingBody.safeParse({ carrier: 'Royal Mail', trackingNumber: '1Z999' }).success).toBe(false);
    expect(ShippingBody.safeParse({ carrier: 'UPS', trackingNumber: ' ' }).success).toBe(false);
    expect(StatusBody.safeParse({ status: 'shipped' }).success).toBe(false);
    expect(StatusBody.safeParse({ status: 'in_production' }).success).toBe(true);
  });
  it('chat takes at most 10 context messages and 2000 characters', () => {
    const msg = { id: '1', role: 'user', content: 'hi', timestamp: '2025-01-01T00:00:00.000Z' };
    expect(ChatBody.parse({ message: ' hi ' })).toEqual({ message: 'hi', context: [] });
    expect(ChatBody.safeParse({ message: 'hi', context: Array(11).fill(msg) }).success).toBe(false);
    expect(ChatBody.safeParse({ message: 'x'.repeat(2001) }).success).toBe(false);
    expect(ChatBody.safeParse({ message: '   ' }).success).toBe(false);
  });
});
