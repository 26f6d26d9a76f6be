import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { mailOutbox } from '../../src/server/db/schema';
import {
  MAX_ATTEMPTS,
  confirmationMail,
  drainOutbox,
  enqueueMail,
  noticeMail,
  resetMail,
  retryDelayMs,
  startOutboxWorker,
  type MailContext,
} from '../../src/server/features/mail';
import { createDevTransport, createMailTransport, type MailLogger, type MailTransport, type OutgoingMail } from '../../src/server/providers/mail';
import { LOOPBACK, request } from '../helpers/api';
import { createTestShop, shopForTests } from '../helpers/test-app';

const shop = shopForTests({}, { outboxWorkers: false });
beforeEach(async () => {
  await shop.database.db.delete(mailOutbox);
});

const shopFacts = () => shop.config;

interface LogLine { level: 'info' | 'warn' | 'error'; obj: object; msg?: string }
function memoryLogger(): MailLogger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (obj, msg) => void lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => void lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => void lines.push({ level: 'error', obj, msg }),
  };
}

/** An in-memory transport: records each send; `fail` makes sends throw; `delayMs` slows them. */
function fakeTransport(options: { fail?: string; delayMs?: () => number } = {}): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    name: 'fake',
    sent,
    async send(mail) {
      const delay = options.delayMs?.() ?? 0;
      if (delay) await new Promise((r) => setTimeout(r, delay));
      if (options.fail) throw new Error(options.fail);
      sent.push(mail);
    },
  };
}

function mailContext(transport: MailTransport, database: Database = shop.database, logger = memoryLogger()): MailContext {
  return { database, transport, logger, config: shop.config };
}

let counter = 0;
async function enqueue(to = `buyer${++counter}@example.com`) {
  const mail = noticeMail({ shop: shopFacts(), subject: `Notice ${counter}`, title: 'A notice', paragraphs: ['Hello.'], button: { label: 'Open', url: `${shop.config.publicUrl}/n/${counter}` } });
  return enqueueMail(shop.database.db, { kind: 'notice', to, ...mail }, shop.config);
}

async function row(id: string) {
  const [r] = await shop.database.db
    .select({
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
      dueInSeconds: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now())::float8`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return r;
}

const makeDue = (id: string, extra: Partial<{ attempts: number }> = {}) =>
  shop.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'`, ...extra }).where(eq(mailOutbox.id, id));

describe('enqueueMail', () => {
  it('writes the mail in the caller’s transaction: a rollback leaves no mail, a commit keeps it', async () => {
    const { db } = shop.database;
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, { kind: 'confirmation', to: 'rolled@example.com', subject: 'S', html: '<p>h</p>', text: 't' }, shop.config);
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await db.select().from(mailOutbox)).toHaveLength(0);

    const queued = await db.transaction((tx) =>
      enqueueMail(tx, { kind: 'confirmation', to: 'kept@example.com', subject: 'S', html: '<p>h</p>', text: 't' }, shop.config),
    );
    const rows = await db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: queued.id, toAddress: 'kept@example.com', status: 'pending', attempts: 0, messageId: queued.messageId });
    // MAIL_FROM defaults to "Aurum Atelier" <no-reply@aurumatelier.com>.
    expect(queued.messageId).toMatch(/^<[0-9a-f-]{36}@aurumatelier\.com>$/);
  });
});

describe('drainOutbox', () => {
  it('sends due mail once with its stored Message-ID and marks it sent; mail not yet due waits', async () => {
    const a = await enqueue('a@example.com');
    const b = await enqueue('b@example.com');
    const later = await enqueue('later@example.com');
    await shop.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now() + interval '5 minutes'` }).where(eq(mailOutbox.id, later.id));

    const transport = fakeTransport();
    expect(await drainOutbox(mailContext(transport))).toEqual({ claimed: 2, sent: 2, retried: 0, failed: 0 });
    expect(transport.sent.map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    const sentA = transport.sent.find((m) => m.to === 'a@example.com')!;
    expect(sentA.messageId).toBe(a.messageId);
    expect(sentA.from).toBe(shop.config.mailFrom);
    expect(sentA.text).toContain('/n/');

    for (const id of [a.id, b.id]) {
      const r = await row(id);
      expect(r.status).toBe('sent');
      expect(r.attempts).toBe(1);
      expect(r.sentAt).toBeInstanceOf(Date);
    }
    expect((await row(later.id)).status).toBe('pending');

    expect(await drainOutbox(mailContext(transport))).toEqual({ claimed: 0, sent: 0, retried: 0, failed: 0 });
    expect(transport.sent).toHaveLength(2);
  });

  it('records a failure and retries with exponential backoff, then gives up after the last attempt', async () => {
    const m = await enqueue();
    const logger = memoryLogger();
    const failing = fakeTransport({ fail: 'SMTP 451: try again later' });

    expect(await drainOutbox(mailContext(failing, shop.database, logger))).toMatchObject({ claimed: 1, sent: 0, retried: 1 });
    let r = await row(m.id);
    expect(r).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 451: try again later' });
    expect(r.dueInSeconds).toBeGreaterThan(25);
    expect(r.dueInSeconds).toBeLessThanOrEqual(30);
    expect(logger.lines.some((l) => l.level === 'warn')).toBe(true);

    // Not due yet: another run leaves it alone.
    expect((await drainOutbox(mailContext(failing))).claimed).toBe(0);

    await makeDue(m.id);
    await drainOutbox(mailContext(failing));
    r = await row(m.id);
    expect(r).toMatchObject({ status: 'pending', attempts: 2 });
    expect(r.dueInSeconds).toBeGreaterThan(55);
    expect(r.dueInSeconds).toBeLessThanOrEqual(60);

    await makeDue(m.id, { attempts: MAX_ATTEMPTS - 1 });
    expect(await drainOutbox(mailContext(failing))).toMatchObject({ claimed: 1, retried: 0, failed: 1 });
    r = await row(m.id);
    expect(r).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'SMTP 451: try again later' });

    await makeDue(m.id);
    expect((await drainOutbox(mailContext(fakeTransport()))).claimed).toBe(0);
  });

  it('backs off 30 s, 1 min, 2 min, ... up to one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryDelayMs)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600].map((s) => s * 1000));
  });

  it('a claimed mail is leased: while one run is still sending it, another run does not take it', async () => {
    const m = await enqueue();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow: MailTransport & { calls: number } = { name: 'slow', calls: 0, async send() { this.calls++; await gate; } };
    const first = drainOutbox(mailContext(slow));
    await waitFor(() => slow.calls === 1);
    const r = await row(m.id);
    expect(r.attempts).toBe(1);
    expect(r.dueInSeconds).toBeGreaterThan(50);
    expect(await drainOutbox(mailContext(fakeTransport()))).toMatchObject({ claimed: 0 });
    release();
    expect(await first).toMatchObject({ sent: 1 });
    expect((await row(m.id)).status).toBe('sent');
  });

  it('a mail whose lease ran out after its last attempt (a crash each time) is given up, not sent again', async () => {
    const m = await enqueue();
    await makeDue(m.id, { attempts: MAX_ATTEMPTS });
    const transport = fakeTransport();
    expect(await drainOutbox(mailContext(transport))).toMatchObject({ claimed: 0, failed: 1 });
    expect(transport.sent).toHaveLength(0);
    expect(await row(m.id)).toMatchObject({ status: 'failed', lastError: `No result after ${MAX_ATTEMPTS} attempts.` });
  });

  it(`concurrent drains send each mail exactly once (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const ids = [];
    for (let i = 0; i < 40; i++) ids.push((await enqueue(`many${i}@example.com`)).id);
    const transport = fakeTransport({ delayMs: () => Math.floor(Math.random() * 5) });
    const ctx = mailContext(transport);
    const worker = async () => {
      let total = 0;
      for (;;) {
        const r = await drainOutbox(ctx, { batch: 7 });
        total += r.sent;
        if (r.claimed === 0) return total;
      }
    };
    const totals = await Promise.all([worker(), worker(), worker(), worker()]);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(40);
    expect(totals.filter((t) => t > 0).length).toBeGreaterThan(1); // the runs really overlapped
    const sentIds = transport.sent.map((m) => m.messageId);
    expect(sentIds).toHaveLength(40);
    expect(new Set(sentIds).size).toBe(40);
    const statuses = await shop.database.db.select({ status: mailOutbox.status, attempts: mailOutbox.attempts }).from(mailOutbox);
    expect(statuses.every((s) => s.status === 'sent' && s.attempts === 1)).toBe(true);
  });
});

describe('startOutboxWorker', () => {
  it('polls and sends new mail until stopped', async () => {
    const transport = fakeTransport();
    const worker = startOutboxWorker(mailContext(transport), { intervalMs: 20 });
    try {
      await enqueue('polled@example.com');
      await waitFor(() => transport.sent.length === 1);
      await enqueue('polled2@example.com');
      await waitFor(() => transport.sent.length === 2);
    } finally {
      await worker.stop();
    }
    await enqueue('after-stop@example.com');
    await new Promise((r) => setTimeout(r, 80));
    expect(transport.sent.map((m) => m.to)).toEqual(['polled@example.com', 'polled2@example.com']);
  });

  it('logs a failing run and keeps polling; never throws', async () => {
    const logger = memoryLogger();
    const broken = { ...shop.database, db: { transaction: async () => { throw new Error('database unreachable'); } } } as unknown as Database;
    const worker = startOutboxWorker(mailContext(fakeTransport(), broken, logger), { intervalMs: 10 });
    await waitFor(() => logger.lines.filter((l) => l.level === 'error').length >= 3);
    await worker.stop();
    expect(logger.lines[0]).toMatchObject({ level: 'error', obj: { err: 'database unreachable' } });
  });
});

describe('templates', () => {
  const hostile = { shopName: 'Maison <b>Dor</b> & "Fils"', publicUrl: 'https://shop.example', supportEmail: 'help@shop.example' };
  const link = 'https://shop.example/auth/confirm?token=abc&next=%2F%3Cx%3E';

  it.each([
    ['confirmation', confirmationMail({ shop: hostile, link }), /24 hours/],
    ['reset', resetMail({ shop: hostile, link }), /1 hour[\s\S]*did not ask for this, you can ignore this email/],
    ['notice', noticeMail({ shop: hostile, subject: 'Your order <1>', title: 'Order <shipped>', paragraphs: ['It is on its way & <i>soon</i> there.'], button: { label: 'Track <it>', url: link } }), /on its way/],
  ])('%s: values are escaped in the HTML, and the link is in both versions', (_kind, mail, expected) => {
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.html).not.toContain('<b>Dor</b>');
    expect(mail.html).toContain('Maison &lt;b&gt;Dor&lt;/b&gt; &amp; &quot;Fils&quot;');
    expect(mail.html).not.toMatch(/<(i|it|shipped|1)>/);
    expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(mail.text).toContain(link);
    expect(mail.text).toMatch(expected);
    expect(mail.html).toMatch(expected);
    expect(mail.html).toContain('#FAF7F2');
    expect(mail.text).toContain('MAISON <B>DOR</B>');
  });

  it('the confirmation mail names the shop and a button to confirm', () => {
    const mail = confirmationMail({ shop: shop.config, link: 'http://localhost:3000/auth/confirm?token=t' });
    expect(mail.subject).toBe('Confirm your email for Aurum Atelier');
    expect(mail.html).toContain('>Confirm email</a>');
    expect(mail.html).toContain('background-color:#111111');
    expect(mail.text).toContain('Confirm email:\nhttp://localhost:3000/auth/confirm?token=t');
  });

  it('refuses a link that is not a web address', () => {
    expect(() => resetMail({ shop: hostile, link: 'javascript:alert(1)' })).toThrow(/http/);
  });
});

describe('dev transport', () => {
  it('prints the recipient, the subject and every link of the text in the log', async () => {
    const logger = memoryLogger();
    const transport = createDevTransport(logger);
    expect(createMailTransport({}, logger).name).toBe('dev');
    expect(createMailTransport({ smtpUrl: 'smtp://127.0.0.1:2525' }, logger).name).toBe('smtp');
    const mail = confirmationMail({ shop: shop.config, link: 'http://localhost:3000/auth/confirm?token=xyz' });
    await transport.send({ messageId: '<1@x>', from: 'a@x', to: 'ada@example.com', ...mail });
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0].obj).toMatchObject({ mail: { to: 'ada@example.com', subject: mail.subject, links: ['http://localhost:3000/auth/confirm?token=xyz', 'http://localhost:3000'] } });
    expect(logger.lines[0].msg).toContain('ada@example.com');
    expect(logger.lines[0].msg).toContain('\n  http://localhost:3000/auth/confirm?token=xyz');
  });
});

describe('dev mailbox', () => {
  it('lists messages newest first, shows each with its links, and serves them as JSON', async () => {
    await enqueue('older@example.com');
    await new Promise((r) => setTimeout(r, 5));
    const link = 'http://localhost:3000/auth/confirm?token=tok&next=%2Fbag';
    const queued = await enqueueMail(shop.database.db, { kind: 'confirmation', to: 'Ada@Example.com', ...confirmationMail({ shop: shop.config, link }) }, shop.config);

    const list = await request(shop, 'GET', '/dev/mailbox', { ip: LOOPBACK });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/text\/html/);
    expect(list.headers['content-security-policy']).toContain("script-src 'self'");
    expect(list.body).not.toContain('<script');
    expect(list.body).toContain(`href="/dev/mailbox/${queued.id}"`);
    expect(list.body).toContain('Confirm your email for Aurum Atelier');
    expect(list.body.indexOf('Ada@Example.com')).toBeLessThan(list.body.indexOf('older@example.com'));

    const page = await request(shop, 'GET', `/dev/mailbox/${queued.id}`, { ip: LOOPBACK });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain(queued.messageId.replace('<', '&lt;').replace('>', '&gt;'));
    expect(page.body).toContain('>Confirm email</a>'); // the HTML version, inline
    // Text links are clickable and escaped.
    expect(page.body).toContain('<a href="http://localhost:3000/auth/confirm?token=tok&amp;next=%2Fbag">http://localhost:3000/auth/confirm?token=tok&amp;next=%2Fbag</a>');
    expect(page.body).not.toContain('tok&next');

    const json = await request(shop, 'GET', '/dev/mailbox/messages.json?to=ada@example.com', { ip: LOOPBACK });
    expect(json.statusCode).toBe(200);
    const messages = json.json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ id: queued.id, to: 'Ada@Example.com', subject: 'Confirm your email for Aurum Atelier', status: 'pending', messageId: queued.messageId });
    expect(messages[0].links[0]).toBe(link);
    expect(messages[0].text).toContain(link);
    expect(new Date(messages[0].createdAt).getTime()).toBeGreaterThan(0);

    const all = (await request(shop, 'GET', '/dev/mailbox/messages.json', { ip: LOOPBACK })).json();
    expect(all.map((m: { to: string }) => m.to)).toEqual(['Ada@Example.com', 'older@example.com']);
  });

  it('answers 404 for an unknown message', async () => {
    for (const url of ['/dev/mailbox/00000000-0000-4000-8000-000000000000', '/dev/mailbox/not-an-id']) {
      const res = await request(shop, 'GET', url, { ip: LOOPBACK });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it.each([
    ['production', { NODE_ENV: 'production' }],
    ['SMTP configured', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
  ])('does not exist with %s', async (_name, env) => {
    const other = await createTestShop(env);
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox/messages.json', '/dev/mailbox/00000000-0000-4000-8000-000000000000']) {
        const res = await request(other, 'GET', url, { ip: LOOPBACK });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/json/);
      }
    } finally {
      await other.close();
    }
  });
});

async function waitFor(check: () => boolean, timeoutMs = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}
