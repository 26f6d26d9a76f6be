/**
 * The access-control matrix: every call of the shared route table, tried as an anonymous visitor,
 * as a member, as another member (on the first member's own bag lines, wishlist entries and orders,
 * by their real ids) and as an admin, against a table of expected statuses written out below, one
 * row per call. Requests carry valid bodies, so a status speaks about access, not validation.
 * A call added to `endpoints` without a row here fails the first test.
 */
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/contracts';
import { openSession } from '../../src/server/features/auth/session-store';
import { issueEmailToken } from '../../src/server/features/auth/email-links';
import { makeAdmin } from '../../src/server/features/auth/bootstrap-admin';
import { stripeWebhookRoutes } from '../../src/server/features/checkout/stripe-webhook-routes';
import { fulfilPayment } from '../../src/server/features/orders/fulfil-payment';
import { trackingToken } from '../../src/server/features/orders/tracking-links';
import { createDesign, createReview, createUser } from '../factories';
import { request } from '../helpers/api';
import { signUpConfirmed } from '../helpers/auth';
import { mailsTo, paidCheckout } from '../helpers/orders';
import { PNG, billing, card, contactFields, multipart, validBodies } from '../helpers/sample-requests';
import { shopForTests } from '../helpers/test-app';

const WEBHOOK_SECRET = 'whsec_access_matrix_secret_0123456789';

type Who = 'anonymous' | 'member' | 'other' | 'admin';
/** The owner's call goes last, so the others meet the member's rows before the owner deletes them. */
const CALLERS: Who[] = ['anonymous', 'other', 'admin', 'member'];

interface Call {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Overrides the caller's own bearer token (a fresh session for logout); null sends none. */
  token?: string | null;
}
interface Row {
  /** Expected status as [anonymous, member, other member, admin]. */
  expect: [number, number, number, number];
  /** Made once per row before its cells: the member's own items that the others try to reach. */
  setup?: () => Promise<Record<string, string>>;
  call: (who: Who, made: Record<string, string>) => Call | Promise<Call>;
}

let designId: string;
const tokens = {} as Record<Who, string | null>;
const userIds = {} as Record<Exclude<Who, 'anonymous'>, string>;
let memberEmail: string;
let memberPassword: string;
let memberOrder: { id: string; paymentIntentId: string; checkoutNumber: string };
let promoCode: { id: string; code: string };
/** A quote in the inbox, for its design (the offer's) and the desk's calls. */
let inboxItem: string;
let quoteEmail: string;

const body = (key: string) => validBodies(designId)[key];

async function addLine(token: string) {
  const design = await createDesign(shop.database.db);
  const res = await request(shop, 'POST', '/api/cart', { token, body: { designId: design.id, quantity: 1 } });
  expect(res.statusCode).toBe(200);
  return res.json().id as string;
}
async function addWish(token: string) {
  const design = await createDesign(shop.database.db);
  const res = await request(shop, 'POST', '/api/wishlist', { token, body: { designId: design.id } });
  expect(res.statusCode).toBe(200);
  return res.json().id as string;
}
/** A paid order of the member's, as the valid checkout body has it. */
const memberCheckout = () => paidCheckout(shop, [{ designId }], billing.email, { token: tokens.member! });
async function shipAsAdmin(orderId: string) {
  const res = await request(shop, 'PATCH', `/api/orders/${orderId}/shipping`, { token: tokens.admin, body: body('PATCH /api/orders/:orderId/shipping') });
  expect(res.statusCode).toBe(200);
}
/** A paid order of the member's that the desk has shipped: its id. */
async function shippedMemberOrder() {
  const id = (await memberCheckout()).orders[0].id;
  await shipAsAdmin(id);
  return id;
}
/** A session of the caller's own account that a call may end (logout, refresh) without ending the caller's. */
async function freshSession(who: Who) {
  return openSession(shop.database.db, userIds[who === 'anonymous' ? 'member' : who], shop.config.authSecret);
}
const caller = (who: Who) => (who === 'anonymous' ? null : tokens[who]);

const all200: Row['expect'] = [200, 200, 200, 200];
const members: Row['expect'] = [401, 200, 200, 200];
const ownItems: Row['expect'] = [401, 200, 404, 404];
const adminOnly: Row['expect'] = [401, 403, 403, 200];
/** A member's own order: another member's is a 404, the admin may see any. */
const ownOrAdmin: Row['expect'] = [401, 200, 404, 200];

const rows: Record<string, Row> = {
  // Accounts: public calls, each with its own valid tokens or addresses.
  'POST /api/auth/register': { expect: all200, call: () => ({ url: '/api/auth/register', payload: body('POST /api/auth/register') }) },
  'POST /api/auth/login': { expect: all200, call: () => ({ url: '/api/auth/login', payload: { email: memberEmail, password: memberPassword } }) },
  'POST /api/auth/logout': {
    expect: all200,
    call: async (who) => {
      const session = await freshSession(who);
      return who === 'anonymous'
        ? { url: '/api/auth/logout', payload: { refresh_token: session.refresh_token } }
        : { url: '/api/auth/logout', payload: {}, token: session.access_token };
    },
  },
  'POST /api/auth/refresh': { expect: all200, call: async (who) => ({ url: '/api/auth/refresh', payload: { refresh_token: (await freshSession(who)).refresh_token } }) },
  'POST /api/auth/resend-confirmation': { expect: all200, call: () => ({ url: '/api/auth/resend-confirmation', payload: body('POST /api/auth/resend-confirmation') }) },
  'POST /api/auth/forgot-password': { expect: all200, call: () => ({ url: '/api/auth/forgot-password', payload: body('POST /api/auth/forgot-password') }) },
  'POST /api/auth/reset-password': {
    expect: all200,
    call: async () => {
      const user = await createUser(shop.database.db);
      const recovery = await openSession(shop.database.db, user.id, shop.config.authSecret, 'recovery');
      return { url: '/api/auth/reset-password', payload: { access_token: recovery.access_token, refresh_token: recovery.refresh_token, password: 'N3w!password' } };
    },
  },
  'POST /api/auth/confirm-email': {
    expect: all200,
    call: async () => {
      const user = await createUser(shop.database.db, { emailConfirmedAt: null });
      return { url: '/api/auth/confirm-email', payload: { token_hash: await issueEmailToken(shop.database.db, user.id, 'signup'), type: 'signup' } };
    },
  },
  'GET /api/auth/user': { expect: members, call: () => ({ url: '/api/auth/user' }) },

  // The bag: members only; a line is its owner's alone.
  'GET /api/cart': { expect: members, call: () => ({ url: '/api/cart' }) },
  'POST /api/cart': { expect: members, call: () => ({ url: '/api/cart', payload: body('POST /api/cart') }) },
  'PATCH /api/cart/:itemId': {
    expect: ownItems, setup: async () => ({ line: await addLine(tokens.member!) }),
    call: (_who, { line }) => ({ url: `/api/cart/${line}`, payload: body('PATCH /api/cart/:itemId') }),
  },
  'DELETE /api/cart/:itemId': {
    expect: ownItems, setup: async () => ({ line: await addLine(tokens.member!) }),
    call: (_who, { line }) => ({ url: `/api/cart/${line}` }),
  },
  'DELETE /api/cart': { expect: members, call: () => ({ url: '/api/cart' }) },
  'POST /api/cart/merge': { expect: members, call: () => ({ url: '/api/cart/merge', payload: body('POST /api/cart/merge') }) },

  // The wishlist: members only; an entry is its owner's alone.
  'GET /api/wishlist': { expect: members, call: () => ({ url: '/api/wishlist' }) },
  'POST /api/wishlist': {
    expect: members,
    call: async () => ({ url: '/api/wishlist', payload: { designId: (await createDesign(shop.database.db)).id } }),
  },
  'DELETE /api/wishlist/:wishlistItemId': {
    expect: ownItems, setup: async () => ({ wish: await addWish(tokens.member!) }),
    call: (_who, { wish }) => ({ url: `/api/wishlist/${wish}` }),
  },

  // The catalogue and the Design Lab: public.
  'POST /api/designs/generate': { expect: all200, call: () => ({ url: '/api/designs/generate', payload: body('POST /api/designs/generate') }) },
  'POST /api/designs/:id/refine': { expect: all200, call: () => ({ url: `/api/designs/${designId}/refine`, payload: { change: 'in rose gold' } }) },
  'GET /api/designs/recent': { expect: all200, call: () => ({ url: '/api/designs/recent?limit=5' }) },
  'GET /api/designs/public': { expect: all200, call: () => ({ url: '/api/designs/public?page=1&limit=12&category=pets-animals' }) },
  'GET /api/designs': { expect: all200, call: () => ({ url: `/api/designs?ids=${designId}` }) },
  'GET /api/designs/:id': { expect: all200, call: () => ({ url: `/api/designs/${designId}` }) },
  'GET /api/collections/featured': { expect: all200, call: () => ({ url: '/api/collections/featured' }) },
  'GET /api/collections': { expect: all200, call: () => ({ url: '/api/collections' }) },
  'GET /api/collections/:id': { expect: all200, call: () => ({ url: '/api/collections/pets-animals' }) },
  'GET /api/reviews': { expect: all200, call: () => ({ url: `/api/reviews?designId=${designId}` }) },
  'POST /api/reviews': { expect: all200, call: () => ({ url: '/api/reviews', payload: body('POST /api/reviews') }) },

  // Inquiries: public.
  'POST /api/quotes/submit': { expect: all200, call: () => ({ url: '/api/quotes/submit', payload: body('POST /api/quotes/submit') }) },
  'POST /api/contact': {
    expect: all200,
    call: () => {
      const form = multipart(contactFields(), [{ name: 'ref.png', type: 'image/png', bytes: PNG }]);
      return { url: '/api/contact', payload: form.body, headers: form.headers };
    },
  },
  'POST /api/support-ticket': { expect: all200, call: () => ({ url: '/api/support-ticket', payload: body('POST /api/support-ticket') }) },
  'POST /api/career-applications': { expect: all200, call: () => ({ url: '/api/career-applications', payload: body('POST /api/career-applications') }) },

  // Checkout: public (a bearer token is optional); the webhook is Stripe's, judged by its signature.
  'POST /api/create-payment-intent': { expect: all200, call: () => ({ url: '/api/create-payment-intent', payload: body('POST /api/create-payment-intent') }) },
  'POST /api/payments/test/confirm': {
    expect: all200,
    call: async () => {
      const intent = (await request(shop, 'POST', '/api/create-payment-intent', { body: body('POST /api/create-payment-intent') })).json();
      return { url: '/api/payments/test/confirm', payload: { clientSecret: intent.clientSecret, card, billing_details: billing } };
    },
  },
  'POST /api/webhooks/stripe': {
    expect: all200,
    call: () => {
      const payload = JSON.stringify({ id: 'evt_matrix', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: memberOrder.paymentIntentId, object: 'payment_intent' } } });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return { url: '/api/webhooks/stripe', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
    },
  },

  // Promo codes: anyone checks one against a bag; the codes themselves are the admin's.
  'POST /api/promo-codes/check': { expect: all200, call: () => ({ url: '/api/promo-codes/check', payload: { ...(body('POST /api/promo-codes/check') as object), code: promoCode.code } }) },
  'GET /api/admin/promo-codes': { expect: adminOnly, call: () => ({ url: '/api/admin/promo-codes' }) },
  'POST /api/admin/promo-codes': { expect: adminOnly, call: () => ({ url: '/api/admin/promo-codes', payload: body('POST /api/admin/promo-codes') }) },
  'PATCH /api/admin/promo-codes/:id': { expect: adminOnly, call: () => ({ url: `/api/admin/promo-codes/${promoCode.id}`, payload: { active: true } }) },
  // The desk's record of actions (issue 27, point 7): the admin's only.
  'GET /api/admin/actions': { expect: adminOnly, call: () => ({ url: `/api/admin/actions?kind=promo-code&id=${promoCode.id}` }) },
  'GET /api/admin/overview': { expect: adminOnly, call: () => ({ url: '/api/admin/overview?days=7' }) },

  // The inbox (issue 27, point 2): the desk's; an offer's link is anyone's who holds it.
  'GET /api/admin/inbox': { expect: adminOnly, call: () => ({ url: '/api/admin/inbox?kind=quote&status=new&q=ada&page=1&limit=10' }) },
  'GET /api/admin/inbox/:id': { expect: adminOnly, call: () => ({ url: `/api/admin/inbox/${inboxItem}` }) },
  'POST /api/admin/inbox/:id/replies': { expect: adminOnly, call: () => ({ url: `/api/admin/inbox/${inboxItem}/replies`, payload: body('POST /api/admin/inbox/:id/replies') }) },
  'PATCH /api/admin/inbox/:id/status': { expect: adminOnly, call: () => ({ url: `/api/admin/inbox/${inboxItem}/status`, payload: body('PATCH /api/admin/inbox/:id/status') }) },
  'POST /api/admin/inbox/:id/offers': { expect: adminOnly, call: () => ({ url: `/api/admin/inbox/${inboxItem}/offers`, payload: body('POST /api/admin/inbox/:id/offers') }) },
  'GET /api/offers/:token': {
    expect: all200,
    setup: async () => {
      const made = await request(shop, 'POST', `/api/admin/inbox/${inboxItem}/offers`, { token: tokens.admin, body: body('POST /api/admin/inbox/:id/offers') });
      expect(made.statusCode, made.body).toBe(200);
      const mail = (await mailsTo(shop, quoteEmail, 'inbox-offer')).at(-1)!;
      return { token: new URL(mail.links.find((l) => l.includes('offer='))!).searchParams.get('offer')! };
    },
    call: (_who, { token }) => ({ url: `/api/offers/${token}` }),
  },

  // The review and catalogue desks (issue 27, points 3 and 4): the admin's only.
  'GET /api/admin/reviews': { expect: adminOnly, call: () => ({ url: `/api/admin/reviews?state=all&designId=${designId}&page=1&limit=20` }) },
  'PATCH /api/admin/reviews/:id': {
    expect: adminOnly, setup: async () => ({ review: (await createReview(shop.database.db, { designId })).id }),
    call: (_who, { review }) => ({ url: `/api/admin/reviews/${review}`, payload: body('PATCH /api/admin/reviews/:id') }),
  },
  'GET /api/admin/designs': { expect: adminOnly, call: () => ({ url: '/api/admin/designs?search=fox&status=all&page=1&limit=24' }) },
  'PATCH /api/admin/designs/:id': { expect: adminOnly, call: () => ({ url: `/api/admin/designs/${designId}`, payload: body('PATCH /api/admin/designs/:id') }) },
  'GET /api/admin/collections': { expect: adminOnly, call: () => ({ url: '/api/admin/collections' }) },
  'PATCH /api/admin/collections/:id': { expect: adminOnly, call: () => ({ url: '/api/admin/collections/pets-animals', payload: body('PATCH /api/admin/collections/:id') }) },

  // A member's saved address: their own, by their session (no id in the path to try).
  'GET /api/user/address': { expect: members, call: () => ({ url: '/api/user/address' }) },
  'PUT /api/user/address': { expect: members, call: () => ({ url: '/api/user/address', payload: body('PUT /api/user/address') }) },
  'DELETE /api/user/address': { expect: members, call: () => ({ url: '/api/user/address' }) },

  // Orders: the payment id is the receipt's key; a member's list is their own; the desk is the admin's.
  'GET /api/orders/verify-payment-intent/:paymentIntentId': { expect: all200, call: () => ({ url: `/api/orders/verify-payment-intent/${memberOrder.paymentIntentId}` }) },
  'GET /api/orders/verify-session': { expect: all200, call: () => ({ url: `/api/orders/verify-session?session_id=${memberOrder.paymentIntentId}` }) },
  'GET /api/user/orders': { expect: members, call: () => ({ url: '/api/user/orders' }) },
  'GET /api/orders': { expect: adminOnly, call: () => ({ url: '/api/orders?page=1&limit=10&search=ada' }) },
  'PATCH /api/orders/:orderId/shipping': { expect: adminOnly, call: () => ({ url: `/api/orders/${memberOrder.id}/shipping`, payload: body('PATCH /api/orders/:orderId/shipping') }) },
  'PATCH /api/orders/:orderId/notes': { expect: adminOnly, call: () => ({ url: `/api/orders/${memberOrder.id}/notes`, payload: body('PATCH /api/orders/:orderId/notes') }) },
  'PATCH /api/orders/:orderId/status': {
    // An order of its own: the shipping row has shipped the member's order, and a shipped order's production is final (409).
    expect: adminOnly,
    setup: async () => ({ order: (await memberCheckout()).orders[0].id }),
    call: (_who, { order }) => ({ url: `/api/orders/${order}/status`, payload: body('PATCH /api/orders/:orderId/status') }),
  },
  // An order's page: anyone holding its signed link; resending the links: anyone (the same answer for every address).
  'GET /api/orders/track/:token': { expect: all200, call: () => ({ url: `/api/orders/track/${trackingToken(shop.config.authSecret, memberOrder.checkoutNumber)}` }) },
  'POST /api/orders/track/resend': { expect: all200, call: () => ({ url: '/api/orders/track/resend', payload: body('POST /api/orders/track/resend') }) },
  // The timeline's last step: the desk's, on a shipped order (issue 26, point 3).
  'POST /api/orders/:orderId/delivered': { expect: adminOnly, setup: async () => ({ order: await shippedMemberOrder() }), call: (_who, { order }) => ({ url: `/api/orders/${order}/delivered` }) },
  // The order's documents (issue 26, point 4): the receipt and certificates are the owner's (and the admin's), or the signed link's; the slip and sheet the desk's.
  'GET /api/orders/:orderId/receipt.pdf': { expect: ownOrAdmin, call: () => ({ url: `/api/orders/${memberOrder.id}/receipt.pdf` }) },
  'GET /api/orders/:orderId/certificate.pdf': { expect: ownOrAdmin, setup: async () => ({ order: await shippedMemberOrder() }), call: (_who, { order }) => ({ url: `/api/orders/${order}/certificate.pdf` }) },
  'GET /api/orders/track/:token/receipt.pdf': { expect: all200, call: () => ({ url: `/api/orders/track/${trackingToken(shop.config.authSecret, memberOrder.checkoutNumber)}/receipt.pdf` }) },
  'GET /api/orders/track/:token/pieces/:piece/certificate.pdf': {
    expect: all200,
    setup: async () => {
      const paid = await memberCheckout();
      await shipAsAdmin(paid.orders[0].id);
      return { token: trackingToken(shop.config.authSecret, paid.orderNumber) };
    },
    call: (_who, { token }) => ({ url: `/api/orders/track/${token}/pieces/1/certificate.pdf` }),
  },
  'GET /api/orders/:orderId/packing-slip.pdf': { expect: adminOnly, call: () => ({ url: `/api/orders/${memberOrder.id}/packing-slip.pdf` }) },
  'GET /api/orders/:orderId/production-sheet.pdf': { expect: adminOnly, call: () => ({ url: `/api/orders/${memberOrder.id}/production-sheet.pdf` }) },
  // The caster's files (issue 25, point 5): the desk's alone, even for the order's own customer.
  'GET /api/orders/:orderId/model.stl': { expect: adminOnly, call: () => ({ url: `/api/orders/${memberOrder.id}/model.stl` }) },
  'GET /api/orders/:orderId/model.3mf': { expect: adminOnly, call: () => ({ url: `/api/orders/${memberOrder.id}/model.3mf` }) },

  'POST /api/chat': { expect: all200, call: () => ({ url: '/api/chat', payload: body('POST /api/chat') }) },
  'GET /healthz': { expect: all200, call: () => ({ url: '/healthz' }) },
  'GET /api/docs': { expect: all200, call: () => ({ url: '/api/docs' }) },
};

const shop = shopForTests({}, {
  // The webhook is registered only when Stripe is configured; here it is, with the test processor behind it.
  extend: (app, database) => stripeWebhookRoutes(app, {
    webhookSecret: WEBHOOK_SECRET,
    onPaymentSucceeded: async (id) => void (await fulfilPayment({ db: database.db, config: app.ctx.config, payments: app.ctx.payments! }, id)),
  }),
});
beforeAll(async () => {
  designId = (await createDesign(shop.database.db)).id;
  tokens.anonymous = null;
  for (const who of ['member', 'other', 'admin'] as const) {
    const account = await signUpConfirmed(shop);
    if (who === 'admin') expect(await makeAdmin(shop.database.db, account.email)).toBe(true);
    if (who === 'member') ({ email: memberEmail, password: memberPassword } = account);
    tokens[who] = account.session.access_token;
    userIds[who] = (await request(shop, 'GET', '/api/auth/user', { token: tokens[who] })).json().id;
  }
  const paid = await memberCheckout();
  memberOrder = { id: paid.orders[0].id, paymentIntentId: paid.paymentIntentId, checkoutNumber: paid.orderNumber };
  const made = await request(shop, 'POST', '/api/admin/promo-codes', { token: tokens.admin, body: { code: 'MATRIX10', kind: 'percent', amount: 10, perCustomerLimit: null } });
  expect(made.statusCode, made.body).toBe(200);
  promoCode = made.json();
  const quote = body('POST /api/quotes/submit') as { email: string };
  quoteEmail = quote.email;
  expect((await request(shop, 'POST', '/api/quotes/submit', { body: quote })).statusCode).toBe(200);
  inboxItem = (await request(shop, 'GET', `/api/admin/inbox?q=${encodeURIComponent(quoteEmail)}`, { token: tokens.admin })).json().items[0].id;
});

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe('access-control matrix', () => {
  it('has exactly one row for every call of the shared route table', () => {
    const routeKeys = endpoints.map(key).sort();
    expect(Object.keys(rows).sort()).toEqual(routeKeys);
  });

  it('answers every call with the expected status for every kind of caller', async () => {
    const misses: string[] = [];
    let cells = 0;
    for (const e of endpoints) {
      const row = rows[key(e)];
      const made = (await row.setup?.()) ?? {};
      for (const who of CALLERS) {
        const call = await row.call(who, made);
        const res = await request(shop, e.method, call.url, { token: call.token === undefined ? caller(who) : call.token, body: call.payload, headers: call.headers });
        const expected = row.expect[['anonymous', 'member', 'other', 'admin'].indexOf(who)];
        cells++;
        if (res.statusCode !== expected) misses.push(`${key(e)} as ${who}: ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 200)}`);
        // Every answer, granted or refused, is JSON (a document call's granted answer is its document); every refusal says why.
        const document = e.produces && res.statusCode < 300;
        if (document) expect(res.headers['content-type'], `${key(e)} as ${who}`).toBe(e.produces);
        else expect(res.headers['content-type'], `${key(e)} as ${who}`).toMatch(/application\/json/);
        if (res.statusCode >= 400) expect(typeof res.json().error, `${key(e)} as ${who}`).toBe('string');
      }
    }
    console.log(`access-control matrix: ${cells} cells checked (${endpoints.length} calls x ${CALLERS.length} callers)`);
    expect(misses).toEqual([]);
  });

  it('shows another member none of the first member’s bag, wishlist or orders', async () => {
    const line = await addLine(tokens.member!);
    const wish = await addWish(tokens.member!);
    for (const who of ['other', 'admin'] as const) {
      const ids = async (url: string) => (await request(shop, 'GET', url, { token: tokens[who] })).json().map((r: { id: string }) => r.id);
      expect(await ids('/api/cart')).not.toContain(line);
      expect(await ids('/api/wishlist')).not.toContain(wish);
      expect(await ids('/api/user/orders')).not.toContain(memberOrder.id);
    }
    // The refusals above changed nothing: the owner still has the line at its own quantity.
    const own = (await request(shop, 'GET', '/api/cart', { token: tokens.member })).json();
    expect(own.find((l: { id: string }) => l.id === line)?.quantity).toBe(1);
    expect((await request(shop, 'GET', '/api/user/orders', { token: tokens.member })).json().map((o: { id: string }) => o.id)).toContain(memberOrder.id);
  });
});
