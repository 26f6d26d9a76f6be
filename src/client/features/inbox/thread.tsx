import { Gem, Reply } from 'lucide-react';
import type { OfferView, ThreadMessage } from '@shared/contracts/inbox';
import { materialLabel } from '@shared/materials';
import { inboxDeskMessages as text } from '@shared/messages/inbox';
import { cn } from '../../lib/cn';
import { dateAndTime, readDate, shortDate } from '../../lib/dates';

const when = (iso: string) => {
  const date = readDate(iso);
  return date ? dateAndTime(date) : '';
};

/** Where an offer stands, in words: open until a date, paid with an order, expired, replaced. */
export function offerStateText(offer: OfferView): string {
  switch (offer.state) {
    case 'open': {
      const until = readDate(offer.expiresAt);
      return text.offerState.open(until ? shortDate(until) : '');
    }
    case 'paid':
      return text.offerState.paid(offer.checkoutNumber);
    default:
      return text.offerState[offer.state];
  }
}

/** An offer's line: price and metal, and where it stands. */
export function OfferLine({ offer, className }: { offer: OfferView; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-3 gap-y-1 font-sans text-sm', className)} data-testid="offer-line" data-state={offer.state}>
      <span className="font-medium tabular-nums text-ink">{text.offerLine(offer.price, materialLabel(offer.material))}</span>
      <span className={offer.state === 'paid' ? 'text-success' : offer.state === 'open' ? 'text-gold-deep' : 'text-graphite'}>{offerStateText(offer)}</span>
    </p>
  );
}

/** What the shop sent, oldest first: each reply and offer with who sent it and when. Plain text only. */
export function Thread({ messages }: { messages: readonly ThreadMessage[] }) {
  if (messages.length === 0) return <p className="font-sans text-sm text-graphite" data-testid="thread-empty">{text.threadEmpty}</p>;
  return (
    <ol className="flex flex-col gap-4" data-testid="thread">
      {messages.map((message) => {
        const Icon = message.kind === 'offer' ? Gem : Reply;
        return (
          <li key={message.id} className="border-l-2 border-gold/60 bg-ivory px-4 py-3" data-testid="thread-message">
            <p className="flex flex-wrap items-center gap-x-2 font-sans text-xs text-graphite">
              <Icon size={14} strokeWidth={1.5} aria-hidden className="text-gold-deep" />
              <span className="font-medium text-ink">{message.kind === 'offer' ? text.offeredBy(message.adminEmail) : text.repliedBy(message.adminEmail)}</span>
              <span>{when(message.createdAt)}</span>
            </p>
            {message.offer ? <OfferLine offer={message.offer} className="mt-2" /> : null}
            {message.body ? <p className="mt-2 whitespace-pre-wrap break-words font-sans text-[15px] leading-relaxed text-ink" data-testid="thread-body">{message.body}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
