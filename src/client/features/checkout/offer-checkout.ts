import type { PublicOffer } from '@shared/contracts/inbox';
import { bagTotals } from '@shared/bag-totals';
import { offerMessages } from '@shared/messages/offers';
import { ApiError } from '../../lib/api';
import { useOffer } from './api/get-offer';
import type { CheckoutBag } from './checkout-bag';

const ALREADY_CLEAR = () => Promise.resolve();

/** The offer's one piece as the checkout shows and sends it: quantity 1, in the offered metal, at the offered price. */
function offerBag(token: string, offer: PublicOffer & { design: NonNullable<PublicOffer['design']> }, onRefused: () => void): CheckoutBag {
  const line = {
    id: `offer-${offer.design.id}`, designId: offer.design.id, quantity: 1, material: offer.material, lineTotal: offer.price,
    design: offer.design, customizations: { material: offer.material },
  };
  return {
    lines: [line],
    totals: bagTotals([{ quantity: 1, unitPrice: offer.price, material: offer.material }]),
    // The customer's own bag is not this checkout's: nothing to empty once paid.
    clear: ALREADY_CLEAR,
    offer: token,
    onOfferRefused: onRefused,
  };
}

/**
 * The checkout an offer's link opens (/checkout?offer=...; issue 27, point 2): the offer read by its
 * token, and, while it can be paid, the checkout's bag of its one piece. Otherwise why it cannot
 * (expired, paid, replaced, its piece gone, an unknown link), in the offer's own words.
 */
export function useOfferCheckout(token: string | null) {
  const query = useOffer(token);
  const offer = query.data;
  const refresh = () => void query.refetch();
  const bag = token && offer?.state === 'open' && offer.design ? offerBag(token, { ...offer, design: offer.design }, refresh) : null;
  let problem: string | null = null;
  if (token && offer && !bag) problem = offerMessages[offer.state === 'open' ? 'unavailable' : offer.state];
  else if (token && query.isError) problem = query.error instanceof ApiError && query.error.status >= 500 ? offerMessages.loadFailed : offerMessages.unknown;
  return { active: Boolean(token), loading: Boolean(token) && query.isPending, offer: offer ?? null, bag, problem };
}
