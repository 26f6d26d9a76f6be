import type { CSSProperties } from 'react';

/** The spec's list stagger: each item starts 0.1 s after the one before it. */
export const STAGGER_SECONDS = 0.1;

/**
 * Style for the `index`-th item of a staggered list; pair it with the `animate-rise` class.
 * Under prefers-reduced-motion the stylesheet turns the animation off, so the delay is harmless.
 */
export function stagger(index: number, step: number = STAGGER_SECONDS): CSSProperties {
  return { animationDelay: `${(index * step).toFixed(2)}s` };
}

/** True when the visitor asked the system for less motion (read at call time). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}
