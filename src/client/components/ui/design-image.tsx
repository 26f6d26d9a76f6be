import { useState } from 'react';
import { cn } from '../../lib/cn';
import { Monogram } from './monogram';

/**
 * A design's render on the soft ivory-to-white ground (DESIGN.md). With no image, or one that fails
 * to load, the fallback is the atelier's monogram on ivory, so a line never shows a broken picture.
 * `eager` is for the picture a page is about (its largest paint): fetched at once and first.
 */
export function DesignImage({ src, alt, className, imgClassName, eager = false }: { src: string | null | undefined; alt: string; className?: string; imgClassName?: string; eager?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src ? src : null;
  return (
    <div className={cn('render-ground relative aspect-square overflow-hidden', className)} data-testid="design-image">
      {usable ? (
        <img
          key={usable}
          src={usable}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(usable)}
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
