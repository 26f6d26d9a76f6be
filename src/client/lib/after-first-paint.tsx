import { useEffect, useRef, useState, type ReactNode } from 'react';
import { hashTarget } from './hash-target';
import { whenIdle } from './when-idle';

/**
 * A part of a page below the fold (a product's reviews), mounted after the page's first paint: when
 * the browser is next idle, when its place comes near the viewport, or at once when the URL's hash
 * names one of `anchors` (then scrolled to). Until then an empty block of `reserveClassName` holds
 * its place, so nothing below it moves while the page is being read (decision 0010: the product
 * page's first render was one long task with its reviews and form inside).
 */
export function AfterFirstPaint({ children, reserveClassName, anchors = [] }: { children: ReactNode; reserveClassName: string; anchors?: string[] }) {
  const named = () => typeof window !== 'undefined' && anchors.includes(hashTarget());
  const [ready, setReady] = useState(named);
  const jump = useRef(ready);
  const place = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (ready) {
      if (jump.current) {
        jump.current = false;
        document.getElementById(hashTarget())?.scrollIntoView();
      }
      return;
    }
    const show = () => setReady(true);
    const cancelIdle = whenIdle(show, 2000, 200);
    const near = typeof IntersectionObserver === 'function' ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: '600px 0px' }) : null;
    if (place.current) near?.observe(place.current);
    const onHash = () => {
      if (!named()) return;
      jump.current = true;
      show();
    };
    window.addEventListener('hashchange', onHash);
    return () => {
      cancelIdle();
      near?.disconnect();
      window.removeEventListener('hashchange', onHash);
    };
    // `anchors` is a literal list per use; only `ready` changes what this effect does.
  }, [ready]);

  return ready ? <>{children}</> : <div ref={place} aria-hidden className={reserveClassName} data-testid="after-first-paint" />;
}

/** Runs `run` in a task of its own just after the next frame is drawn; answers the cancel. */
function afterNextPaint(run: () => void): () => void {
  let timer = 0;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(run, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * The rest of a view, rendered in a task of its own just after the frame that shows its first part
 * (a product's name and price first, its options and buttons one frame later): one long task becomes
 * two shorter ones. Nothing is drawn in its place meanwhile; place it where growing moves nothing.
 */
export function AfterNextPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterNextPaint(() => setReady(true)), []);
  return ready ? <>{children}</> : null;
}

/**
 * How many of a list's `total` items to render: `first` at once, then `step` more in a task of its
 * own after each frame, so a list arriving whole (a dozen cards, most of them out of view) is drawn
 * in several short tasks instead of one long one. The count only grows.
 */
export function useRevealedCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  const shown = Math.min(Math.max(count, first), total);
  useEffect(() => {
    if (shown >= total) return;
    return afterNextPaint(() => setCount(shown + step));
  }, [shown, total, step]);
  return shown;
}
