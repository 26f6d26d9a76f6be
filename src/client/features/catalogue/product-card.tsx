import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Design } from '@shared/contracts/designs';
import { formatPrice } from '@shared/pricing';
import { DesignImage } from '../../components/ui/design-image';
import { cn } from '../../lib/cn';
import { stagger } from '../../lib/motion';

/**
 * What a card shows over its render, drawn by the card for its design: the page passes the wishlist's
 * heart (features/wishlist/wishlist-toggle.tsx). A function kept for the page's life, so the cards'
 * memo holds.
 */
export type CardAction = (design: Design) => ReactNode;

/**
 * A product card (DESIGN.md): the render on the soft ivory radial ground, square, the name in the
 * display face, the price below, the `action` (the wishlist heart) over the render, a quiet 2 px hover lift.
 * Memoised: a carousel that moves or draws more cards does not draw again the ones it shows.
 */
export const ProductCard = memo(function ProductCard({ design, to, index = 0, className, action }: { design: Design; to: string; index?: number; className?: string; action?: CardAction }) {
  return (
    <div style={stagger(index)} className={cn('animate-rise relative', className)} data-testid="product-card">
      <Link to={to} className="group block transition-transform duration-150 ease-out hover:-translate-y-0.5 focus-visible:-translate-y-0.5">
        <DesignImage src={design.imageUrl} alt={design.name} className="border border-hairline transition-colors duration-150 group-hover:border-gold/50" />
        <h3 className="mt-4 line-clamp-2 font-display text-[20px] font-medium leading-snug text-ink transition-colors duration-150 group-hover:text-gold-deep">{design.name}</h3>
        <p className="mt-1 font-sans text-sm tabular-nums text-graphite" data-testid="product-card-price">
          {formatPrice(design.price)}
        </p>
      </Link>
      {action?.(design)}
    </div>
  );
});

/** Square frames in the grid's shape while designs load. */
export function ProductCardSkeletons({ count = 8, label = 'Loading designs' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-4">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden>
          <div className="render-ground aspect-square animate-pulse border border-hairline" />
          <div className="mt-4 h-4 w-2/3 bg-hairline/70" />
          <div className="mt-2 h-3 w-1/4 bg-hairline/50" />
        </div>
      ))}
    </div>
  );
}
