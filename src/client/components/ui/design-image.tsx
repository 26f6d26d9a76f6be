import { PAGE_PICTURE_SIZES } from '@shared/render-variants';
import { cn } from '../../lib/cn';
import { useRenderSource } from '../../lib/use-render-source';
import { Monogram } from './monogram';

/**
 * How wide a render shows, for choosing among its WebP twins: a card is half a phone's width or a
 * quarter of the desktop column; the picture a page is about (`eager`) has PAGE_PICTURE_SIZES.
 */
const CARD_SIZES = '(min-width: 1024px) 320px, 50vw';

/**
 * A design's render on the soft ivory-to-white ground (DESIGN.md). With no image, or one that fails
 * to load, the fallback is the atelier's monogram on ivory, so a line never shows a broken picture.
 * `eager` is for the picture a page is about (its largest paint): fetched at once and first.
 */
export function DesignImage({ src, alt, className, imgClassName, eager = false }: { src: string | null | undefined; alt: string; className?: string; imgClassName?: string; eager?: boolean }) {
  const source = useRenderSource(src, eager ? PAGE_PICTURE_SIZES : CARD_SIZES);
  return (
    <div className={cn('render-ground relative aspect-square overflow-hidden', className)} data-testid="design-image">
      {source ? (
        <img
          key={source.key}
          {...source.img}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className={cn('absolute inset-0 size-full object-contain motion-safe:animate-fade-in', imgClassName)}
        />
      ) : (
        <div role="img" aria-label={alt} data-testid="design-image-fallback" className="absolute inset-0 flex items-center justify-center">
          <span aria-hidden className="absolute inset-[14%] rounded-full border border-hairline" />
          <Monogram className="relative w-[38%] max-w-[120px] text-ink/80" />
        </div>
      )}
    </div>
  );
}
