import { useState, type FormEvent } from 'react';
import type { InboxItemView } from '@shared/contracts/inbox';
import { INBOX_REPLY_MAX, OFFER_PRICE_MAX } from '@shared/limits';
import { PRODUCT_MATERIALS, pictureFor } from '@shared/materials';
import { inboxDeskMessages as text } from '@shared/messages/inbox';
import type { NormalMaterial } from '@shared/options';
import { SelectField, TextAreaField, TextField } from '../../components/form/controls';
import { Button } from '../../components/ui/button';
import { DesignImage } from '../../components/ui/design-image';
import { toast } from '../../components/ui/toast';
import { readableError } from '../../lib/api';
import { useOfferPrice } from './api/offer-price';
import { OfferLine } from './thread';

const METALS = PRODUCT_MATERIALS.map((m) => ({ value: m.value, label: m.value === 'sterling-silver' ? '.925 Sterling Silver' : m.label }));

/** A whole number of dollars from 1 to the ceiling, or null. */
function wholeDollars(value: string): number | null {
  if (!/^\d{1,6}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= 1 && n <= OFFER_PRICE_MAX ? n : null;
}

/**
 * Answer a quote with a price (issue 27, point 2): the design the quote came from, its list prices
 * for reference, the price and metal, a note; the customer gets a checkout link for it. The offers
 * made so far follow, newest first. A quote naming no design of the shop's says why instead.
 */
export function OfferForm({ view }: { view: InboxItemView }) {
  const offer = useOfferPrice(view.item.id);
  const sent = view.sent.kind === 'quote' ? view.sent : null;
  const design = sent?.offerDesign ?? null;
  const [material, setMaterial] = useState<NormalMaterial>('14k-gold');
  const [price, setPrice] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!sent) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (offer.isPending) return;
    const dollars = wholeDollars(price);
    if (dollars === null) {
      setError(text.priceRange);
      return;
    }
    try {
      await offer.mutateAsync({ price: dollars, material, message: note.trim(), status: 'answered' });
      setPrice('');
      setNote('');
      toast(text.offerSent(view.item.email));
    } catch (failure) {
      toast({ variant: 'destructive', title: text.failed, description: readableError(failure) });
    }
  };

  return (
    <div className="flex flex-col gap-5" data-testid="offer">
      {design ? (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" aria-label={text.offer} data-testid="offer-form">
          <p className="font-sans text-sm leading-relaxed text-graphite">{text.offerLead}</p>
          <div className="flex items-center gap-3">
            <DesignImage src={pictureFor(material, design)} alt={design.name} className="size-16 shrink-0 border border-hairline/70" />
            <div className="min-w-0 font-sans text-sm">
              <p className="truncate font-medium text-ink">{design.name}</p>
              <p className="text-graphite">{text.listPrices(design.price, design.silverPrice)}</p>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <TextField
              label={text.offerPrice}
              hint={text.offerPriceHint}
              name="offer-price"
              inputMode="numeric"
              autoComplete="off"
              value={price}
              error={error}
              disabled={offer.isPending}
              onChange={(event) => {
                setPrice(event.target.value);
                if (error) setError(null);
              }}
            />
            <SelectField label={text.offerMetal} name="offer-metal" options={METALS} value={material} disabled={offer.isPending} onChange={(event) => setMaterial(event.target.value as NormalMaterial)} />
          </div>
          <TextAreaField label={text.offerNote} optional name="offer-note" rows={3} maxLength={INBOX_REPLY_MAX} value={note} disabled={offer.isPending} onChange={(event) => setNote(event.target.value)} />
          <Button type="submit" disabled={offer.isPending} className="w-full" data-testid="send-offer">
            {offer.isPending ? text.sending : text.sendOffer}
          </Button>
        </form>
      ) : (
        <p className="font-sans text-sm leading-relaxed text-graphite" data-testid="offer-refusal">{sent.offerRefusal}</p>
      )}
      {view.offers.length ? (
        <div>
          <h3 className="font-sans text-[11px] font-medium uppercase tracking-[0.16em] text-graphite">{text.offers}</h3>
          <ul className="mt-2 flex flex-col gap-2" data-testid="offers">
            {view.offers.map((o) => <li key={o.id}><OfferLine offer={o} /></li>)}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
