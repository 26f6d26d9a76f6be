import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { PUBLIC_LIST_LIMIT_MAX } from '@shared/limits';
import { FEATURED_CATEGORIES } from '@shared/options';
import { DesignCardSkeleton } from '../../components/ui/design-card';
import { useRevealedCount } from '../../lib/after-first-paint';
import { cn } from '../../lib/cn';
import { useMedia, WIDE } from '../../lib/use-media';
import { usePublicDesigns } from './api/public-designs';
import { ProductCard, type CardAction } from './product-card';

/** Spec 02 section 9: the home carousel advances every 15 seconds and shows up to 12 pieces. */
export const CURATIONS_INTERVAL_MS = 15_000;
export const CURATIONS_COUNT = 12;
const GAP_PX = 24;
/** Cards drawn per task after the ones in view (each card with its heart is a few ms on a phone). */
const REVEAL_STEP = 3;

const featured = new Set<string>(FEATURED_CATEGORIES.map((c) => c.value));

/** A fresh random order (Fisher-Yates). */
function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Cards in view: four on desktop, three on tablets, two on phones. */
function usePerView(): number {
  const large = useMedia(WIDE);
  const medium = useMedia('(min-width: 640px)');
  return large ? 4 : medium ? 3 : 2;
}

/**
 * Curations (spec 02 'Home page'): up to 12 random designs from the featured categories (the public
 * list of 100, shuffled once per visit), the pieces the admin featured first (the list answers them
 * first: docs/catalogue-desk.md), advancing one card every 15 seconds and looping back to the start;
 * previous / next; paused while pointed at or focused, and not moving under reduced motion.
 * `cardAction` is drawn over each card (./product-card.tsx).
 */
export function CurationsCarousel({ cardAction }: { cardAction?: CardAction }) {
  const query = usePublicDesigns({ limit: PUBLIC_LIST_LIMIT_MAX, order: 'featured' });
  // Shuffled once per visit: the order is fixed for as long as this home page is shown.
  const [seedOrder] = useState(() => Math.random());
  const pieces = useMemo(() => {
    void seedOrder;
    const pool = (query.data?.designs ?? []).filter((d) => d.category && featured.has(d.category));
    return [...shuffle(pool.filter((d) => d.featured)), ...shuffle(pool.filter((d) => !d.featured))].slice(0, CURATIONS_COUNT);
  }, [query.data, seedOrder]);

  const perView = usePerView();
  const reduced = useMedia('(prefers-reduced-motion: reduce)');
  const positions = Math.max(1, pieces.length - perView + 1);
  const [rawIndex, setIndex] = useState(0);
  const index = rawIndex % positions;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = reduced || hovered || focused || positions <= 1;

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setIndex((i) => ((i % positions) + 1) % positions), CURATIONS_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [paused, positions, rawIndex]);

  // The cards in view come with the answer; those out of view follow a few per task.
  const revealed = useRevealedCount(pieces.length, perView, REVEAL_STEP);

  const go = (delta: number) => setIndex((i) => ((((i % positions) + delta) % positions) + positions) % positions);

  if (query.isPending)
    return (
      <div role="status" aria-label="Loading curations" className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <DesignCardSkeleton key={i} className={cn(i >= 2 && 'hidden sm:block', i >= 3 && 'sm:hidden lg:block')} />
        ))}
      </div>
    );
  if (query.isError || pieces.length === 0)
    return <p className="font-sans text-base text-graphite">{query.isError ? 'Our curations could not be loaded just now.' : 'Our curators are choosing the next pieces. Please return shortly.'}</p>;

  const step = `((100% + ${GAP_PX}px) / ${perView})`;
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Curations"
      data-testid="curations"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="overflow-hidden">
        <ul
          className="flex motion-safe:transition-transform motion-safe:duration-700 motion-safe:ease-[cubic-bezier(0.22,1,0.36,1)]"
          style={{ gap: GAP_PX, transform: `translateX(calc(${-index} * ${step}))` }}
          aria-live={paused ? 'polite' : 'off'}
        >
          {pieces.map((design, i) => {
            const visible = i >= index && i < index + perView;
            return (
              <li
                key={design.id}
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${pieces.length}`}
                inert={!visible}
                className="shrink-0"
                style={{ flexBasis: `calc((100% - ${(perView - 1) * GAP_PX}px) / ${perView})` }}
              >
                {i < revealed || visible ? <ProductCard design={design} index={i < perView ? i : 0} to={`/product/${encodeURIComponent(design.id)}`} action={cardAction} /> : null}
              </li>
            );
          })}
        </ul>
      </div>
      {positions > 1 ? (
        <div className="mt-10 flex items-center justify-between gap-6">
          <div className="flex flex-1 items-center gap-1.5" aria-hidden>
            {Array.from({ length: positions }, (_, i) => (
              <span key={i} className={cn('h-px flex-1 transition-colors duration-300', i === index ? 'bg-gold' : 'bg-hairline')} />
            ))}
          </div>
          <p className="sr-only" aria-live="polite">
            {`Showing pieces ${index + 1} to ${Math.min(index + perView, pieces.length)} of ${pieces.length}`}
          </p>
          <div className="flex gap-2">
            <button type="button" onClick={() => go(-1)} aria-label="Previous pieces" data-testid="curations-prev" className="inline-flex size-11 items-center justify-center rounded-full border border-hairline bg-pearl text-ink transition-colors duration-150 hover:border-gold hover:text-gold-deep">
              <ChevronLeft size={20} strokeWidth={1.5} aria-hidden />
            </button>
            <button type="button" onClick={() => go(1)} aria-label="Next pieces" data-testid="curations-next" className="inline-flex size-11 items-center justify-center rounded-full border border-hairline bg-pearl text-ink transition-colors duration-150 hover:border-gold hover:text-gold-deep">
              <ChevronRight size={20} strokeWidth={1.5} aria-hidden />
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
