/**
 * The four inquiries of spec 02: each stored, then mailed to the shop and, within the hourly cap per
 * address, acknowledged to the sender. Past the cap the caller gets the same answer: whether an
 * address was acknowledged is not the caller's to learn.
 */
import type { z } from 'zod';
import type { CareerApplicationBody, ContactFields, QuoteBody, SupportTicketBody } from '@shared/contracts/inquiries';
import {
  AVAILABILITY, CAREER_POSITIONS, EXPERIENCE_LEVELS, QUOTE_BUDGETS, QUOTE_SIZES, TICKET_CATEGORIES, TICKET_PRIORITIES, labelOf,
} from '@shared/options';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { careerApplications, contactMessages, quotes, supportTickets } from '../../db/schema';
import type { Storage } from '../../providers/storage';
import { shopLink } from '../mail/templates';
import { fileInInbox, type InboxEntry } from '../inbox/file-inquiry';
import { checkImage, decodeDataUrl, storeImage } from './images';
import { queueInquiryMails, referenceOf, type AcknowledgementAllowance, type InquiryMail } from './inquiry-mails';

export interface InquiryDeps { db: Db; config: Config; storage: Storage }

/** A stored image as the inbox copy shows it: a link on the shop's own address. */
const imageLink = (deps: InquiryDeps, path: string | null | undefined) => (path ? shopLink(deps.config, path) : '');

/**
 * An inquiry to store, file and mail: what its mails say (InquiryMail, less what is added here), the
 * row it is stored as, and the subject and text its inbox entry shows under the sender's name.
 */
interface Filing extends Omit<InquiryMail, 'reference' | 'acknowledge'> {
  /** Stores the inquiry's own row and answers its id. */
  store: (tx: Tx) => Promise<string>;
  inbox: Pick<InboxEntry, 'subject' | 'body'>;
}

/**
 * Stores an inquiry, files it in the inbox and queues its mails in one transaction; the sender is
 * acknowledged when the address's allowance (asked first) still has room.
 */
async function fileInquiry(deps: InquiryDeps, mayAcknowledge: AcknowledgementAllowance, { store, inbox, ...mail }: Filing) {
  const acknowledge = await mayAcknowledge(mail.sender.email);
  return deps.db.transaction(async (tx) => {
    const id = await store(tx);
    await fileInInbox(tx, { kind: mail.kind, sourceId: id, name: mail.sender.name, email: mail.sender.email, ...inbox });
    await queueInquiryMails(tx, deps.config, { ...mail, reference: referenceOf(id), acknowledge });
    return { success: true as const, id };
  });
}

export async function submitQuote(deps: InquiryDeps, body: z.output<typeof QuoteBody>, userId: string | null, mayAcknowledge: AcknowledgementAllowance) {
  // Check the image before anything is written; store it only once the quote is sure to be valid.
  const image = body.referenceImage ? decodeDataUrl(body.referenceImage) : null;
  const imageUrl = image ? await storeImage(deps.storage, 'quotes', image, checkImage(image)) : null;
  return fileInquiry(deps, mayAcknowledge, {
    kind: 'quote', label: 'Quote request', sender: { name: body.customerName, email: body.email },
    store: async (tx) => {
      const [row] = await tx.insert(quotes).values({
        userId, customerName: body.customerName, email: body.email, budget: body.budget, size: body.size,
        specialRequests: body.specialRequests, referenceImageUrl: imageUrl, referenceImageName: imageUrl ? body.referenceImageName : null,
        design: body.design ?? null,
      }).returning({ id: quotes.id });
      return row.id;
    },
    inbox: { subject: body.design?.name ?? '', body: body.specialRequests },
    fields: [
      ['Budget', labelOf(QUOTE_BUDGETS, body.budget)], ['Size', labelOf(QUOTE_SIZES, body.size)],
      ['Special requests', body.specialRequests],
      ['Design', body.design ? [body.design.name, body.design.material, body.design.style].filter(Boolean).join(', ') : ''],
      ['Design image', imageLink(deps, body.design?.imageUrl)],
      ['Reference image', imageUrl ? `${imageLink(deps, imageUrl)} (${body.referenceImageName || 'unnamed'})` : ''],
    ],
    promise: 'Our artisans are reviewing your vision; a tailored quote will arrive within 24-48 hours.',
  });
}

export async function submitContact(deps: InquiryDeps, fields: z.output<typeof ContactFields>, image: Buffer | null, mayAcknowledge: AcknowledgementAllowance) {
  const imageUrl = image ? await storeImage(deps.storage, 'contact', image, checkImage(image)) : null;
  return fileInquiry(deps, mayAcknowledge, {
    kind: 'contact', label: 'Message', sender: fields,
    store: async (tx) => (await tx.insert(contactMessages).values({ ...fields, imageUrl }).returning({ id: contactMessages.id }))[0].id,
    inbox: { subject: fields.subject, body: fields.message },
    fields: [['Subject', fields.subject], ['Message', fields.message], ['Image', imageLink(deps, imageUrl)]],
    promise: 'We will get back to you within 24 hours.',
  });
}

export async function submitSupportTicket(deps: InquiryDeps, body: z.output<typeof SupportTicketBody>, userId: string | null, mayAcknowledge: AcknowledgementAllowance) {
  return fileInquiry(deps, mayAcknowledge, {
    kind: 'ticket', label: 'Support ticket', sender: body,
    store: async (tx) => (await tx.insert(supportTickets).values({ ...body, userId }).returning({ id: supportTickets.id }))[0].id,
    inbox: { subject: body.subject, body: body.message },
    fields: [
      ['Subject', body.subject], ['Priority', labelOf(TICKET_PRIORITIES, body.priority)],
      ['Category', labelOf(TICKET_CATEGORIES, body.category)], ['Message', body.message],
    ],
    promise: 'We will respond within 24 hours.',
  });
}

export async function submitApplication(deps: InquiryDeps, body: z.output<typeof CareerApplicationBody>, mayAcknowledge: AcknowledgementAllowance) {
  return fileInquiry(deps, mayAcknowledge, {
    kind: 'application', label: 'Application', sender: { name: body.fullName, email: body.email },
    store: async (tx) => (await tx.insert(careerApplications).values({ ...body, portfolio: body.portfolio || null }).returning({ id: careerApplications.id }))[0].id,
    inbox: { subject: labelOf(CAREER_POSITIONS, body.position), body: body.coverLetter },
    fields: [
      ['Phone', body.phone], ['Position', labelOf(CAREER_POSITIONS, body.position)],
      ['Experience', labelOf(EXPERIENCE_LEVELS, body.experience)], ['Availability', labelOf(AVAILABILITY, body.availability)],
      ['Portfolio', body.portfolio], ['Cover letter', body.coverLetter],
    ],
    promise: 'We will review your application and get back to you soon.',
  });
}
