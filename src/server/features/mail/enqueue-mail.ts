/**
 * Writes a mail into the outbox. Pass the transaction of the mail's cause (`tx`), so the mail exists
 * exactly when its cause does: a rolled-back sign-up leaves no confirmation mail, a committed one
 * always gets its mail (the worker sends it, retrying until it goes out).
 */
import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface MailToSend {
  /** What the mail is about, for the dev mailbox and the logs: 'confirmation', 'reset', 'order-paid', ... */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface EnqueuedMail {
  id: string;
  messageId: string;
}

/**
 * Inserts one pending outbox row with a stable Message-ID `<uuid@domain>`, the domain taken from
 * MAIL_FROM (pass `config`; without it the domain is `localhost`). The row is due at once.
 */
export async function enqueueMail(db: DbOrTx, mail: MailToSend, config?: Pick<Config, 'mailFrom'>): Promise<EnqueuedMail> {
  const messageId = `<${randomUUID()}@${messageIdDomain(config?.mailFrom)}>`;
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind: mail.kind, toAddress: mail.to.trim(), subject: mail.subject, html: mail.html, text: mail.text, messageId })
    .returning({ id: mailOutbox.id, messageId: mailOutbox.messageId });
  return row;
}

/** `"Aurum Atelier" <no-reply@aurumatelier.com>` gives `aurumatelier.com`. */
export function messageIdDomain(mailFrom: string | undefined): string {
  const match = mailFrom?.match(/@([A-Za-z0-9.-]+[A-Za-z0-9])\s*>?\s*$/);
  return match ? match[1].toLowerCase() : 'localhost';
}
