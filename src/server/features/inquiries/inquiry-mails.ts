/**
 * Every inquiry sends two mails through the outbox, in the transaction that stores it: every field to
 * the shop's inbox, and to the sender an acknowledgement repeating when they will hear back.
 */
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../mail/enqueue-mail';
import { noticeMail } from '../mail/templates';

export interface InquiryMail {
  kind: 'quote' | 'contact' | 'ticket' | 'application';
  /** What the shop calls it: 'Quote request', 'Support ticket', ... */
  label: string;
  reference: string;
  sender: { name: string; email: string };
  fields: [string, string][];
  /** The acknowledgement's promise, e.g. 'A tailored quote will arrive within 24-48 hours.' */
  promise: string;
}

export async function queueInquiryMails(tx: DbOrTx, config: Config, mail: InquiryMail) {
  const shop = config;
  const notify = noticeMail({
    shop,
    subject: `${mail.label} ${mail.reference} from ${mail.sender.name}`,
    title: `${mail.label} from ${mail.sender.name}`,
    paragraphs: [`Reference ${mail.reference}. Reply to ${mail.sender.email}.`, ...mail.fields.map(([k, v]) => `${k}: ${v || '—'}`)],
  });
  await enqueueMail(tx, { kind: `${mail.kind}-notification`, to: config.shopInboxEmail, ...notify }, config);

  const acknowledge = noticeMail({
    shop,
    subject: `We received your ${mail.label.toLowerCase()} (${mail.reference})`,
    title: `Thank you, ${mail.sender.name}`,
    paragraphs: [`We have received your ${mail.label.toLowerCase()}. ${mail.promise}`, `Your reference is ${mail.reference}; quote it if you write to us at ${config.supportEmail}.`],
  });
  await enqueueMail(tx, { kind: `${mail.kind}-acknowledgement`, to: mail.sender.email, ...acknowledge }, config);
}

/** A short reference a person can read out: the first eight characters of the row's id. */
export const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();
