import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import type { InboxSent } from '@shared/contracts/inbox';
import { inboxDeskMessages as text } from '@shared/messages/inbox';
import { AVAILABILITY, CAREER_POSITIONS, EXPERIENCE_LEVELS, QUOTE_BUDGETS, QUOTE_SIZES, TICKET_CATEGORIES, TICKET_PRIORITIES, labelOf } from '@shared/options';
import { DesignImage } from '../../components/ui/design-image';

// Everything the customer sent, by kind (issue 27, point 2). Their words are shown as text, kept as
// they wrote them (line breaks and all), never as markup.

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="font-sans text-[11px] font-medium uppercase tracking-[0.16em] text-graphite">{label}</dt>
      <dd className="mt-1 whitespace-pre-wrap break-words font-sans text-[15px] leading-relaxed text-ink">{children || text.none}</dd>
    </div>
  );
}

/** A picture the customer sent, at a size to read, opening in full in a new tab. */
function SentImage({ src, alt }: { src: string; alt: string }) {
  return (
    <a href={src} target="_blank" rel="noopener noreferrer" className="group inline-flex flex-col gap-2" data-testid="sent-image">
      <img src={src} alt={alt} loading="lazy" className="max-h-64 w-auto max-w-full rounded-[2px] border border-hairline bg-ivory object-contain" />
      <span className="inline-flex items-center gap-1 font-sans text-xs text-graphite group-hover:text-gold-deep">
        <ExternalLink size={12} strokeWidth={1.5} aria-hidden /> {alt}
      </span>
    </a>
  );
}

function QuoteDesign({ sent }: { sent: Extract<InboxSent, { kind: 'quote' }> }) {
  const design = sent.design;
  if (!design && !sent.offerDesign) return null;
  // The picture the visitor saw when asking; the shop's design as it is now if the quote kept none.
  const picture = design?.imageUrl ?? sent.offerDesign?.imageUrl ?? null;
  const name = design?.name || sent.offerDesign?.name || text.fields.design;
  return (
    <div className="flex items-center gap-4 border border-hairline bg-ivory p-4 sm:col-span-2" data-testid="sent-design">
      <DesignImage src={picture} alt={name} className="size-24 shrink-0 border border-hairline/70 sm:size-28" />
      <div className="min-w-0 font-sans text-sm">
        <p className="font-display text-[22px] font-medium leading-tight text-ink">{name}</p>
        {design?.material ? <p className="mt-1 text-graphite">{text.fields.material}: {design.material}</p> : null}
        {design?.style ? <p className="text-graphite">{text.fields.style}: {design.style}</p> : null}
      </div>
    </div>
  );
}

/** What the customer sent, as a list of labelled fields. */
export function SentDetails({ sent }: { sent: InboxSent }) {
  let fields: ReactNode;
  switch (sent.kind) {
    case 'quote':
      fields = (
        <>
          <QuoteDesign sent={sent} />
          <Field label={text.fields.budget}>{labelOf(QUOTE_BUDGETS, sent.budget)}</Field>
          <Field label={text.fields.size}>{labelOf(QUOTE_SIZES, sent.size)}</Field>
          <Field label={text.fields.specialRequests} wide>{sent.specialRequests}</Field>
          {sent.referenceImageUrl ? (
            <Field label={text.fields.referenceImage} wide>
              <SentImage src={sent.referenceImageUrl} alt={sent.referenceImageName || text.fields.referenceImage} />
            </Field>
          ) : null}
        </>
      );
      break;
    case 'contact':
      fields = (
        <>
          <Field label={text.fields.subject} wide>{sent.subject}</Field>
          <Field label={text.fields.message} wide>{sent.message}</Field>
          {sent.imageUrl ? <Field label={text.fields.image} wide><SentImage src={sent.imageUrl} alt={text.fields.image} /></Field> : null}
        </>
      );
      break;
    case 'ticket':
      fields = (
        <>
          <Field label={text.fields.subject} wide>{sent.subject}</Field>
          <Field label={text.fields.priority}>{labelOf(TICKET_PRIORITIES, sent.priority)}</Field>
          <Field label={text.fields.category}>{labelOf(TICKET_CATEGORIES, sent.category)}</Field>
          <Field label={text.fields.message} wide>{sent.message}</Field>
        </>
      );
      break;
    case 'application':
      fields = (
        <>
          <Field label={text.fields.position}>{labelOf(CAREER_POSITIONS, sent.position)}</Field>
          <Field label={text.fields.experience}>{labelOf(EXPERIENCE_LEVELS, sent.experience)}</Field>
          <Field label={text.fields.availability}>{labelOf(AVAILABILITY, sent.availability)}</Field>
          <Field label={text.fields.phone}>{sent.phone}</Field>
          <Field label={text.fields.portfolio} wide>
            {sent.portfolio ? (
              // A stranger's link: no referrer, no opener, and no endorsement.
              <a href={sent.portfolio} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-gold-deep underline underline-offset-2 hover:text-ink" data-testid="sent-portfolio">
                {sent.portfolio}
              </a>
            ) : null}
          </Field>
          <Field label={text.fields.coverLetter} wide>{sent.coverLetter}</Field>
        </>
      );
      break;
  }
  return <dl className="grid gap-5 sm:grid-cols-2" data-testid="sent-details">{fields}</dl>;
}
