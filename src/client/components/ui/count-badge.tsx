import { cn } from '../../lib/cn';

/** '99+' above 99 (spec 01, section 9). */
export function formatCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** A small ink badge with a count; hidden when the count is 0. */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="bag-count"
      className={cn('inline-flex min-w-[18px] h-[18px] items-center justify-center rounded-full bg-ink px-1 font-sans text-[10px] font-medium leading-none text-ivory tabular-nums', className)}
    >
      {formatCount(count)}
    </span>
  );
}
