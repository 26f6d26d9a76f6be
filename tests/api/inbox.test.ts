/**
 * The inbox (issue 27, point 2; docs/inbox.md): every inquiry filed as it is stored and listed
 * together, filtered, searched and paged; one item with all its sender sent; replies mailed through
 * the outbox and kept; statuses kept with who and when; a quote answered with a price whose link is
 * a checkout for that piece at that price, paid once. Every refusal writes nothing.
 */
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../../src/server/db/migrate';
import { adminActions, careerApplications, designs, inboxItems, inboxMessages, mailOutbox, payments, quoteOffers } from '../../src/server/db/schema';
import { createCareerApplication, createContactMessage, createDesign, createInboxItems, createQuote, createSupportTicket } from '../factories';
import { request } from '../helpers/api';
import { signUpConfirmed, uniqueEmail } from '../helpers/auth';
import { adminAccount, mailsTo } from '../helpers/orders';
import { PNG, billing, card, multipart } from '../helpers/sample-requests';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests();
let admin: string;
let adminEmail: string;
let fox: { id: string; name: string; imageUrl: string | null };

beforeAll(async () => {
  ({ token: admin, email: adminEmail } = await adminAccount(shop));
  fox = await createDesign(shop.database.db, { name: 'Lantern Fox Pendant', priceCents: 48_000, imageUrl: '/uploads/designs/placeholder/gold.svg' });
  await shop.database.db.update(designs).set({ imageUrl: `/uploads/designs/${fox.id}/gold.svg`, silverImageUrl: `/uploads/designs/${fox.id}/silver.svg` }).where(eq(designs.id, fox.id));
  fox.imageUrl = `/uploads/designs/${fox.id}/gold.svg`;
});

// ── Sending inquiries through the real forms ────────────────────────────────────────────────────

let seq = 0;
/** A word no other test's inquiry holds, to find this test's items. */
const marker = () => `mk${Date.now().toString(36)}x${seq++}`;

async function sendQuote(over: Record<string, unknown> = {}) {
  const body = {
    customerName: 'Ada Lovelace', email: uniqueEmail('quote'), budget: '500-1000', size: 'medium', specialRequests: 'A date on the back, please.',
    design: { id: fox.id, name: fox.name, material: 'Sterling Silver', style: 'Minimalist', imageUrl: fox.imageUrl },
    ...over,
  };
  const res = await request(shop, 'POST', '/api/quotes/submit', { body });
  expect(res.statusCode, res.body).toBe(200);
  return { ...body, sourceId: res.json().id as string };
}
async function sendContact(over: Record<string, string> = {}) {
  const fields = { name: 'Grace Hopper', email: uniqueEmail('contact'), subject: 'Engraving', message: 'Can you engrave coordinates on a bar?', ...over };
  const res = await request(shop, 'POST', '/api/contact', multipart(fields, [{ name: 'ref.png', type: 'image/png', bytes: PNG }]));
  expect(res.statusCode, res.body).toBe(200);
  return { ...fields, sourceId: res.json().id as string };
}
async function sendTicket(over: Record<string, string> = {}) {
  const body = { name: 'Alan Turing', email: uniqueEmail('ticket'), subject: 'Clasp broke', priority: 'urgent', category: 'order', message: 'The clasp of my order broke after a week.', ...over };
  const res = await request(shop, 'POST', '/api/support-ticket', { body });
  expect(res.statusCode, res.body).toBe(200);
  return { ...body, sourceId: res.json().id as string };
}
async function sendApplication(over: Record<string, string> = {}) {
  const body = {
    fullName: 'Katherine Johnson', email: uniqueEmail('career'), phone: '+1 555 010 2000', position: 'craftsperson', experience: 'senior',
    portfolio: 'https://kj.example.com/work', coverLetter: 'I have spent eight years at the bench setting stones and finishing castings.', availability: '2-weeks', ...over,
  };
  const res = await request(shop, 'POST', '/api/career-applications', { body });
  expect(res.statusCode, res.body).toBe(200);
  return { ...body, sourceId: res.json().id as string };
}

const list = (query: string, token: string | null = admin) => request(shop, 'GET', `/api/admin/inbox${query}`, { token });
const itemIdOf = async (sourceId: string) => (await shop.database.db.select({ id: inboxItems.id }).from(inboxItems).where(eq(inboxItems.sourceId, sourceId)))[0].id;
const view = async (id: string) => {
  const res = await request(shop, 'GET', `/api/admin/inbox/${id}`, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const history = async (id: string) => (await request(shop, 'GET', `/api/admin/actions?kind=inbox&id=${id}`, { token: admin })).json().actions as { action: string; adminEmail: string; detail: Record<string, unknown>; createdAt: string }[];

/** Rows of every table a desk write touches: a refusal must leave them all as they were. */
async function tally() {
  const db = shop.database.db;
  const n = async (t: typeof inboxItems | typeof inboxMessages | typeof mailOutbox | typeof adminActions | typeof quoteOffers | typeof payments) => (await db.select({ n: count() }).from(t))[0].n;
  const statuses = await db.select({ id: inboxItems.id, status: inboxItems.status, replies: inboxItems.replies }).from(inboxItems);
  return { items: await n(inboxItems), messages: await n(inboxMessages), mails: await n(mailOutbox), actions: await n(adminActions), offers: await n(quoteOffers), payments: await n(payments), statuses };
}

describe('the inbox list', () => {
  it('files every kind of inquiry as it is stored and lists them together, newest first, with their counts', async () => {
    const word = marker();
    const quote = await sendQuote({ specialRequests: `Quote ${word}` });
    const contact = await sendContact({ message: `Contact ${word}` });
    const ticket = await sendTicket({ message: `Ticket ${word}` });
    const application = await sendApplication({ coverLetter: `Application ${word}, eight years at the bench setting stones.` });

    const res = await list(`?q=${word}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { kind: string }) => i.kind)).toEqual(['application', 'ticket', 'contact', 'quote']);
    expect(body.total).toBe(4);
    expect(body.counts).toEqual({ new: 4, in_progress: 0, answered: 0, closed: 0 });
    const [a, t, c, q] = body.items;
    expect(q).toMatchObject({ name: 'Ada Lovelace', email: quote.email, subject: fox.name, preview: `Quote ${word}`, status: 'new', replies: 0 });
    expect(c).toMatchObject({ name: 'Grace Hopper', email: contact.email, subject: 'Engraving', preview: `Contact ${word}` });
    expect(t).toMatchObject({ name: 'Alan Turing', email: ticket.email, subject: 'Clasp broke' });
    expect(a).toMatchObject({ name: 'Katherine Johnson', email: application.email, subject: 'Craftsperson' });
    for (const item of body.items) expect(Date.parse(item.createdAt)).not.toBeNaN();
  });

  it('filters by kind and status, searches name, email and text case-insensitively, and pages on the server', async () => {
    const word = marker();
    const quote = await sendQuote({ customerName: `Miriam ${word}`, specialRequests: 'A lotus in white gold' });
    await sendContact({ email: `${word}@example.org`, message: 'Hello there' });
    await sendTicket({ message: `My ${word.toUpperCase()} ring is too small` });
    await sendApplication({ fullName: 'Somebody Else', coverLetter: `Not matching, a long cover letter of at least fifty characters.` });

    expect((await list(`?q=${word}`)).json().total).toBe(3);
    expect((await list(`?q=${word.toUpperCase()}`)).json().total).toBe(3);
    expect((await list(`?q=${word}@example.org`)).json().items.map((i: { kind: string }) => i.kind)).toEqual(['contact']);
    expect((await list(`?q=${encodeURIComponent(`Miriam ${word}`)}`)).json().items.map((i: { email: string }) => i.email)).toEqual([quote.email]);
    expect((await list(`?q=${word}&kind=ticket`)).json().items.map((i: { kind: string }) => i.kind)).toEqual(['ticket']);
    // A term's LIKE wildcards are its own characters, not wildcards.
    expect((await list(`?q=${encodeURIComponent(`${word.slice(0, 4)}%${word.slice(5)}`)}`)).json().total).toBe(0);

    const pageOne = (await list(`?q=${word}&limit=2&page=1`)).json();
    const pageTwo = (await list(`?q=${word}&limit=2&page=2`)).json();
    expect(pageOne).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(pageOne.items).toHaveLength(2);
    expect(pageTwo.items).toHaveLength(1);
    expect(new Set([...pageOne.items, ...pageTwo.items].map((i: { id: string }) => i.id)).size).toBe(3);

    // A status set on one: the status filter and the counts follow.
    const id = await itemIdOf(quote.sourceId);
    expect((await request(shop, 'PATCH', `/api/admin/inbox/${id}/status`, { token: admin, body: { status: 'in_progress' } })).statusCode).toBe(200);
    const progressing = (await list(`?q=${word}&status=in_progress`)).json();
    expect(progressing.items.map((i: { id: string }) => i.id)).toEqual([id]);
    expect(progressing.total).toBe(1);
    expect(progressing.counts).toEqual({ new: 2, in_progress: 1, answered: 0, closed: 0 });
    expect((await list(`?q=${word}&status=new`)).json().total).toBe(2);
  });

  it('keeps the counts by kind and status equal to the items through inserts, changes and deletes', async () => {
    const db = shop.database.db;
    const counted = async () => {
      const rows = await db.select({ kind: inboxItems.kind, status: inboxItems.status, n: count() }).from(inboxItems).groupBy(inboxItems.kind, inboxItems.status);
      const out: Record<string, Record<string, number>> = {};
      for (const kind of ['', 'quote', 'contact', 'ticket', 'application']) {
        out[kind] = { new: 0, in_progress: 0, answered: 0, closed: 0 };
        for (const r of rows) if (!kind || r.kind === kind) out[kind][r.status] += r.n;
      }
      return out;
    };
    const listed = async () => Object.fromEntries(await Promise.all(['', 'quote', 'contact', 'ticket', 'application'].map(
      async (kind) => [kind, (await list(kind ? `?kind=${kind}` : '')).json().counts])));
    await sendTicket();
    await sendQuote();
    expect(await listed()).toEqual(await counted());
    const [one, two] = await db.select({ id: inboxItems.id }).from(inboxItems).limit(2);
    await db.update(inboxItems).set({ status: 'closed' }).where(eq(inboxItems.id, one.id));
    await db.update(inboxItems).set({ status: 'in_progress', kind: 'contact' }).where(eq(inboxItems.id, two.id));
    await db.update(inboxItems).set({ replies: 3 });
    expect(await listed()).toEqual(await counted());
    expect((await list('?status=closed')).json().total).toBe((await counted())[''].closed);
    await db.delete(inboxItems).where(eq(inboxItems.id, one.id));
    expect(await listed()).toEqual(await counted());
  });

  it('counts a search up to 1,000 matches, then says there are more and pages on', async () => {
    const word = marker();
    const rows = Array.from({ length: 1010 }, (_, i) => ({
      name: `Bulk ${i}`, email: `bulk${i}@example.com`, subject: 'Bulk', body: `About ${word} number ${i}`,
      status: i < 3 ? ('closed' as const) : ('new' as const), createdAt: new Date(Date.now() - i * 1000),
    }));
    await createInboxItems(shop.database.db, rows);
    const many = (await list(`?q=${word}`)).json();
    expect(many).toMatchObject({ total: 1000, exact: false, counts: null });
    expect(many.items.map((i: { name: string }) => i.name)).toEqual(rows.slice(0, 25).map((r) => r.name));
    const deep = (await list(`?q=${word}&page=41&limit=25`)).json();
    expect(deep.items.map((i: { name: string }) => i.name)).toEqual(rows.slice(1000, 1010).map((r) => r.name));
    // A status with few matches is counted exactly.
    expect((await list(`?q=${word}&status=closed`)).json()).toMatchObject({ total: 3, exact: true, counts: null });
    expect((await list(`?q=${word}%20number%201009`)).json()).toMatchObject({ total: 1, exact: true, counts: { new: 1, in_progress: 0, answered: 0, closed: 0 } });
  });

  it('refuses bad filters with one error shape, and anyone but an admin', async () => {
    for (const query of ['?kind=letter', '?status=open', '?page=0', '?limit=101', '?limit=x', `?q=${'x'.repeat(201)}`, '?colour=red']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    const member = await signUpConfirmed(shop);
    expect((await list('', member.session.access_token)).statusCode).toBe(403);
    expect((await list('', null)).statusCode).toBe(401);
  });
});

describe('an inbox item', () => {
  it('shows everything a quote sent: the design with its picture, budget, size, requests and reference image', async () => {
    const quote = await sendQuote({ referenceImage: `data:image/png;base64,${PNG.toString('base64')}`, referenceImageName: 'sketch.png' });
    const item = await view(await itemIdOf(quote.sourceId));
    expect(item.item).toMatchObject({ kind: 'quote', name: 'Ada Lovelace', email: quote.email, status: 'new' });
    expect(item.reference).toBe(quote.sourceId.slice(0, 8).toUpperCase());
    expect(item.sent).toMatchObject({
      kind: 'quote', budget: '500-1000', size: 'medium', specialRequests: 'A date on the back, please.', referenceImageName: 'sketch.png',
      design: { id: fox.id, name: fox.name, material: 'Sterling Silver', style: 'Minimalist', imageUrl: fox.imageUrl },
      offerDesign: { id: fox.id, name: fox.name, price: 480, silverPrice: 312 }, offerRefusal: null,
    });
    expect(item.sent.referenceImageUrl).toMatch(/^\/uploads\/quotes\/.+\.png$/);
    expect(item.thread).toEqual([]);
    expect(item.offers).toEqual([]);
  });

  it('shows a contact message with its image, a ticket with its priority and category, an application with its portfolio and cover letter', async () => {
    const contact = await sendContact();
    const sentContact = (await view(await itemIdOf(contact.sourceId))).sent;
    expect(sentContact).toMatchObject({ kind: 'contact', subject: 'Engraving', message: contact.message });
    expect(sentContact.imageUrl).toMatch(/^\/uploads\/contact\/.+\.png$/);

    const ticket = await sendTicket();
    expect((await view(await itemIdOf(ticket.sourceId))).sent).toEqual({ kind: 'ticket', subject: 'Clasp broke', priority: 'urgent', category: 'order', message: ticket.message });

    const application = await sendApplication();
    expect((await view(await itemIdOf(application.sourceId))).sent).toEqual({
      kind: 'application', phone: '+1 555 010 2000', position: 'craftsperson', experience: 'senior', availability: '2-weeks',
      portfolio: 'https://kj.example.com/work', coverLetter: application.coverLetter,
    });
  });

  it('never offers a stored portfolio that is not an http(s) link as a link', async () => {
    const application = await sendApplication();
    await shop.database.db.update(careerApplications).set({ portfolio: 'javascript:alert(1)' }).where(eq(careerApplications.id, application.sourceId));
    expect((await view(await itemIdOf(application.sourceId))).sent.portfolio).toBeNull();
  });

  it('answers 404 for an item that does not exist and 400 for an id that cannot be one', async () => {
    const missing = await request(shop, 'GET', '/api/admin/inbox/00000000-0000-4000-8000-000000000000', { token: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Inbox item not found');
    expect((await request(shop, 'GET', '/api/admin/inbox/not-an-id', { token: admin })).statusCode).toBe(400);
  });
});

describe('replies and statuses', () => {
  it('mails a reply to the sender through the outbox with its HTML escaped, keeps it in the thread, marks the item answered and records who and when', async () => {
    const ticket = await sendTicket();
    const id = await itemIdOf(ticket.sourceId);
    const before = Date.now();
    const message = 'Dear Alan, <script>alert("x")</script> we will send a new clasp.\nWarm regards, the bench';
    const res = await request(shop, 'POST', `/api/admin/inbox/${id}/replies`, { token: admin, body: { message } });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json();
    expect(item.item).toMatchObject({ status: 'answered', replies: 1 });
    expect(item.thread).toEqual([expect.objectContaining({ kind: 'reply', body: message, adminEmail, offer: null })]);

    const [mail] = await mailsTo(shop, ticket.email, 'inbox-reply-ticket');
    expect(mail.subject).toBe(`${shop.config.shopName}: a reply to your support ticket (${item.reference})`);
    expect(mail.text).toContain('<script>alert("x")</script> we will send a new clasp.');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(`Your reference is ${item.reference}`);

    const actions = await history(id);
    expect(actions).toEqual([expect.objectContaining({ action: 'Replied', adminEmail, detail: { to: ticket.email, status: 'Answered' } })]);
    expect(Date.parse(actions[0].createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await list(`?q=${encodeURIComponent(ticket.email)}`)).json().items[0]).toMatchObject({ status: 'answered', replies: 1 });
  });

  it('keeps the status the admin chooses with a reply, and every status change with who and when', async () => {
    const contact = await sendContact();
    const id = await itemIdOf(contact.sourceId);
    const replied = await request(shop, 'POST', `/api/admin/inbox/${id}/replies`, { token: admin, body: { message: 'Looking into it.', status: 'in_progress' } });
    expect(replied.json().item.status).toBe('in_progress');
    const closed = await request(shop, 'PATCH', `/api/admin/inbox/${id}/status`, { token: admin, body: { status: 'closed' } });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().item.status).toBe('closed');
    // The status it already has changes nothing and is not recorded.
    expect((await request(shop, 'PATCH', `/api/admin/inbox/${id}/status`, { token: admin, body: { status: 'closed' } })).statusCode).toBe(200);
    expect((await history(id)).map((a) => [a.action, a.detail])).toEqual([
      ['Set the status', { from: 'In progress', to: 'Closed' }],
      ['Replied', { to: contact.email, status: 'In progress' }],
    ]);
  });

  it('refuses bad replies and statuses, and other callers, writing nothing', async () => {
    const contact = await sendContact();
    const id = await itemIdOf(contact.sourceId);
    const member = await signUpConfirmed(shop);
    const before = await tally();
    const cases: [string, string, string, unknown, number, string | null][] = [
      ['an empty reply', 'POST', `/api/admin/inbox/${id}/replies`, { message: '   ' }, 400, 'Please write a reply.'],
      ['a reply over 5,000 characters', 'POST', `/api/admin/inbox/${id}/replies`, { message: 'x'.repeat(5001) }, 400, null],
      ['an unknown status', 'POST', `/api/admin/inbox/${id}/replies`, { message: 'Hi', status: 'done' }, 400, null],
      ['an unknown field', 'POST', `/api/admin/inbox/${id}/replies`, { message: 'Hi', cc: 'x@example.com' }, 400, null],
      ['a reply to no item', 'POST', '/api/admin/inbox/00000000-0000-4000-8000-000000000000/replies', { message: 'Hi' }, 404, 'Inbox item not found'],
      ['a status of no kind', 'PATCH', `/api/admin/inbox/${id}/status`, { status: 'archived' }, 400, null],
      ['a status without one', 'PATCH', `/api/admin/inbox/${id}/status`, {}, 400, null],
      ['a status for a bad id', 'PATCH', '/api/admin/inbox/123/status', { status: 'closed' }, 400, null],
    ];
    for (const [what, method, url, body, status, error] of cases) {
      const res = await request(shop, method as 'POST', url, { token: admin, body });
      expect(res.statusCode, what).toBe(status);
      expect(typeof res.json().error, what).toBe('string');
      if (error) expect(res.json().error, what).toBe(error);
    }
    expect((await request(shop, 'POST', `/api/admin/inbox/${id}/replies`, { token: member.session.access_token, body: { message: 'Hi' } })).statusCode).toBe(403);
    expect((await request(shop, 'PATCH', `/api/admin/inbox/${id}/status`, { body: { status: 'closed' } })).statusCode).toBe(401);
    expect(await tally()).toEqual(before);
  });
});

// ── Price offers ────────────────────────────────────────────────────────────────────────────────

/** The offer's token, from the link mailed to the customer (as they would follow it). */
async function mailedOfferToken(email: string) {
  const offers = await mailsTo(shop, email, 'inbox-offer');
  const link = offers.at(-1)?.links.find((l) => new URL(l).pathname === '/checkout');
  expect(link, `an offer link mailed to ${email}`).toBeTruthy();
  return new URL(link!).searchParams.get('offer')!;
}

const offerItems = (designId: string, material = 'sterling-silver', quantity = 1) => JSON.stringify([{ designId, quantity, customizations: { material } }]);
const startOffer = (token: string, extra: { cartItems?: string; amount?: number; promoCode?: string; email?: string; auth?: string } = {}) =>
  request(shop, 'POST', '/api/create-payment-intent', {
    token: extra.auth,
    body: {
      ...(extra.amount !== undefined ? { amount: extra.amount } : {}),
      metadata: { cartItems: extra.cartItems ?? offerItems(fox.id), customerEmail: extra.email ?? 'ada@example.com', customerName: 'Ada Lovelace' },
      offer: token,
      ...(extra.promoCode ? { promoCode: extra.promoCode } : {}),
    },
  });
async function payIntent(intent: { clientSecret: string; paymentIntentId: string }, email: string) {
  const confirmed = await request(shop, 'POST', '/api/payments/test/confirm', { body: { clientSecret: intent.clientSecret, card, billing_details: { ...billing, email } } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const verified = await request(shop, 'GET', `/api/orders/verify-payment-intent/${intent.paymentIntentId}`);
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json();
}
const offer = (id: string, body: Record<string, unknown>) => request(shop, 'POST', `/api/admin/inbox/${id}/offers`, { token: admin, body });

describe('a price offer on a quote', () => {
  it('mails the customer a checkout link for the design at the price, which pays once and makes an order on the desk', async () => {
    const quote = await sendQuote();
    const id = await itemIdOf(quote.sourceId);
    const res = await offer(id, { price: 777, material: 'sterling-silver', message: 'Thank you for waiting.\nHere is our price.' });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json();
    expect(item.item).toMatchObject({ status: 'answered', replies: 1 });
    expect(item.offers).toEqual([expect.objectContaining({ price: 777, material: 'sterling-silver', designName: fox.name, state: 'open', checkoutNumber: null })]);
    expect(item.thread).toEqual([expect.objectContaining({ kind: 'offer', body: 'Thank you for waiting.\nHere is our price.', offer: item.offers[0] })]);
    expect(Date.parse(item.offers[0].expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect((await history(id))[0]).toMatchObject({ action: 'Offered a price', adminEmail, detail: { design: fox.name, metal: '.925 Sterling Silver', price: '$777', status: 'Answered' } });

    const [mail] = await mailsTo(shop, quote.email, 'inbox-offer');
    expect(mail.subject).toBe(`${shop.config.shopName}: your quote, $777 (${item.reference})`);
    expect(mail.text).toContain(`${fox.name}, .925 Sterling Silver: $777.`);
    const token = await mailedOfferToken(quote.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    expect(JSON.stringify(await shop.database.db.select().from(quoteOffers))).not.toContain(token);

    const shown = await request(shop, 'GET', `/api/offers/${token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ state: 'open', material: 'sterling-silver', price: 777, design: { id: fox.id, name: fox.name } });

    // The amount is the offer's, whatever the client thinks; a different figure is the usual 409.
    const wrong = await startOffer(token, { amount: 312 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().amount).toBe(777);
    const started = await startOffer(token, { amount: 777, email: quote.email });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ amount: 777, subtotal: 777, discount: 0 });
    const paid = await payIntent(started.json(), quote.email);
    expect(paid.orders).toEqual([expect.objectContaining({ designName: fox.name, material: 'sterling-silver', quantity: 1, totalPrice: 777 })]);

    // The order is on the desk like any other.
    const desk = (await request(shop, 'GET', `/api/orders?search=${encodeURIComponent(quote.email)}`, { token: admin })).json();
    expect(desk.orders).toEqual([expect.objectContaining({ orderNumber: `${paid.orderNumber}-1`, totalPrice: 777, material: 'sterling-silver' })]);
    // The offer is paid, with its order, on the item and at its link.
    expect((await view(id)).offers[0]).toMatchObject({ state: 'paid', checkoutNumber: paid.orderNumber });
    expect((await request(shop, 'GET', `/api/offers/${token}`)).json().state).toBe('paid');

    // A second payment with it is refused, with nothing written.
    const before = await tally();
    const again = await startOffer(token, { amount: 777 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This offer has already been paid.');
    expect(await tally()).toEqual(before);
  });

  it('leaves a member’s bag as it was when they pay an offer signed in', async () => {
    const member = await signUpConfirmed(shop);
    const quote = await sendQuote({ email: member.email });
    await request(shop, 'POST', '/api/cart', { token: member.session.access_token, body: { designId: fox.id, quantity: 2, customizations: { material: 'sterling-silver' } } });
    expect((await offer(await itemIdOf(quote.sourceId), { price: 500, material: 'sterling-silver' })).statusCode).toBe(200);
    const started = await startOffer(await mailedOfferToken(member.email), { auth: member.session.access_token, email: member.email });
    await payIntent(started.json(), member.email);
    const bag = (await request(shop, 'GET', '/api/cart', { token: member.session.access_token })).json();
    expect(bag.map((l: { designId: string; quantity: number }) => [l.designId, l.quantity])).toEqual([[fox.id, 2]]);
  });

  it('refuses an unknown, malformed, replaced, expired or unavailable offer, and lines or codes other than its piece, writing nothing', async () => {
    const quote = await sendQuote();
    const id = await itemIdOf(quote.sourceId);
    expect((await offer(id, { price: 600, material: '14k-gold' })).statusCode).toBe(200);
    const first = await mailedOfferToken(quote.email);
    expect((await offer(id, { price: 550, material: '14k-gold' })).statusCode).toBe(200);
    const second = await mailedOfferToken(quote.email);
    expect(second).not.toBe(first);
    const states = (await view(id)).offers.map((o: { price: number; state: string }) => [o.price, o.state]);
    expect(states).toEqual([[550, 'open'], [600, 'withdrawn']]);

    const other = await createDesign(shop.database.db, { name: 'Other' });
    const before = await tally();
    const gold = offerItems(fox.id, '14k-gold');
    const refusals: [string, Awaited<ReturnType<typeof startOffer>>, number, string | null][] = [
      ['a replaced offer', await startOffer(first, { cartItems: gold }), 410, 'This offer was replaced by a newer one. Please use the link in our latest email.'],
      ['an unknown token', await startOffer('A'.repeat(43), { cartItems: gold }), 404, 'This offer link is not valid. Please check the link in our email.'],
      ['a malformed token', await startOffer('short', { cartItems: gold }), 400, null],
      ['another metal', await startOffer(second, { cartItems: offerItems(fox.id, 'sterling-silver') }), 422, 'This offer is for one piece: the design, metal and quantity it was quoted for.'],
      ['another design', await startOffer(second, { cartItems: offerItems(other.id, '14k-gold') }), 422, null],
      ['two of it', await startOffer(second, { cartItems: offerItems(fox.id, '14k-gold', 2) }), 422, null],
      ['a second line', await startOffer(second, { cartItems: JSON.stringify([...JSON.parse(gold), { designId: other.id, quantity: 1 }]) }), 422, null],
      ['a promo code on top', await startOffer(second, { cartItems: gold, promoCode: 'WELCOME10' }), 422, 'A promo code cannot be used with a quoted price.'],
    ];
    for (const [what, res, status, error] of refusals) {
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(typeof res.json().error, what).toBe('string');
      if (error) expect(res.json().error, what).toBe(error);
    }
    expect((await request(shop, 'GET', `/api/offers/${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await request(shop, 'GET', `/api/offers/${first}`)).json().state).toBe('withdrawn');

    // Past its date.
    await shop.database.db.update(quoteOffers).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(quoteOffers.itemId, id));
    const expired = await startOffer(second, { cartItems: gold });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe('This offer has expired. Please write to us for a new one.');
    expect((await request(shop, 'GET', `/api/offers/${second}`)).json().state).toBe('expired');
    expect(await tally()).toEqual(before);
  });

  it('refuses an offer whose design was deleted since, at the link and for a new offer', async () => {
    const gone = await createDesign(shop.database.db, { name: 'Soon Gone' });
    const quote = await sendQuote({ design: { id: gone.id, name: 'Soon Gone', material: '', style: '', imageUrl: '' } });
    const id = await itemIdOf(quote.sourceId);
    expect((await offer(id, { price: 300, material: '14k-gold' })).statusCode).toBe(200);
    const token = await mailedOfferToken(quote.email);
    await shop.database.db.delete(designs).where(eq(designs.id, gone.id));
    expect((await request(shop, 'GET', `/api/offers/${token}`)).json()).toMatchObject({ state: 'unavailable', design: null });
    const res = await startOffer(token, { cartItems: offerItems(gone.id, '14k-gold') });
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toBe('The piece of this offer is no longer available. Please write to us.');
    const again = await offer(id, { price: 300, material: '14k-gold' });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toMatch(/no longer exists/);
    expect((await view(id)).sent.offerRefusal).toMatch(/no longer exists/);
  });

  it('finds the design of a quote sent before quotes named it, by its picture’s path', async () => {
    const quote = await sendQuote({ design: { name: fox.name, material: 'Yellow Gold', style: '', imageUrl: fox.imageUrl } });
    const id = await itemIdOf(quote.sourceId);
    expect((await view(id)).sent.offerDesign).toMatchObject({ id: fox.id });
    expect((await offer(id, { price: 420, material: '14k-gold' })).statusCode).toBe(200);
    const started = await startOffer(await mailedOfferToken(quote.email), { cartItems: offerItems(fox.id, '14k-gold') });
    expect(started.json().amount).toBe(420);
  });

  it('refuses offers on anything but a quote naming a design, and bad prices, writing nothing', async () => {
    const contact = await sendContact();
    const bare = await sendQuote({ design: null });
    const foreignPicture = await sendQuote({ design: { name: 'Mystery', material: '', style: '', imageUrl: '/uploads/designs/not-a-uuid/gold.svg' } });
    const quote = await sendQuote();
    const quoteId = await itemIdOf(quote.sourceId);
    const before = await tally();
    const cases: [string, string, Record<string, unknown>, number, string | RegExp | null][] = [
      ['a contact message', await itemIdOf(contact.sourceId), { price: 100, material: '14k-gold' }, 422, 'Only a quote can be answered with a price.'],
      ['a quote with no design', await itemIdOf(bare.sourceId), { price: 100, material: '14k-gold' }, 422, /names no design/],
      ['a picture that names no design', await itemIdOf(foreignPicture.sourceId), { price: 100, material: '14k-gold' }, 422, /names no design/],
      ['a price of 0', quoteId, { price: 0, material: '14k-gold' }, 400, 'Enter a price in whole dollars, from $1 to $100,000.'],
      ['cents', quoteId, { price: 99.5, material: '14k-gold' }, 400, /whole dollars/],
      ['a price over the ceiling', quoteId, { price: 100_001, material: '14k-gold' }, 400, /whole dollars/],
      ['a price as text', quoteId, { price: '100', material: '14k-gold' }, 400, /whole dollars/],
      ['another metal', quoteId, { price: 100, material: 'platinum' }, 400, null],
      ['no metal', quoteId, { price: 100 }, 400, null],
      ['a client-chosen design', quoteId, { price: 100, material: '14k-gold', designId: fox.id }, 400, null],
      ['no item', '00000000-0000-4000-8000-000000000000', { price: 100, material: '14k-gold' }, 404, null],
    ];
    for (const [what, id, body, status, error] of cases) {
      const res = await offer(id, body);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      if (typeof error === 'string') expect(res.json().error, what).toBe(error);
      else if (error) expect(res.json().error, what).toMatch(error);
    }
    expect(await tally()).toEqual(before);
  });
});

describe('migration 0015', () => {
  it('files the inquiries stored before the inbox, each once, with the subject the forms file', async () => {
    const db = shop.database.db;
    const word = marker();
    const q = await createQuote(db, { customerName: 'Old Quote', email: `${word}@old.example`, specialRequests: 'old request', design: { name: 'Old Fox' } });
    const c = await createContactMessage(db, { name: 'Old Contact', email: `${word}@old.example`, subject: 'Old subject', message: 'old message' });
    const t = await createSupportTicket(db, { name: 'Old Ticket', email: `${word}@old.example`, subject: 'Old ticket', priority: 'low', category: 'general', message: 'old ticket message' });
    const a = await createCareerApplication(db, { fullName: 'Old Applicant', email: `${word}@old.example`, coverLetter: 'old cover letter' });
    const backfill = readMigrations().find((m) => m.tag === '0015_inbox')!.sql.split('--> statement-breakpoint').at(-1)!;
    const run = () => shop.database.exec(shop.database.schemaName === 'public' ? backfill : backfill.replaceAll('"public".', `"${shop.database.schemaName}".`));
    await run();
    await run();
    const filed = (await list(`?q=${word}`)).json().items.map((i: { kind: string; name: string; subject: string; preview: string }) => [i.kind, i.name, i.subject, i.preview]);
    expect(filed.sort()).toEqual([
      ['application', 'Old Applicant', 'Customer Experience', 'old cover letter'],
      ['contact', 'Old Contact', 'Old subject', 'old message'],
      ['quote', 'Old Quote', 'Old Fox', 'old request'],
      ['ticket', 'Old Ticket', 'Old ticket', 'old ticket message'],
    ]);
    const ids = [q.id, c.id, t.id, a.id];
    expect((await db.select({ n: count() }).from(inboxItems).where(sql`${inboxItems.sourceId} in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`))[0].n).toBe(4);
  });

  // Last, as it empties the inbox (and, through the offers' payments, the orders) of this file's shop.
  it('empties the counts with a truncate', async () => {
    await shop.database.exec(`truncate "${shop.database.schemaName}"."inbox_items" cascade`);
    expect((await list('')).json()).toMatchObject({ total: 0, counts: { new: 0, in_progress: 0, answered: 0, closed: 0 } });
  });
});
