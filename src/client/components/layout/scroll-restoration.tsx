import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { hashTarget } from '../../lib/hash-target';

// React Router's <ScrollRestoration> works only under its data router, which is ~56 KB (minified) of
// the main chunk this shop does not otherwise use; this is the part of it the shop needs.

const STORAGE_KEY = 'aurum:scroll-offsets';

/**
 * The current history entry's key. React Router keys the entries it makes; the document's first
 * entry and a plain `#fragment` link's have none, and would otherwise all share `location.key`
 * 'default', so one of them would be restored to another's offset. Such an entry gets a key of its
 * own in the same state field, which React Router then reports as its `location.key` too.
 */
function entryKey(): string {
  const state = (window.history.state ?? {}) as { key?: string };
  if (state.key) return state.key;
  const key = newKey();
  window.history.replaceState({ ...state, key }, '');
  return key;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

// A first visit's entry has no state: it gets its key here, with React Router's index 0, in one
// replaceState as this module loads. React Router would otherwise write a second one as it starts,
// and each costs the first render a few milliseconds on a phone.
if (window.history.state == null) window.history.replaceState({ key: newKey(), idx: 0 }, '');

function storedOffsets(): Record<string, number> {
  try {
    return (JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number> | null) ?? {};
  } catch {
    return {};
  }
}

/** The offsets recorded by history entry (read from storage when first needed), and the entry shown. */
const shown: { offsets: Record<string, number> | null; key: string } = { offsets: null, key: '' };

function record() {
  if (shown.offsets) shown.offsets[shown.key] = window.scrollY;
}

function keep() {
  if (!shown.offsets) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(shown.offsets));
  } catch {
    // Storage full or blocked: offsets then last as long as the document.
  }
}

// Offsets are recorded as the reader scrolls, not when the next navigation starts: by the time the
// component hears of a navigation the new page is in the DOM, and a shorter page has already clamped
// the old offset. Back or forward can come before the scroll event of the reader's last scroll has
// fired, so the offset is taken on popstate too. These listeners are added as the module loads: ahead
// of React Router's popstate listener, after which the next page is already rendered and `shown.key`
// is the next entry's.
window.addEventListener('scroll', record, { passive: true });
window.addEventListener('popstate', record);
window.addEventListener('pagehide', keep);

/** What the reader does to scroll by themselves, which ends a restore under way. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to `y`, again on each frame for up to three seconds while the page is still too short to
 * hold it (its chunk or its content still arriving), so the offset is not clamped; the reader's own
 * wheel, touch or key ends it at once. Answers the cancel.
 */
function restore(y: number): () => void {
  const until = performance.now() + 3000;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of READER_INPUT) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 1 && performance.now() < until) frame = requestAnimationFrame(attempt);
    else stop();
  };
  for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

/**
 * A new page (push or replace) starts at the top, or at the element its #hash names; back and
 * forward (and a reload) return to where the reader was on that entry.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();

  // A layout effect, so the scroll happens before the new page is painted, and before any scroll
  // event could credit the new page's offset to the entry just left.
  useLayoutEffect(() => {
    // Otherwise the browser restores too, on whatever is in the DOM when it does. The mode belongs to
    // the history entry, and a newly loaded document's entry starts as 'auto'.
    window.history.scrollRestoration = 'manual';
    const saved = (shown.offsets ??= storedOffsets());
    const key = (shown.key = entryKey());
    const y = action === 'POP' ? saved[key] : undefined;
    if (y !== undefined) return restore(y);
    const target = document.getElementById(hashTarget());
    if (target) target.scrollIntoView();
    // A back/forward with nothing recorded is a plain #fragment link's entry: the browser has scrolled.
    else if (action !== 'POP') window.scrollTo(0, 0);
    saved[key] = window.scrollY;
  }, [location.key]);

  return null;
}
