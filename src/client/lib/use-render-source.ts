import { useState } from 'react';
import { renderSrcSet } from '@shared/render-variants';

export interface RenderSource {
  /** A new key after a failure, so the browser starts afresh with the next source. */
  key: string;
  src: string;
  srcSet: string | undefined;
  onError: () => void;
}

/**
 * What an <img> of a design's render loads: the render's WebP twins by width (the browser picks by
 * `sizes`), then the render itself if a twin fails (one still being drawn after a first start, or a
 * render from elsewhere), then null, for the caller's fallback. Rasters spare the page's main thread
 * the work of drawing each SVG (src/shared/render-variants.ts).
 */
export function useRenderSource(src: string | null | undefined): RenderSource | null {
  const [failed, setFailed] = useState<{ src: string; times: number } | null>(null);
  if (!src) return null;
  const times = failed?.src === src ? failed.times : 0;
  const twins = renderSrcSet(src);
  const attempts = twins ? [twins, undefined] : [undefined];
  if (times >= attempts.length) return null;
  const srcSet = attempts[times];
  return { key: `${src}#${times}`, src, srcSet, onError: () => setFailed({ src, times: times + 1 }) };
}
