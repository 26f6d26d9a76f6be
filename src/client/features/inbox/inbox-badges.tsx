import { FileText, Gem, LifeBuoy, Mail } from 'lucide-react';
import { INBOX_KINDS, INBOX_STATUSES, labelOf, type BadgeTone, type InboxKind, type InboxStatus } from '@shared/options';
import { cn } from '../../lib/cn';

const tones: Record<BadgeTone, string> = {
  green: 'border-success/30 bg-success/10 text-success',
  blue: 'border-shipped/30 bg-shipped/10 text-shipped',
  // The amber itself for the ring; the text a shade deeper for AA contrast (as the order desk's badges).
  amber: 'border-amber/30 bg-amber/10 text-[#8a5800]',
  grey: 'border-graphite/25 bg-graphite/10 text-graphite',
};

/** Where an item stands: new amber, in progress blue, answered green, closed grey. */
export function InboxStatusBadge({ status, className }: { status: InboxStatus; className?: string }) {
  const tone = INBOX_STATUSES.find((s) => s.value === status)?.tone ?? 'grey';
  return (
    <span className={cn('inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-1 font-sans text-[11px] font-medium uppercase tracking-[0.14em]', tones[tone], className)} data-testid="inbox-status" data-status={status}>
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {labelOf(INBOX_STATUSES, status)}
    </span>
  );
}

const ICONS = { quote: Gem, contact: Mail, ticket: LifeBuoy, application: FileText } as const;

/** What kind of inquiry it is, with its icon, in the quiet text face. */
export function InboxKindBadge({ kind, className }: { kind: InboxKind; className?: string }) {
  const Icon = ICONS[kind];
  return (
    <span className={cn('inline-flex items-center gap-1.5 whitespace-nowrap font-sans text-[11px] font-medium uppercase tracking-[0.16em] text-gold-deep', className)} data-testid="inbox-kind" data-kind={kind}>
      <Icon size={14} strokeWidth={1.5} aria-hidden />
      {labelOf(INBOX_KINDS, kind)}
    </span>
  );
}
