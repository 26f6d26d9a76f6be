/**
 * Two real server processes on one PostgreSQL database with their rate limits in Redis, requests
 * alternating between them: the limits are shared (the 429 comes at the shared figure, not at twice
 * it), and although both run the outbox worker, the SMTP server receives each mail exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/server/http/rate-limits';
import { createDatabase, loopback, request, shopEnv, startShop, startSmtp, tempDir, waitForOutbox, type ShopProcess } from './support';

let database: Awaited<ReturnType<typeof createDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const shops: ShopProcess[] = [];
const port = (i: number) => shops[i % 2].port;

beforeAll(async () => {
  database = await createDatabase();
  smtp = await startSmtp(3750);
  const env = shopEnv({ databaseUrl: database.url, smtpUrl: smtp.url, dataDir: tempDir('aurum-rel-two-') });
  // The first start migrates and seeds; the second finds it done (both would be safe, this is quicker).
  shops.push(await startShop(3701, env, 'first'));
  shops.push(await startShop(3702, env, 'second'));
});
afterAll(async () => {
  await Promise.all(shops.map((s) => s.stop()));
  await smtp?.close();
  await database?.drop();
});

describe('two instances on one PostgreSQL, rate limits in Redis', () => {
  it('shares the per-address login limit: attempts alternating between the processes stop at the shared figure', async () => {
    const { max } = RATE_LIMITS.loginPerAddress;
    const statuses: number[] = [];
    for (let i = 0; i < max + 2; i++) {
      // A new IP each time, so only the per-address count can stop them.
      const res = await request(port(i), 'POST', '/api/auth/login', { email: 'target@example.com', password: 'Wrong-pass-1' }, { ip: loopback(i, 20) });
      statuses.push(res.status);
    }
    console.log(`login attempts on one address, alternating: ${statuses.join(' ')} (limit ${max})`);
    expect(statuses.slice(0, max).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(max)).toEqual([429, 429]);
  });

  it('shares a per-IP route limit (quote requests) across the processes', async () => {
    const { max } = RATE_LIMITS.inquiriesPerIp;
    const statuses: number[] = [];
    for (let i = 0; i < max + 2; i++) {
      const res = await request(port(i), 'POST', '/api/quotes/submit', { customerName: 'Ada Lovelace', email: `quote${i}@example.com`, budget: '500-1000', size: 'medium' }, { ip: '127.20.200.1' });
      statuses.push(res.status);
    }
    console.log(`quote requests from one IP, alternating: ${statuses.join(' ')} (limit ${max})`);
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(max)).toEqual([429, 429]);
  });

  it('sends each outbox mail once although both processes run the worker', async () => {
    const signups = 40;
    const emails = Array.from({ length: signups }, (_, i) => `two.${i}.${Date.now().toString(36)}@example.com`);
    const answers = await Promise.all(emails.map((email, i) =>
      request(port(i), 'POST', '/api/auth/register', { email, password: 'Str0ng!pass' }, { ip: loopback(i, 21) })));
    expect(answers.map((a) => a.status)).toEqual(emails.map(() => 200));

    const rows = await waitForOutbox(database.pool, 240_000);
    expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
    // Wait for the SMTP server to have seen the last marked mail (marking follows the send).
    const byId = new Map<string, number>();
    for (const d of smtp.received) byId.set(d.messageId, (byId.get(d.messageId) ?? 0) + 1);
    const repeated = [...byId.values()].filter((n) => n > 1).length;
    const missing = rows.filter((r) => !byId.has(r.message_id)).length;
    const confirmations = smtp.received.filter((d) => emails.includes(d.to[0]));
    console.log(`outbox: ${rows.length} rows, ${smtp.received.length} deliveries, ${repeated} repeated, ${missing} missing; ${signups} sign-ups -> ${confirmations.length} confirmation mails`);
    expect(missing).toBe(0);
    expect(repeated).toBe(0);
    expect(smtp.received.length).toBe(rows.length);
    expect(confirmations.map((d) => d.to[0]).sort()).toEqual([...emails].sort());
  });
});
