import { Minus, Plus } from 'lucide-react';
import { QUANTITY_MAX, QUANTITY_MIN } from '@shared/limits';
import { cn } from '../../lib/cn';

/**
 * The quantity control of the product page and each bag line (spec 01 section 5, spec 02 section 5):
 * 1 to 10; decrease disabled at 1 or while updating, increase disabled at 10 or while updating.
 */
export function QuantityStepper({ value, onChange, busy = false, label = 'Quantity', size = 'md', className }: { value: number; onChange: (next: number) => void; busy?: boolean; label?: string; size?: 'sm' | 'md'; className?: string }) {
  const button = cn('inline-flex items-center justify-center text-ink transition-colors duration-150 hover:text-gold-deep disabled:cursor-not-allowed disabled:text-ink/25 disabled:hover:text-ink/25', size === 'sm' ? 'size-10' : 'size-11');
  return (
    <div role="group" aria-label={label} aria-busy={busy || undefined} className={cn('inline-flex items-center rounded-[2px] border border-hairline bg-pearl', className)} data-testid="quantity-stepper">
      <button type="button" className={button} aria-label="Decrease quantity" disabled={busy || value <= QUANTITY_MIN} onClick={() => onChange(Math.max(QUANTITY_MIN, value - 1))}>
        <Minus size={16} strokeWidth={1.5} aria-hidden />
      </button>
      <output aria-live="polite" aria-label={label} data-testid="quantity-value" className={cn('min-w-8 text-center font-sans text-[15px] tabular-nums text-ink', busy && 'text-graphite')}>
        {value}
      </output>
      <button type="button" className={button} aria-label="Increase quantity" disabled={busy || value >= QUANTITY_MAX} onClick={() => onChange(Math.min(QUANTITY_MAX, value + 1))}>
        <Plus size={16} strokeWidth={1.5} aria-hidden />
      </button>
    </div>
  );
}
