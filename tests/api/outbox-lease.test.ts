/**
 * The outbox lease covers one send, not a whole batch: a drain whose sends are slow (a slow SMTP
 * server, a busy process) must not let another instance claim and send the rows still waiting in
 * its batch. Short leases here stand for the 60 s one.
 */
import { expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { drainOutbox, enqueueMail, type MailContext } from '../../src/server/features/mail';
import type { MailTransport, OutgoingMail } from '../../src/server/providers/mail';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests({}, { outboxWorkers: false });

const quietLogger = { info: () => {}, warn: () => {}, error: () => {} };

it('a slow drain keeps each row of its batch to itself: every mail is sent once', async () => {
  await shop.database.db.delete(mailOutbox);
  for (let i = 0; i < 8; i++) {
    await enqueueMail(shop.database.db, { kind: 'notice', to: `slow${i}@example.com`, subject: 'Hello', html: '<p>Hello</p>', text: 'Hello' }, shop.config);
  }
  const sent: OutgoingMail[] = [];
  // Each send is well within the lease, but the batch of 8 takes longer than one lease.
  const slow: MailTransport = { name: 'slow', send: async (mail) => { await new Promise((r) => setTimeout(r, 200)); sent.push(mail); } };
  const ctx: MailContext = { database: shop.database, transport: slow, logger: quietLogger, config: shop.config };

  const first = drainOutbox(ctx, { batch: 8, leaseMs: 1000 });
  // Another instance drains while the first is still sending.
  let second = 0;
  let done = false;
  void first.finally(() => { done = true; });
  while (!done) {
    await new Promise((r) => setTimeout(r, 100));
    second += (await drainOutbox(ctx, { batch: 8, leaseMs: 1000 })).sent;
  }
  const firstSent = (await first).sent;

  const ids = sent.map((m) => m.messageId);
  expect(ids).toHaveLength(8);
  expect(new Set(ids).size).toBe(8);
  expect(firstSent + second).toBe(8);
  const rows = await shop.database.db.select({ status: mailOutbox.status }).from(mailOutbox);
  expect(rows.every((r) => r.status === 'sent')).toBe(true);
});
