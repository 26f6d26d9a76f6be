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
import type { Db } from '../../db/client';
import { careerApplications, contactMessages, quotes, supportTickets } from '../../db/schema';
import type { Storage } from '../../providers/storage';
import { shopLink } from '../mail/templates';
import { fileInInbox } from '../inbox/file-inquiry';
import { checkImage, decodeDataUrl, storeImage } from './images';
import { queueInquiryMails, referenceOf, type AcknowledgementAllowance } from './inquiry-mails';

export interface InquiryDeps { db: Db; config: Config; storage: Storage }

/** A stored image as the inbox copy shows it: a link on the shop's own address. */
const imageLink = (deps: InquiryDeps, path: string | null | undefined) => (path ? shopLink(deps.config, path) : '');

export async function submitQuote(deps: InquiryDeps, body: z.output<typeof QuoteBody>, userId: string | null, mayAcknowledge: AcknowledgementAllowance) {
  // Check the image before anything is written; store it only once the quote is sure to be valid.
  const image = body.referenceImage ? decodeDataUrl(body.referenceImage) : null;
  const imageUrl = image ? await storeImage(deps.storage, 'quotes', image, checkImage(image)) : null;
  const acknowledge = await mayAcknowledge(body.email);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(quotes).values({
      userId, customerName: body.customerName, email: body.email, budget: body.budget, size: body.size,
      specialRequests: body.specialRequests, referenceImageUrl: imageUrl, referenceImageName: imageUrl ? body.referenceImageName : null,
      design: body.design ?? null,
    }).returning({ id: quotes.id });
    await fileInInbox(tx, { kind: 'quote', sourceId: row.id, name: body.customerName, email: body.email, subject: body.design?.name ?? '', body: body.specialRequests });
    await queueInquiryMails(tx, deps.config, {
      kind: 'quote', label: 'Quote request', reference: referenceOf(row.id),
      sender: { name: body.customerName, email: body.email },
      fields: [
        ['Budget', labelOf(QUOTE_BUDGETS, body.budget)], ['Size', labelOf(QUOTE_SIZES, body.size)],
        ['Special requests', body.specialRequests],
        ['Design', body.design ? [body.design.name, body.design.material, body.design.style].filter(Boolean).join(', ') : ''],
        ['Design image', imageLink(deps, body.design?.imageUrl)],
        ['Reference image', imageUrl ? `${imageLink(deps, imageUrl)} (${body.referenceImageName || 'unnamed'})` : ''],
      ],
      promise: 'Our artisans are reviewing your vision; a tailored quote will arrive within 24-48 hours.',
      acknowledge,
    });
    return { success: true as const, id: row.id };
  });
}

export async function submitContact(deps: InquiryDeps, fields: z.output<typeof ContactFields>, image: Buffer | null, mayAcknowledge: AcknowledgementAllowance) {
  const imageUrl = image ? await storeImage(deps.storage, 'contact', image, checkImage(image)) : null;
  const acknowledge = await mayAcknowledge(fields.email);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values({ ...fields, imageUrl }).returning({ id: contactMessages.id });
    await fileInInbox(tx, { kind: 'contact', sourceId: row.id, name: fields.name, email: fields.email, subject: fields.subject, body: fields.message });
    await queueInquiryMails(tx, deps.config, {
      kind: 'contact', label: 'Message', reference: referenceOf(row.id), sender: fields,
      fields: [['Subject', fields.subject], ['Message', fields.message], ['Image', imageLink(deps, imageUrl)]],
      promise: 'We will get back to you within 24 hours.',
      acknowledge,
    });
    return { success: true as const, id: row.id };
  });
}

export async function submitSupportTicket(deps: InquiryDeps, body: z.output<typeof SupportTicketBody>, userId: string | null, mayAcknowledge: AcknowledgementAllowance) {
  const acknowledge = await mayAcknowledge(body.email);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(supportTickets).values({ ...body, userId }).returning({ id: supportTickets.id });
    await fileInInbox(tx, { kind: 'ticket', sourceId: row.id, name: body.name, email: body.email, subject: body.subject, body: body.message });
    await queueInquiryMails(tx, deps.config, {
      kind: 'ticket', label: 'Support ticket', reference: referenceOf(row.id), sender: body,
      fields: [
        ['Subject', body.subject], ['Priority', labelOf(TICKET_PRIORITIES, body.priority)],
        ['Category', labelOf(TICKET_CATEGORIES, body.category)], ['Message', body.message],
      ],
      promise: 'We will respond within 24 hours.',
      acknowledge,
    });
    return { success: true as const, id: row.id };
  });
}

export async function submitApplication(deps: InquiryDeps, body: z.output<typeof CareerApplicationBody>, mayAcknowledge: AcknowledgementAllowance) {
  const acknowledge = await mayAcknowledge(body.email);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(careerApplications).values({ ...body, portfolio: body.portfolio || null }).returning({ id: careerApplications.id });
    await fileInInbox(tx, {
      kind: 'application', sourceId: row.id, name: body.fullName, email: body.email, subject: labelOf(CAREER_POSITIONS, body.position), body: body.coverLetter,
    });
    await queueInquiryMails(tx, deps.config, {
      kind: 'application', label: 'Application', reference: referenceOf(row.id),
      sender: { name: body.fullName, email: body.email },
      fields: [
        ['Phone', body.phone], ['Position', labelOf(CAREER_POSITIONS, body.position)],
        ['Experience', labelOf(EXPERIENCE_LEVELS, body.experience)], ['Availability', labelOf(AVAILABILITY, body.availability)],
        ['Portfolio', body.portfolio], ['Cover letter', body.coverLetter],
      ],
      promise: 'We will review your application and get back to you soon.',
      acknowledge,
    });
    return { success: true as const, id: row.id };
  });
}
