/**
 * Runs a browser storage call, answering `fallback` when the browser refuses it (private mode,
 * storage full or blocked): what is kept there only ever helps, so its failure is never an error.
 */
export function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}
