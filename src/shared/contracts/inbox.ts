import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';
import { DesignSummary, Dollars, Id, Page, Timestamp, limit, text } from './common';
import { InboxKind, InboxStatus, NormalMaterial } from './enums';
import { ADMIN_INBOX_LIMIT_MAX, ADMIN_INBOX_PAGE_SIZE, INBOX_REPLY_MAX, OFFER_PRICE_MAX, SHORT_TEXT_MAX } from '../limits';
import { inboxDeskMessages as m } from '../messages/inbox';

// The inbox (issue 27, point 2; docs/inbox.md): quotes, contact messages, support tickets and career
// applications listed together on the desk; one item with everything its sender sent and the shop's
// replies; a reply, a status, and for a quote a price offer whose link is a checkout. The checkout
// reads an offer by its link's token (public: the token is the key) and takes it in
// create-payment-intent's `offer` (./checkout.ts).

export const InboxQuery = z.strictObject({
  kind: InboxKind.optional(),
  status: InboxStatus.optional(),
  q: z.string().trim().max(SHORT_TEXT_MAX).optional().describe('Words in the name, email, subject or text (case-insensitive, anywhere)'),
  page: Page,
  limit: limit(ADMIN_INBOX_LIMIT_MAX, ADMIN_INBOX_PAGE_SIZE),
});
export type InboxQuery = z.input<typeof InboxQuery>;

/** An item as the list shows it. */
export const InboxListItem = z.object({
  id: Id,
  kind: InboxKind,
  name: z.string(),
  email: z.string(),
  subject: z.string().describe("The subject, the quote's design, or the position applied for"),
  preview: z.string().describe('The first words of what they wrote'),
  status: InboxStatus,
  replies: z.number().int().describe('Replies and offers sent from the desk'),
  createdAt: Timestamp,
  updatedAt: Timestamp.describe('The last reply, offer or status change'),
});
export type InboxListItem = z.infer<typeof InboxListItem>;

/** How many items of each status match the kind and words asked for (the status filter aside). */
export const InboxCounts = z.object({ new: z.number().int(), in_progress: z.number().int(), answered: z.number().int(), closed: z.number().int() });
export type InboxCounts = z.infer<typeof InboxCounts>;

export const InboxList = z.object({
  items: z.array(InboxListItem),
  total: z.number().int().describe('Items matching every filter; a search is counted up to 1,000 (see `exact`)'),
  exact: z.boolean().describe('False when a search matched more than 1,000 items: `total` is then 1,000 and `counts` null'),
  counts: InboxCounts.nullable(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type InboxList = z.infer<typeof InboxList>;

export const InboxItemParams = z.strictObject({ id: Id });

/** What the customer sent, by kind: option values travel as values (the client labels them from ../options). */
export const QuoteSent = z.object({
  kind: z.literal('quote'),
  budget: z.string(),
  size: z.string(),
  specialRequests: z.string(),
  referenceImageUrl: z.string().nullable(),
  referenceImageName: z.string().nullable(),
  /** The design as the visitor saw it when asking (name, material, style, picture). */
  design: z.object({ id: z.string().nullable(), name: z.string(), material: z.string(), style: z.string(), imageUrl: z.string().nullable() }).nullable(),
  /** The shop's design an offer would be for, as it is now; null with `offerRefusal` saying why. */
  offerDesign: DesignSummary.nullable(),
  offerRefusal: z.string().nullable(),
});
export const ContactSent = z.object({ kind: z.literal('contact'), subject: z.string(), message: z.string(), imageUrl: z.string().nullable() });
export const TicketSent = z.object({ kind: z.literal('ticket'), subject: z.string(), priority: z.string(), category: z.string(), message: z.string() });
export const ApplicationSent = z.object({
  kind: z.literal('application'),
  phone: z.string(),
  position: z.string(),
  experience: z.string(),
  availability: z.string(),
  /** An http(s) link, or null (anything else stored before is not offered as a link). */
  portfolio: z.string().nullable(),
  coverLetter: z.string(),
});
export const InboxSent = z.discriminatedUnion('kind', [QuoteSent, ContactSent, TicketSent, ApplicationSent]);
export type InboxSent = z.infer<typeof InboxSent>;

export const OfferState = z.enum(['open', 'paid', 'expired', 'withdrawn', 'unavailable']);
export type OfferState = z.infer<typeof OfferState>;

/** A price offer on the desk. */
export const OfferView = z.object({
  id: Id,
  price: Dollars,
  material: NormalMaterial,
  designName: z.string().nullable(),
  state: OfferState,
  expiresAt: Timestamp,
  paidAt: Timestamp.nullable(),
  checkoutNumber: z.string().nullable().describe('The order it was paid with (AU-10234)'),
  createdAt: Timestamp,
});
export type OfferView = z.infer<typeof OfferView>;

/** One message the shop sent: a reply, or the note of a price offer. Plain text, shown as text. */
export const ThreadMessage = z.object({
  id: Id,
  kind: z.enum(['reply', 'offer']),
  body: z.string(),
  adminEmail: z.string(),
  offer: OfferView.nullable(),
  createdAt: Timestamp,
});
export type ThreadMessage = z.infer<typeof ThreadMessage>;

export const InboxItemView = z.object({
  item: InboxListItem,
  reference: z.string().describe('What the acknowledgement mail called it: the first eight characters of the inquiry'),
  sent: InboxSent,
  thread: z.array(ThreadMessage).describe('Oldest first'),
  offers: z.array(OfferView).describe('Newest first'),
});
export type InboxItemView = z.infer<typeof InboxItemView>;

export const ReplyBody = z.strictObject({
  message: text(m.replyRequired, INBOX_REPLY_MAX),
  /** Where the item stands once replied: answered unless the admin chooses otherwise. */
  status: InboxStatus.default('answered'),
});
export type ReplyBody = z.input<typeof ReplyBody>;

export const InboxStatusBody = z.strictObject({ status: InboxStatus });

export const OfferBody = z.strictObject({
  price: z.number({ error: m.priceRange }).int({ error: m.priceRange }).min(1, { error: m.priceRange }).max(OFFER_PRICE_MAX, { error: m.priceRange }),
  material: NormalMaterial,
  /** Words to go with the price in the mail; optional. */
  message: z.string().trim().max(INBOX_REPLY_MAX).nullish().transform((v) => v ?? ''),
  status: InboxStatus.default('answered'),
});
export type OfferBody = z.input<typeof OfferBody>;

/** An offer's link token: 32 random bytes, base64url. */
export const OfferToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This offer link is not valid. Please check the link in our email.' });
export const OfferParams = z.strictObject({ token: OfferToken });

/** What the checkout shows of an offer: the piece, the metal, the price, until when; nothing of the customer. */
export const PublicOffer = z.object({
  state: OfferState,
  design: DesignSummary.nullable(),
  material: NormalMaterial,
  price: Dollars,
  expiresAt: Timestamp,
});
export type PublicOffer = z.infer<typeof PublicOffer>;

export const adminInbox = endpoint({
  ...routes.adminInbox, access: 'admin',
  summary: 'The inbox: quotes, contact messages, support tickets and applications, newest first, filtered by kind and status, searched and paged',
  query: InboxQuery, response: InboxList,
});
export const adminInboxItem = endpoint({
  ...routes.adminInboxItem, access: 'admin',
  summary: 'One inbox item: everything its sender sent, the replies and offers the shop sent',
  params: InboxItemParams, response: InboxItemView,
});
export const replyToInboxItem = endpoint({
  ...routes.replyToInboxItem, access: 'admin',
  summary: "Reply to an item: mailed to its sender, kept in its thread, the item's status set (answered by default)",
  params: InboxItemParams, body: ReplyBody, response: InboxItemView,
});
export const setInboxStatus = endpoint({
  ...routes.setInboxStatus, access: 'admin',
  summary: "Set an item's status (new, in progress, answered, closed)",
  params: InboxItemParams, body: InboxStatusBody, response: InboxItemView,
});
export const offerQuotePrice = endpoint({
  ...routes.offerQuotePrice, access: 'admin',
  summary: "Answer a quote with a price for its design: mails the customer a checkout link for that piece at that price (30 days, paid once); replaces an open offer",
  params: InboxItemParams, body: OfferBody, response: InboxItemView,
});
export const getOffer = endpoint({
  ...routes.getOffer, access: 'public',
  summary: "A price offer by its link's token: the piece, metal and price the checkout shows, and whether it can still be paid",
  params: OfferParams, response: PublicOffer,
});

export const inboxEndpoints = [adminInbox, adminInboxItem, replyToInboxItem, setInboxStatus, offerQuotePrice, getOffer] as const;
