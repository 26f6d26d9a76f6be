/**
 * Runs `run` when the browser is next idle (at most `timeout` ms from now), or after `fallbackMs`
 * where there is no idle callback (Safari). Returns the cancel, for an effect's cleanup.
 */
export function whenIdle(run: () => void, timeout: number, fallbackMs: number): () => void {
  const idle = window.requestIdleCallback?.(run, { timeout });
  if (idle !== undefined) return () => window.cancelIdleCallback(idle);
  const timer = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(timer);
}
