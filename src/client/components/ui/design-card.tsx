import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Design } from '@shared/contracts/designs';
import { formatPrice } from '@shared/pricing';
import { DesignImage } from './design-image';
import { Monogram } from './monogram';
import { cn } from '../../lib/cn';

/** A design as the catalogue shows it: the render on its soft ground, the name in the display face, the price. */
export function DesignCard({ design, className, style, testId = 'design-card' }: { design: Design; className?: string; style?: CSSProperties; testId?: string }) {
  return (
    <Link to={`/product/${design.id}`} data-testid={testId} style={style} className={cn('group block focus-visible:outline-offset-4', className)}>
      <div className="border border-hairline transition-[transform,border-color,box-shadow] duration-150 ease-out group-hover:-translate-y-0.5 group-hover:border-gold/50 group-hover:shadow-[0_10px_30px_-18px_rgba(17,17,17,0.35)]">
        <DesignImage src={design.imageUrl} alt={design.name} />
      </div>
      <h3 className="mt-4 line-clamp-2 font-display text-[18px] font-medium leading-snug text-ink sm:text-[22px]">{design.name}</h3>
      <p className="mt-1 font-sans text-sm text-graphite transition-colors duration-150 group-hover:text-gold-deep">{formatPrice(design.price)}</p>
    </Link>
  );
}

/** A quiet square while the feed loads. */
export function DesignCardSkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden className={className}>
      <div className="render-ground flex aspect-square items-center justify-center border border-hairline">
        <Monogram className="size-10 opacity-20" />
      </div>
      <div className="mt-4 h-3.5 w-2/3 bg-hairline/70" />
      <div className="mt-2 h-3 w-1/4 bg-hairline/50" />
    </div>
  );
}
