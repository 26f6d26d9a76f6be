import { labelOf, ORDER_STATUSES, statusTone, type BadgeTone } from '@shared/options';
import { cn } from '../../lib/cn';

const tones: Record<BadgeTone, string> = {
  green: 'border-success/30 bg-success/10 text-success',
  blue: 'border-shipped/30 bg-shipped/10 text-shipped',
  // The amber itself (#A86B00) for the ring and dot; the text a shade deeper for AA contrast.
  amber: 'border-amber/30 bg-amber/10 text-[#8a5800] [&>span]:bg-amber',
  grey: 'border-graphite/25 bg-graphite/10 text-graphite',
};

/** An order's status in the spec's colours: completed and delivered green, shipped blue, the rest amber, unknown grey. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const tone = statusTone(status);
  return (
    <span className={cn('inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-1 font-sans text-[11px] font-medium uppercase tracking-[0.14em]', tones[tone], className)} data-testid="status-badge" data-tone={tone}>
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {labelOf(ORDER_STATUSES, status)}
    </span>
  );
}
