import { Star } from 'lucide-react';
import { reviewMessages } from '@shared/messages/reviews';
import { cn } from '../../lib/cn';

/** A rating drawn as five stars (filled to the nearest half), read out as 'N of 5 stars'. */
export function Stars({ value, size = 16, className }: { value: number; size?: number; className?: string }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span role="img" aria-label={reviewMessages.stars(Math.round(value * 10) / 10)} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rounded >= n ? 'full' : rounded >= n - 0.5 ? 'half' : 'none';
        return (
          <span key={n} aria-hidden className="relative inline-flex" style={{ width: size, height: size }}>
            <Star size={size} strokeWidth={1.5} className="absolute inset-0 text-gold" />
            {fill !== 'none' ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: fill === 'half' ? size / 2 : size }}>
                <Star size={size} strokeWidth={1.5} className="fill-gold text-gold" />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
