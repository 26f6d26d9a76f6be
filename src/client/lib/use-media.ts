import { useSyncExternalStore } from 'react';

/** Where the shop's desktop layout starts (Tailwind's `lg`): the top bar's two lines, the home's live panel. */
export const WIDE = '(min-width: 1024px)';

// One subscribe function per query, so a re-render does not unsubscribe and subscribe again.
const subscribers = new Map<string, (onChange: () => void) => () => void>();
function subscriber(query: string) {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    };
    subscribers.set(query, subscribe);
  }
  return subscribe;
}

/** Whether a media query matches now, re-rendering when that changes (a window resized, a phone turned). */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(subscriber(query), () => window.matchMedia(query).matches, () => false);
}
