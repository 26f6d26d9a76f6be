import { asc, eq } from 'drizzle-orm';
import type { InboxItemView, InboxSent, OfferView } from '@shared/contracts/inbox';
import { inboxDeskMessages } from '@shared/messages';
import type { DbOrTx } from '../../db/client';
import { careerApplications, contactMessages, designs, inboxItems, inboxMessages, quotes, supportTickets } from '../../db/schema';
import { notFound } from '../../http/errors';
import { toDesignSummary } from '../designs/design-view';
import { referenceOf } from '../inquiries/inquiry-mails';
import { listColumns, toListItem } from './list-inbox';
import { offersOf } from './offers';
import { quoteDesignId, readQuoteDesign } from './quote-design';

type ItemRow = typeof inboxItems.$inferSelect;

export const itemNotFound = () => notFound(inboxDeskMessages.itemNotFound);

/** A portfolio is opened by staff: offered as a link only when it is http(s) (the form has always required it; older rows are not trusted). */
function webLink(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Everything the customer sent, read from the inquiry's own row. */
async function sentOf(db: DbOrTx, item: Pick<ItemRow, 'kind' | 'sourceId'>): Promise<InboxSent> {
  switch (item.kind) {
    case 'quote': {
      const [quote] = await db.select().from(quotes).where(eq(quotes.id, item.sourceId));
      if (!quote) throw itemNotFound();
      const design = readQuoteDesign(quote.design);
      const designId = quoteDesignId(design);
      const [found] = designId ? await db.select().from(designs).where(eq(designs.id, designId)) : [];
      return {
        kind: 'quote', budget: quote.budget, size: quote.size, specialRequests: quote.specialRequests,
        referenceImageUrl: quote.referenceImageUrl, referenceImageName: quote.referenceImageName, design,
        offerDesign: found ? toDesignSummary(found) : null,
        offerRefusal: found ? null : designId ? inboxDeskMessages.offerDesignGone : inboxDeskMessages.offerNoDesign,
      };
    }
    case 'contact': {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, item.sourceId));
      if (!row) throw itemNotFound();
      return { kind: 'contact', subject: row.subject, message: row.message, imageUrl: row.imageUrl };
    }
    case 'ticket': {
      const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, item.sourceId));
      if (!row) throw itemNotFound();
      return { kind: 'ticket', subject: row.subject, priority: row.priority, category: row.category, message: row.message };
    }
    case 'application': {
      const [row] = await db.select().from(careerApplications).where(eq(careerApplications.id, item.sourceId));
      if (!row) throw itemNotFound();
      return {
        kind: 'application', phone: row.phone, position: row.position, experience: row.experience, availability: row.availability,
        portfolio: webLink(row.portfolio), coverLetter: row.coverLetter,
      };
    }
  }
}

/** One inbox item as the desk shows it: the list's row, everything sent, the shop's replies and offers. */
export async function readInboxItem(db: DbOrTx, id: string): Promise<InboxItemView> {
  const [item] = await db.select({ ...listColumns, sourceId: inboxItems.sourceId }).from(inboxItems).where(eq(inboxItems.id, id));
  if (!item) throw itemNotFound();
  // One after another: inside a write's transaction the statements share one connection.
  const sent = await sentOf(db, item);
  const messages = await db.select().from(inboxMessages).where(eq(inboxMessages.itemId, id)).orderBy(asc(inboxMessages.createdAt), asc(inboxMessages.id));
  const offers: OfferView[] = item.kind === 'quote' ? await offersOf(db, id) : [];
  const offerById = new Map(offers.map((o) => [o.id, o]));
  const { sourceId, ...row } = item;
  return {
    item: toListItem(row),
    reference: referenceOf(sourceId),
    sent,
    thread: messages.map((m) => ({
      id: m.id, kind: m.kind, body: m.body, adminEmail: m.adminEmail,
      offer: m.offerId ? offerById.get(m.offerId) ?? null : null, createdAt: m.createdAt.toISOString(),
    })),
    offers,
  };
}
