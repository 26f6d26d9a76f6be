import { useState } from 'react';
import { renderSrcSet } from '@shared/render-variants';

export interface RenderSource {
  /** A new key after a failure, so the browser starts afresh with the next source. */
  key: string;
  /** The <img>'s source attributes: `sizes` only with a `srcSet`. */
  img: { src: string; srcSet?: string; sizes?: string; onError: () => void };
}

/**
 * What an <img> of a design's render loads: the render's WebP twins by width (the browser picks by
 * `sizes`, how wide the image shows), then the render itself if a twin fails (a render from
 * elsewhere, or a network failure), then null, for the caller's fallback. Rasters spare the page's
 * main thread the work of drawing each SVG (src/shared/render-variants.ts).
 */
export function useRenderSource(src: string | null | undefined, sizes: string): RenderSource | null {
  const [failed, setFailed] = useState<{ src: string; times: number } | null>(null);
  if (!src) return null;
  const times = failed?.src === src ? failed.times : 0;
  const twins = renderSrcSet(src);
  const attempts = twins ? [twins, undefined] : [undefined];
  if (times >= attempts.length) return null;
  const srcSet = attempts[times];
  const onError = () => setFailed({ src, times: times + 1 });
  return { key: `${src}#${times}`, img: srcSet ? { src, srcSet, sizes, onError } : { src, onError } };
}
