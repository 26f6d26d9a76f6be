import { cn } from '../../lib/cn';

/**
 * Gold or silver, as two buttons of a radio group with the metal's swatch: the product page's
 * material and the 3D view's metal. `silver` names the option drawn with the silver swatch.
 */
export function MetalToggle<T extends string>({ options, value, onChange, silver, label, testId, optionTestId, className }: {
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (next: T) => void;
  silver: T;
  label: string;
  testId: string;
  optionTestId?: (value: T) => string;
  className?: string;
}) {
  return (
    <div role="radiogroup" aria-label={label} className={cn('grid grid-cols-2 gap-3', className)} data-testid={testId}>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            data-testid={optionTestId?.(option.value)}
            onClick={() => onChange(option.value)}
            className={cn(
              'flex min-h-12 items-center justify-center gap-2 whitespace-nowrap rounded-[2px] border px-2 font-sans text-[12px] font-medium uppercase tracking-[0.06em] transition-colors duration-200 sm:gap-2.5 sm:px-3 sm:text-[13px] sm:tracking-[0.12em]',
              checked ? 'border-ink bg-ink text-ivory' : 'border-hairline bg-pearl text-ink hover:border-gold hover:text-gold-deep',
            )}
          >
            <span aria-hidden className={cn('size-3 rounded-full ring-1 ring-inset', option.value === silver ? 'bg-silver ring-white/30' : 'bg-gold ring-white/20')} />
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
