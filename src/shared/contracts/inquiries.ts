import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';
import { Created, Id, email, optionalText, text } from './common';
import {
  COVER_LETTER_MIN, DATA_URL_MAX_CHARS, FULL_NAME_MIN, LONG_TEXT_MAX, PHONE_MAX, PHONE_MIN, SHORT_TEXT_MAX, URL_MAX,
} from '../limits';
import { careerMessages, contactMessages, quoteMessages, ticketMessages } from '../messages';
import { DEFAULT_TICKET_CATEGORY, DEFAULT_TICKET_PRIORITY } from '../options';
import { isDesignImagePath } from '../stored-files';
import {
  Availability, CareerPosition, ExperienceLevel, QuoteBudget, QuoteSize, TicketCategory, TicketPriority,
} from './enums';

// Quotes, contact, support tickets and careers (spec 02, sections 3, 5 and 7). The server checks the
// same rules as the dialogs, with the same words.

const missingContact = `${contactMessages.missing.title}: ${contactMessages.missing.description}`;
const missingTicket = `${ticketMessages.missing.title}: ${ticketMessages.missing.description}`;
const invalidImage = `${quoteMessages.invalidFileType.title}: ${quoteMessages.invalidFileType.description}`;

/**
 * The quote's summary of the design it was opened from (Design Lab or product page). Its image is
 * the design's render as the shop stores it, a path the shop's mail links to on its own address;
 * anything else ('@evil.example/...', another site) would make the shop's mail carry a stranger's link.
 */
export const QuoteDesign = z.strictObject({
  /** The design's id, so the desk can answer the quote with a checkout link for it (issue 27, point 2). */
  id: Id.nullish(),
  name: optionalText(),
  material: optionalText(),
  style: optionalText(),
  imageUrl: optionalText(URL_MAX).refine((path) => path === '' || isDesignImagePath(path), { error: quoteMessages.designImage }),
});

/** A base64 image data URL; the server decodes it, checks its bytes and holds it to 5 MB. */
export const ImageDataUrl = z
  .string()
  .max(DATA_URL_MAX_CHARS, { error: `${quoteMessages.fileTooLarge.title}: ${quoteMessages.fileTooLarge.description}` })
  .regex(/^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]+={0,2}$/i, { error: invalidImage });

export const QuoteBody = z.strictObject({
  customerName: text(quoteMessages.nameInline),
  email: email(quoteMessages.emailInline),
  budget: z.enum(QuoteBudget.options, { error: quoteMessages.budgetInline }),
  size: z.enum(QuoteSize.options, { error: quoteMessages.sizeInline }),
  specialRequests: optionalText(LONG_TEXT_MAX),
  referenceImage: ImageDataUrl.nullish(),
  referenceImageName: optionalText(255),
  design: QuoteDesign.nullish(),
});
export type QuoteBody = z.input<typeof QuoteBody>;

/** The contact form's fields; the image part of the multipart body is checked by the handler. */
export const ContactFields = z.strictObject({
  name: text(missingContact),
  email: email(),
  subject: optionalText(),
  message: text(missingContact, LONG_TEXT_MAX),
});
export type ContactFields = z.input<typeof ContactFields>;

export const SupportTicketBody = z.strictObject({
  name: text(missingTicket),
  email: email(),
  subject: text(missingTicket),
  priority: TicketPriority.default(DEFAULT_TICKET_PRIORITY),
  category: TicketCategory.default(DEFAULT_TICKET_CATEGORY),
  message: text(missingTicket, LONG_TEXT_MAX),
});
export type SupportTicketBody = z.input<typeof SupportTicketBody>;

/** Only web links: a portfolio is opened by staff, so no javascript: or data: URLs. */
const Portfolio = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: careerMessages.portfolio }).max(URL_MAX),
], { error: careerMessages.portfolio });

export const CareerApplicationBody = z.strictObject({
  fullName: text(careerMessages.fullName, SHORT_TEXT_MAX, { min: FULL_NAME_MIN }),
  email: email(careerMessages.email),
  phone: text(careerMessages.phone, PHONE_MAX, { min: PHONE_MIN }),
  position: z.enum(CareerPosition.options, { error: careerMessages.position }),
  experience: z.enum(ExperienceLevel.options, { error: careerMessages.experience }),
  portfolio: z.string().trim().pipe(Portfolio).nullish().transform((v) => v ?? ''),
  coverLetter: text(careerMessages.coverLetter, LONG_TEXT_MAX, { min: COVER_LETTER_MIN }),
  availability: z.enum(Availability.options, { error: careerMessages.availability }),
});
export type CareerApplicationBody = z.input<typeof CareerApplicationBody>;

export const submitQuote = endpoint({
  ...routes.submitQuote, access: 'public',
  summary: 'Request a quote, optionally for a design and with a reference image (data URL, at most 5 MB)',
  body: QuoteBody, response: Created,
});
export const submitContact = endpoint({
  ...routes.submitContact, access: 'public',
  summary: 'Send a contact message (multipart: the ContactFields plus an optional image up to 5 MB)',
  response: Created,
});
export const submitSupportTicket = endpoint({
  ...routes.submitSupportTicket, access: 'public',
  summary: 'Open a support ticket',
  body: SupportTicketBody, response: Created,
});
export const submitCareerApplication = endpoint({
  ...routes.submitCareerApplication, access: 'public',
  summary: 'Apply for a position',
  body: CareerApplicationBody, response: Created,
});

export const inquiryEndpoints = [submitQuote, submitContact, submitSupportTicket, submitCareerApplication] as const;
