/**
 * Crash and restart: a bounded load of sign-ups, bag writes and guest checkouts (test processor,
 * card 4242) against one real server process on PostgreSQL, SIGKILLed in the middle, then started
 * again on the same database. Every write answered 2xx must be there, no order half-made, every
 * paid intent turned into its orders once verified, and every outbox mail delivered after the
 * restart (a repeat only for the one mail whose sending and marking the kill fell between).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, loopback, request, shopEnv, sleep, startShop, startSmtp, tempDir, tryRequest, waitForOutbox, type ShopProcess } from './support';

const PORT = 3711;
// The kill comes once the load has had answers (at least KILL_AFTER_ACKS acknowledged writes and
// MIN_LOAD_MS), or at MAX_LOAD_MS on a slow machine; the load stops 2 s after it.
const MIN_LOAD_MS = 5_000;
const MAX_LOAD_MS = 30_000;
const KILL_AFTER_ACKS = 25;
const WORKERS = 8;

let database: Awaited<ReturnType<typeof createDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let shop: ShopProcess | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  database = await createDatabase();
  smtp = await startSmtp(3751);
  env = shopEnv({ databaseUrl: database.url, smtpUrl: smtp.url, dataDir: tempDir('aurum-rel-crash-') });
  shop = await startShop(PORT, env, 'before-crash');
});
afterAll(async () => {
  await shop?.stop();
  await smtp?.close();
  await database?.drop();
});

const billing = { name: 'Ada Lovelace', email: 'ada@example.com', address: { line1: '12 Bench Street', city: 'Madison', state: 'WI', postal_code: '53703', country: 'US' } };
const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' };

interface Member { email: string; userId: string; token: string }

/** Members with a session, made before the load: sign up, confirm with the mailed link's token. */
async function makeMembers(n: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < n; i++) {
    const email = `member.${i}@example.com`;
    expect((await request(PORT, 'POST', '/api/auth/register', { email, password: 'Str0ng!pass' }, { ip: loopback(i, 30) })).status).toBe(200);
    const { rows } = await database.pool.query<{ text: string }>('select text from mail_outbox where to_address = $1', [email]);
    const token = /token_hash=([\w-]+)/.exec(rows[0].text)![1];
    const confirmed = await request(PORT, 'POST', '/api/auth/confirm-email', { token_hash: token, type: 'signup' }, { ip: loopback(i, 30) });
    expect(confirmed.status).toBe(200);
    const { rows: [user] } = await database.pool.query<{ id: string }>('select id from users where email = $1', [email]);
    members.push({ email, userId: user.id, token: confirmed.body.session.access_token });
  }
  return members;
}

describe('SIGKILL in the middle of a load, then a restart on the same database', () => {
  it('loses no acknowledged write, leaves no order half-made and sends every mail', async () => {
    const members = await makeMembers(8);
    const { rows: designRows } = await database.pool.query<{ id: string }>("select id from designs where source = 'catalogue' and price_cents is not null order by created_at limit 24");
    const designs = designRows.map((r) => r.id);

    // What the load was told: only 2xx answers count as acknowledged.
    const acked = { signups: [] as string[], bag: new Map<string, number>(), intents: new Map<string, number>(), confirmed: new Set<string>(), verified: new Set<string>() };
    const attempted = { signups: 0, bag: new Map<string, number>(), checkouts: 0, failed: 0 };
    let ipCounter = 0;
    const nextIp = () => loopback(ipCounter++, 40);
    const started = Date.now();
    let killedAt = 0;

    async function signup(i: number) {
      const email = `load.${i}.${Date.now().toString(36)}@example.com`;
      attempted.signups++;
      const res = await tryRequest(PORT, 'POST', '/api/auth/register', { email, password: 'Str0ng!pass' }, { ip: nextIp() });
      if (res.status === 200) acked.signups.push(email);
      else attempted.failed++;
    }
    async function bagWrite(i: number) {
      const member = members[i % members.length];
      const designId = designs[Math.floor(Math.random() * designs.length)];
      const key = `${member.userId}|${designId}`;
      attempted.bag.set(key, (attempted.bag.get(key) ?? 0) + 1);
      const res = await tryRequest(PORT, 'POST', '/api/cart', { designId, quantity: 1 }, { token: member.token, ip: nextIp() });
      if (res.status === 200) acked.bag.set(key, (acked.bag.get(key) ?? 0) + 1);
      else attempted.failed++;
    }
    async function checkout() {
      attempted.checkouts++;
      const ip = nextIp();
      const items = [
        { designId: designs[Math.floor(Math.random() * designs.length)], quantity: 1 + Math.floor(Math.random() * 3), customizations: { material: '14k-gold' } },
        { designId: designs[Math.floor(Math.random() * designs.length)], quantity: 1, customizations: { material: 'sterling-silver' } },
      ];
      const intent = await tryRequest(PORT, 'POST', '/api/create-payment-intent', { metadata: { cartItems: JSON.stringify(items), customerEmail: 'guest@example.com', customerName: 'Guest Buyer' } }, { ip });
      if (intent.status !== 200) return void attempted.failed++;
      const id = intent.body.paymentIntentId as string;
      acked.intents.set(id, Math.round(intent.body.amount * 100));
      const paid = await tryRequest(PORT, 'POST', '/api/payments/test/confirm', { clientSecret: intent.body.clientSecret, card, billing_details: billing }, { ip });
      if (paid.status !== 200) return void attempted.failed++;
      acked.confirmed.add(id);
      const verified = await tryRequest(PORT, 'GET', `/api/orders/verify-payment-intent/${id}`, undefined, { ip });
      if (verified.status !== 200) return void attempted.failed++;
      acked.verified.add(id);
    }

    let loadOver = false;
    const ackedWrites = () => acked.signups.length + [...acked.bag.values()].reduce((a, b) => a + b, 0) + acked.intents.size + acked.confirmed.size + acked.verified.size;
    const worker = async (w: number) => {
      for (let i = w; !loadOver; i += WORKERS) {
        if (killedAt && !shop) {
          await sleep(100); // the server is down: nothing to send to until the load window ends
          continue;
        }
        const pick = i % 3;
        await (pick === 0 ? signup(i) : pick === 1 ? bagWrite(i) : checkout());
      }
    };
    const killer = (async () => {
      while (Date.now() - started < MAX_LOAD_MS && (Date.now() - started < MIN_LOAD_MS || ackedWrites() < KILL_AFTER_ACKS)) await sleep(50);
      killedAt = Date.now() - started;
      const victim = shop!;
      shop = undefined;
      await victim.kill();
      await sleep(2_000);
      loadOver = true;
    })();
    await Promise.all([...Array.from({ length: WORKERS }, (_, w) => worker(w)), killer]);

    const ackedBeforeKill = ackedWrites();
    expect(ackedBeforeKill).toBeGreaterThan(0);
    const restartBegan = Date.now();
    shop = await startShop(PORT, env, 'after-restart');
    const restartMs = Date.now() - restartBegan;

    // 1. Every acknowledged sign-up is an account, with its confirmation mail written beside it.
    const { rows: users } = await database.pool.query<{ email: string }>('select email from users');
    const emails = new Set(users.map((u) => u.email));
    expect(acked.signups.filter((e) => !emails.has(e))).toEqual([]);
    const { rows: unmailed } = await database.pool.query("select u.email from users u where u.role <> 'admin' and not exists (select 1 from mail_outbox m where m.to_address = u.email and m.kind = 'confirmation')");
    expect(unmailed).toEqual([]);

    // 2. Every acknowledged bag write is in the bag: at least as many as acknowledged, at most as many as tried (cap 10).
    const { rows: lines } = await database.pool.query<{ user_id: string; design_id: string; quantity: number }>('select user_id, design_id, quantity from cart_lines');
    const quantity = new Map(lines.map((l) => [`${l.user_id}|${l.design_id}`, l.quantity]));
    const bagProblems = [...acked.bag].filter(([key, n]) => (quantity.get(key) ?? 0) < Math.min(n, 10) || (quantity.get(key) ?? 0) > Math.min(attempted.bag.get(key)!, 10));
    expect(bagProblems).toEqual([]);

    // 3. Every acknowledged payment intent is recorded with the amount it answered.
    const { rows: paymentRows } = await database.pool.query<{ id: string; amount_cents: number; status: string; checkout_number: string | null; line_count: number }>(
      'select id, amount_cents, status, checkout_number, jsonb_array_length(lines) as line_count from payments');
    const paymentsById = new Map(paymentRows.map((p) => [p.id, p]));
    expect([...acked.intents].filter(([id, cents]) => paymentsById.get(id)?.amount_cents !== cents)).toEqual([]);

    // 4. A paid intent whose verification the crash cut off is verified now (the browser retries): orders once.
    const { rows: paidIntents } = await database.pool.query<{ id: string }>("select id from test_payment_intents where status = 'succeeded'");
    expect([...acked.confirmed].filter((id) => !paidIntents.some((p) => p.id === id))).toEqual([]);
    const unverified = paidIntents.filter((p) => !acked.verified.has(p.id));
    for (const p of unverified) expect((await request(PORT, 'GET', `/api/orders/verify-payment-intent/${p.id}`, undefined, { ip: '127.41.0.1' })).status).toBe(200);

    // 5. No order half-made: every payment with orders has all its lines, the amounts add up, it is marked paid.
    const { rows: orderSets } = await database.pool.query<{ payment_id: string; n: number; total: number; numbers: number }>(
      'select payment_id, count(*)::int as n, sum(total_price_cents)::int as total, count(distinct checkout_number)::int as numbers from orders group by payment_id');
    const halfMade = orderSets.filter((o) => {
      const p = paymentsById.get(o.payment_id)!;
      return o.n !== p.line_count || o.total !== p.amount_cents || o.numbers !== 1;
    });
    const { rows: unmarked } = await database.pool.query("select p.id from payments p where exists (select 1 from orders o where o.payment_id = p.id) and (p.status <> 'succeeded' or p.checkout_number is null)");
    expect(halfMade).toEqual([]);
    expect(unmarked).toEqual([]);
    expect(paidIntents.filter((p) => !orderSets.some((o) => o.payment_id === p.id))).toEqual([]);

    // 6. Every outbox mail is delivered after the restart; a repeat only for a mail the kill caught between send and mark.
    const mails = await waitForOutbox(database.pool, 240_000);
    expect(mails.filter((m) => m.status !== 'sent')).toEqual([]);
    const deliveries = new Map<string, number>();
    for (const d of smtp.received) deliveries.set(d.messageId, (deliveries.get(d.messageId) ?? 0) + 1);
    const missing = mails.filter((m) => !deliveries.has(m.message_id));
    const repeats = [...deliveries.values()].filter((n) => n > 1).length;
    // One worker sends one mail at a time, so at most one can be caught between its send and its mark.
    expect(missing).toEqual([]);
    expect(repeats).toBeLessThanOrEqual(1);

    const orderCount = orderSets.reduce((a, o) => a + o.n, 0);
    console.log([
      `${WORKERS} clients, SIGKILL at ${(killedAt / 1000).toFixed(1)} s after ${ackedBeforeKill} acknowledged writes, restart to /healthz in ${(restartMs / 1000).toFixed(1)} s`,
      `tried: ${attempted.signups} sign-ups, ${[...attempted.bag.values()].reduce((a, b) => a + b, 0)} bag writes, ${attempted.checkouts} checkouts; ${attempted.failed} calls not answered 2xx (cut by the kill or refused while down)`,
      `acknowledged: ${acked.signups.length} sign-ups, ${[...acked.bag.values()].reduce((a, b) => a + b, 0)} bag writes, ${acked.intents.size} intents, ${acked.confirmed.size} card payments, ${acked.verified.size} verifications`,
      `after restart: lost acknowledged writes 0; ${paidIntents.length} paid intents (${unverified.length} verified only after the restart) -> ${orderSets.length} order sets, ${orderCount} orders, 0 half-made`,
      `mail: ${mails.length} outbox rows, ${smtp.received.length} deliveries, ${missing.length} missing, ${repeats} repeated`,
    ].join('\n'));
  });
});
