import { Gem } from 'lucide-react';
import type { PublicOffer } from '@shared/contracts/inbox';
import { offerMessages } from '@shared/messages/offers';
import { longDate, readDate } from '../../lib/dates';

/** In an offer's checkout summary, where the promo code's field would be: the quoted price and until when it holds. */
export function OfferNote({ offer }: { offer: PublicOffer }) {
  const until = readDate(offer.expiresAt);
  return (
    <div className="flex items-start gap-3" data-testid="offer-note">
      <Gem size={18} strokeWidth={1.5} aria-hidden className="mt-0.5 shrink-0 text-gold-deep" />
      <div className="font-sans text-sm leading-relaxed">
        <p className="font-medium text-ink">{offerMessages.quotedFor(offer.price)}</p>
        {until ? <p className="text-graphite">{offerMessages.validUntil(longDate(until))}</p> : null}
      </div>
    </div>
  );
}
