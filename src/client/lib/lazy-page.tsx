import type { ComponentType } from 'react';

/**
 * A page loaded on demand, like React.lazy, with one difference: once `preload()` has resolved the
 * page renders at once instead of suspending first. main.tsx preloads the current URL's page before
 * the first render, so the first paint holds the page itself and not the loading fallback (whose
 * swap for the page pushed the footer down: a layout shift Lighthouse scored 0.32).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let Loaded: ComponentType | undefined;
  let failure: unknown;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (pending ??= load().then(
      (mod) => void (Loaded = mod.default),
      (err: unknown) => {
        failure = err;
        pending = undefined;
      },
    ));
  function LazyPage() {
    if (Loaded) return <Loaded />;
    if (failure) {
      const err = failure;
      failure = undefined;
      throw err;
    }
    // Suspends (the layout's Suspense shows its fallback) until the chunk is here.
    throw preload();
  }
  LazyPage.preload = preload;
  return LazyPage;
}
