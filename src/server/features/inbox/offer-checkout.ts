/**
 * The checkout side of a price offer (issue 27, point 2; docs/inbox.md). The link's token names the
 * offer; the offer's row alone decides the piece, the metal and the amount: one line, quantity 1, at
 * the offered price. It can be paid while open: not paid, not replaced by a newer offer, not past
 * its date, its design still in the shop. Paying it marks it paid, once (fulfil-payment.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { PublicOffer } from '@shared/contracts/inbox';
import { normaliseCustomizations } from '@shared/customizations';
import { normaliseMaterial, pictureFor } from '@shared/materials';
import { offerMessages } from '@shared/messages';
import { fromCents } from '@shared/pricing';
import type { Db, Tx } from '../../db/client';
import { designs, quoteOffers } from '../../db/schema';
import { HttpError, conflict, notFound } from '../../http/errors';
import type { PricedLine } from '../checkout/price-lines';
import { toDesignSummary } from '../designs/design-view';
import { hashOfferToken, offerState } from './offers';

async function findOffer(db: Db, token: string) {
  const [found] = await db.select({ offer: quoteOffers, design: designs }).from(quoteOffers)
    .leftJoin(designs, eq(designs.id, quoteOffers.designId))
    .where(eq(quoteOffers.tokenHash, hashOfferToken(token)));
  if (!found) throw notFound(offerMessages.unknown);
  return found;
}

/** GET /api/offers/:token: what the checkout shows, and whether it can still be paid. */
export async function readPublicOffer(db: Db, token: string, now = new Date()): Promise<PublicOffer> {
  const { offer, design } = await findOffer(db, token);
  return {
    state: offerState(offer, now),
    design: design ? toDesignSummary(design) : null,
    material: offer.material,
    price: fromCents(offer.priceCents),
    expiresAt: offer.expiresAt.toISOString(),
  };
}

interface AskedLine { designId: string; quantity: number; customizations?: Record<string, unknown> }

/**
 * The line a payment of the offer charges, or the refusal (nothing written): unknown 404, paid 409,
 * replaced, past its date or its piece gone 410; lines other than its one piece 422.
 */
export async function offerLine(db: Db, token: string, asked: readonly AskedLine[], now = new Date()): Promise<{ offerId: string; line: PricedLine }> {
  const { offer, design } = await findOffer(db, token);
  const state = offerState(offer, now);
  if (state === 'paid') throw conflict(offerMessages.paid);
  if (state !== 'open' || !design) throw new HttpError(410, offerMessages[state === 'open' ? 'unavailable' : state]);
  const [only] = asked;
  const same = asked.length === 1 && only.designId === design.id && only.quantity === 1
    && normaliseMaterial(only.customizations?.material as string | undefined) === offer.material;
  if (!same) throw new HttpError(422, offerMessages.notThisPiece);
  return {
    offerId: offer.id,
    line: {
      designId: design.id, quantity: 1, customizations: normaliseCustomizations({ material: offer.material }), material: offer.material,
      unitCents: offer.priceCents, lineCents: offer.priceCents, designName: design.name,
      designImageUrl: pictureFor(offer.material, design), engraving: design.engraving,
    },
  };
}

/** The payment of the offer is made: the offer is paid, by this payment, once. */
export async function markOfferPaid(tx: Tx, offerId: string, paymentId: string, now = new Date()): Promise<void> {
  await tx.update(quoteOffers).set({ paidAt: now, paidPaymentId: paymentId })
    .where(and(eq(quoteOffers.id, offerId), isNull(quoteOffers.paidAt)));
}
