import { cn } from '../../lib/cn';

// Rows of a <dl>: a <dl> may group a <dt> and its <dd> in one <div>, no deeper.

/** A line of an order summary (Subtotal, Shipping, Tax), or its Total (`strong`, with its rule on its own row); `compact` for the checkout's. */
export function SummaryRow({ label, value, testId, strong = false, compact = false }: { label: string; value: string; testId: string; strong?: boolean; compact?: boolean }) {
  const space = strong ? (compact ? 'mt-3 border-t border-hairline pt-5' : 'mt-4 border-t border-hairline pt-5') : compact ? 'py-1.5' : 'py-2';
  return (
    <div className={cn('flex items-baseline justify-between gap-4', space)}>
      <dt className={strong ? 'font-sans text-xs font-medium uppercase tracking-[0.2em] text-ink' : 'font-sans text-sm text-graphite'}>{label}</dt>
      <dd className={strong ? 'font-display text-[32px] font-medium tabular-nums leading-none text-ink' : 'font-sans text-sm tabular-nums text-ink'} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** A fact about a piece or an order (Dimensions, Order Number): the label in small capitals, the value at the right; `ruled` draws the line under it, `strong` sets the value heavier. */
export function DetailRow({ label, value, testId, ruled = false, strong = false }: { label: string; value: string; testId: string; ruled?: boolean; strong?: boolean }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4 py-3', ruled && 'border-b border-hairline')}>
      <dt className="font-sans text-xs uppercase tracking-[0.18em] text-graphite">{label}</dt>
      <dd className={cn('font-sans text-sm tabular-nums text-ink', strong && 'text-right font-medium')} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
