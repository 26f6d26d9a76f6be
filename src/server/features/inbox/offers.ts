/**
 * Price offers on quotes (issue 27, point 2; docs/inbox.md): the link's token, and where an offer
 * stands. The token is 32 random bytes, mailed once and kept only as its SHA-256, as refresh tokens
 * and mailed links are: the table alone cannot pay an offer.
 */
import { createHash, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { OfferState, OfferView } from '@shared/contracts/inbox';
import { fromCents } from '@shared/pricing';
import type { DbOrTx } from '../../db/client';
import { designs, payments, quoteOffers } from '../../db/schema';

export type OfferRow = typeof quoteOffers.$inferSelect;

export function newOfferToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOfferToken(token) };
}

export const hashOfferToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Paid first (whatever came after), then a design gone, a newer offer, the date. */
export function offerState(offer: Pick<OfferRow, 'paidAt' | 'designId' | 'withdrawnAt' | 'expiresAt'>, now = new Date()): OfferState {
  if (offer.paidAt) return 'paid';
  if (!offer.designId) return 'unavailable';
  if (offer.withdrawnAt) return 'withdrawn';
  if (offer.expiresAt <= now) return 'expired';
  return 'open';
}

/** An item's offers, newest first, with the design's name and the order each was paid with. */
export async function offersOf(db: DbOrTx, itemId: string, now = new Date()): Promise<OfferView[]> {
  const rows = await db.select({ offer: quoteOffers, designName: designs.name, checkoutNumber: payments.checkoutNumber })
    .from(quoteOffers)
    .leftJoin(designs, eq(designs.id, quoteOffers.designId))
    .leftJoin(payments, eq(payments.id, quoteOffers.paidPaymentId))
    .where(eq(quoteOffers.itemId, itemId))
    .orderBy(desc(quoteOffers.createdAt), desc(quoteOffers.id));
  return rows.map(({ offer, designName, checkoutNumber }) => ({
    id: offer.id,
    price: fromCents(offer.priceCents),
    material: offer.material,
    designName,
    state: offerState(offer, now),
    expiresAt: offer.expiresAt.toISOString(),
    paidAt: offer.paidAt?.toISOString() ?? null,
    checkoutNumber,
    createdAt: offer.createdAt.toISOString(),
  }));
}
