/**
 * Every inquiry sends up to two mails through the outbox, in the transaction that stores it: every
 * field to the shop's inbox, and to the sender an acknowledgement. The sender's address is unproven
 * (anyone may type anyone's), so the acknowledgement carries nothing the sender wrote, no name, no
 * subject, no message, only what kind of request arrived and its reference: the shop is no relay
 * for a stranger's words. How many an address receives is capped (`acknowledgementsPerAddress`).
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
  /** The acknowledgement's promise, e.g. 'A tailored quote will arrive within 24-48 hours.' Never user text. */
  promise: string;
  /** False once the address has had its acknowledgements this hour: the inbox copy still goes. */
  acknowledge: boolean;
}

/** Answers whether the address may receive one more acknowledgement now (and counts it). */
export type AcknowledgementAllowance = (email: string) => Promise<boolean>;

export async function queueInquiryMails(tx: DbOrTx, config: Config, mail: InquiryMail) {
  const shop = config;
  const notify = noticeMail({
    shop,
    subject: `${mail.label} ${mail.reference} from ${mail.sender.name}`,
    title: `${mail.label} from ${mail.sender.name}`,
    paragraphs: [
      `Reference ${mail.reference}. Reply to ${mail.sender.email}.`,
      ...mail.fields.map(([k, v]) => `${k}: ${v || '—'}`),
      ...(mail.acknowledge ? [] : ['No acknowledgement was sent: this address has had its acknowledgements for this hour.']),
    ],
  });
  await enqueueMail(tx, { kind: `${mail.kind}-notification`, to: config.shopInboxEmail, ...notify }, config);
  if (!mail.acknowledge) return;

  const label = mail.label.toLowerCase();
  const acknowledge = noticeMail({
    shop,
    subject: `We received your ${label} (${mail.reference})`,
    title: 'Thank you for writing to us',
    paragraphs: [`We have received your ${label}. ${mail.promise}`, `Your reference is ${mail.reference}; quote it if you write to us at ${config.supportEmail}.`],
    after: [`If you did not write to ${config.shopName}, you can ignore this email.`],
  });
  await enqueueMail(tx, { kind: `${mail.kind}-acknowledgement`, to: mail.sender.email, ...acknowledge }, config);
}

/**
 * One mailbox however it is spelled: lower case, and without a '+tag' (most providers deliver
 * 'name+anything@' to 'name@'), so a cap per recipient cannot be stepped around by respelling.
 */
export function recipientKey(email: string): string {
  const [local, domain] = splitAddress(email.trim().toLowerCase());
  return `${local.split('+')[0] || local}@${domain}`;
}

function splitAddress(email: string): [string, string] {
  const at = email.lastIndexOf('@');
  return at < 0 ? [email, ''] : [email.slice(0, at), email.slice(at + 1)];
}

/** A short reference a person can read out: the first eight characters of the row's id. */
export const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();
