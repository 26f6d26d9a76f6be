import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';

/**
 * Rating 1-5 as a group of native radio buttons drawn as stars: arrow keys move between them,
 * each is announced as 'N stars', the focused one shows the gold ring.
 */
export function StarInput({ value, onChange, label, invalid }: { value: number; onChange: (next: number) => void; label: string; invalid?: boolean }) {
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={invalid || undefined}>
      <legend className="mb-2 font-sans text-[13px] font-medium uppercase tracking-[0.12em] text-ink">{label}</legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHover(0)} data-testid="rating-input">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="group relative inline-flex size-11 cursor-pointer items-center justify-center" onMouseEnter={() => setHover(n)}>
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="peer absolute inset-0 z-10 m-0 cursor-pointer appearance-none opacity-0" aria-label={`${n} star${n === 1 ? '' : 's'}`} />
            <Star
              size={26}
              strokeWidth={1.5}
              aria-hidden
              className={cn('transition-[fill,color,transform] duration-150 ease-out peer-focus-visible:scale-110', n <= shown ? 'fill-gold text-gold' : 'fill-transparent text-graphite/50 group-hover:text-gold')}
            />
            <span aria-hidden className="pointer-events-none absolute inset-1 rounded-full ring-gold peer-focus-visible:ring-2" />
          </label>
        ))}
        <span className="ml-2 font-sans text-sm tabular-nums text-graphite" aria-hidden>
          {value ? `${value} / 5` : ''}
        </span>
      </div>
    </fieldset>
  );
}
