import { and, eq, isNull, sql } from 'drizzle-orm';
import type { InboxItemView } from '@shared/contracts/inbox';
import { OFFER_VALID_DAYS } from '@shared/limits';
import { materialLabel } from '@shared/materials';
import { inboxDeskMessages } from '@shared/messages';
import { INBOX_STATUSES, labelOf, type InboxStatus, type NormalMaterial } from '@shared/options';
import { formatPrice, toCents } from '@shared/pricing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { designs, inboxItems, inboxMessages, quoteOffers, quotes } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { recordAdminAction, type Actor } from '../admin/record-action';
import { queueOfferMail } from './inbox-mails';
import { itemNotFound, readInboxItem } from './item-view';
import { lockItem } from './lock-item';
import { newOfferToken } from './offers';
import { quoteDesignId, readQuoteDesign } from './quote-design';

const DAY_MS = 24 * 60 * 60 * 1000;
const refuse = (message: string) => new HttpError(422, message);

/**
 * Answers a quote with a price (issue 27, point 2): an offer for the quote's design, in the metal and
 * at the whole-dollar price the admin set, valid OFFER_VALID_DAYS, whose link (a random token) is
 * mailed to the customer and opens a checkout for that one piece at that price. Open offers on the
 * same quote are withdrawn: only the latest price can be paid. The note, if any, joins the thread.
 * Refused (422, nothing written) for an item that is not a quote, or a quote naming no design of the
 * shop's, or one whose design has been deleted.
 */
export async function offerPrice(
  db: Db, config: Config, actor: Actor, id: string,
  input: { price: number; material: NormalMaterial; message: string; status: InboxStatus },
  now = new Date(),
): Promise<InboxItemView> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, id);
    if (item.kind !== 'quote') throw refuse(inboxDeskMessages.offerOnlyQuotes);
    const [quote] = await tx.select({ design: quotes.design }).from(quotes).where(eq(quotes.id, item.sourceId));
    if (!quote) throw itemNotFound();
    const designId = quoteDesignId(readQuoteDesign(quote.design));
    if (!designId) throw refuse(inboxDeskMessages.offerNoDesign);
    const [design] = await tx.select({ id: designs.id, name: designs.name }).from(designs).where(eq(designs.id, designId));
    if (!design) throw refuse(inboxDeskMessages.offerDesignGone);

    await tx.update(quoteOffers).set({ withdrawnAt: now })
      .where(and(eq(quoteOffers.itemId, id), isNull(quoteOffers.withdrawnAt), isNull(quoteOffers.paidAt)));
    const { token, hash } = newOfferToken();
    const expiresAt = new Date(now.getTime() + OFFER_VALID_DAYS * DAY_MS);
    const [offer] = await tx.insert(quoteOffers).values({
      itemId: id, designId: design.id, material: input.material, priceCents: toCents(input.price), tokenHash: hash, expiresAt,
      adminId: actor.id, adminEmail: actor.email, createdAt: now,
    }).returning({ id: quoteOffers.id });
    await tx.insert(inboxMessages).values({ itemId: id, kind: 'offer', body: input.message, offerId: offer.id, adminId: actor.id, adminEmail: actor.email, createdAt: now });
    await tx.update(inboxItems).set({ status: input.status, replies: sql`${inboxItems.replies} + 1`, updatedAt: now }).where(eq(inboxItems.id, id));
    await queueOfferMail(tx, config, item, { token, designName: design.name, material: input.material, price: input.price, expiresAt, message: input.message });
    await recordAdminAction(tx, actor, {
      kind: 'inbox', itemId: id, action: 'Offered a price',
      detail: { design: design.name, metal: materialLabel(input.material), price: formatPrice(input.price), status: labelOf(INBOX_STATUSES, input.status) },
    });
    return readInboxItem(tx, id);
  });
}
