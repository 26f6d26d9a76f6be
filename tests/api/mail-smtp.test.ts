/**
 * The SMTP adapter against a real SMTP server started here on 127.0.0.1 (smtp-server, no auth, no
 * TLS): the message arrives with its subject, its stable Message-ID and both parts.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { mailOutbox } from '../../src/server/db/schema';
import { confirmationMail, drainOutbox, enqueueMail } from '../../src/server/features/mail';
import { createMailTransport, createSmtpTransport, type MailTransport } from '../../src/server/providers/mail';
import { openTestDatabase, testConfig } from '../helpers/test-app';

interface Received { from: string | undefined; to: string[]; raw: string }

let server: SMTPServer;
let smtpUrl: string;
const inbox: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        inbox.push({ from: from ? from.address : undefined, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  // The test server offers STARTTLS with a self-signed certificate; ignoreTLS keeps the session plain.
  smtpUrl = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Undoes quoted-printable soft breaks and escapes, enough to search the parts' words. */
function decodeQp(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('SMTP transport', () => {
  it('delivers the message with its subject, Message-ID and both parts', async () => {
    const shop = { shopName: 'Aurum Atelier', publicUrl: 'https://shop.example', supportEmail: 'support@shop.example' };
    const link = 'https://shop.example/auth/confirm?token=abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnop';
    const mail = confirmationMail({ shop, link });
    const transport = createSmtpTransport(smtpUrl);
    const messageId = '<6f1c2b1e-0d7e-4e0a-9a53-1f6f0c3d2a11@shop.example>';
    try {
      await transport.send({ messageId, from: '"Aurum Atelier" <no-reply@shop.example>', to: 'ada@example.com', ...mail });
      // The same Message-ID again (a resend after a crash) is the same message to the receiver.
      await transport.send({ messageId, from: '"Aurum Atelier" <no-reply@shop.example>', to: 'ada@example.com', ...mail });
    } finally {
      await transport.close?.();
    }
    expect(inbox).toHaveLength(2);
    const got = inbox[0];
    expect(got.from).toBe('no-reply@shop.example');
    expect(got.to).toEqual(['ada@example.com']);
    expect(got.raw).toMatch(/^Subject: Confirm your email for Aurum Atelier\r?$/m);
    expect(got.raw).toContain(`Message-ID: ${messageId}`);
    expect(inbox[1].raw).toContain(`Message-ID: ${messageId}`);
    expect(got.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(got.raw).toMatch(/Content-Type: text\/plain/i);
    expect(got.raw).toMatch(/Content-Type: text\/html/i);
    const body = decodeQp(got.raw);
    expect(body).toContain(`Confirm email:\r\n${link}`);
    expect(body).toContain(`href="${link}"`);
    expect(body).toContain('valid for 24 hours');
  });

  it('a failed delivery throws, so the outbox retries it', async () => {
    const transport = createSmtpTransport('smtp://127.0.0.1:1?ignoreTLS=true', { connectionTimeoutMs: 2000 });
    await expect(transport.send({ messageId: '<x@y>', from: 'a@shop.example', to: 'b@example.com', subject: 's', html: '<p>h</p>', text: 't' })).rejects.toThrow();
  });
});

describe('outbox through SMTP', () => {
  let database: Database;
  beforeAll(async () => { database = await openTestDatabase(); });
  afterAll(() => database.close());

  it('a queued mail is drained to the SMTP server once and marked sent', async () => {
    const config = testConfig({ SMTP_URL: smtpUrl, MAIL_FROM: '"Aurum Atelier" <no-reply@atelier.example>' });
    const logger = { info: () => {}, warn: () => {}, error: () => {} };
    const transport: MailTransport = createMailTransport(config, logger);
    expect(transport.name).toBe('smtp');
    const before = inbox.length;
    const queued = await database.db.transaction((tx) =>
      enqueueMail(tx, { kind: 'confirmation', to: 'grace@example.com', ...confirmationMail({ shop: config, link: `${config.publicUrl}/auth/confirm?token=t1` }) }, config),
    );
    expect(queued.messageId).toMatch(/@atelier\.example>$/);
    try {
      expect(await drainOutbox({ database, transport, logger, config })).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
      expect(await drainOutbox({ database, transport, logger, config })).toMatchObject({ claimed: 0 });
    } finally {
      await transport.close?.();
    }
    expect(inbox.length - before).toBe(1);
    const got = inbox[inbox.length - 1];
    expect(got.to).toEqual(['grace@example.com']);
    expect(got.from).toBe('no-reply@atelier.example');
    expect(got.raw).toContain(`Message-ID: ${queued.messageId}`);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });
});
