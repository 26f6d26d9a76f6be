/**
 * Runs a request with `busy(true)` while it is under way (when a busy flag is given), then `done`
 * with its answer when it succeeded or `failed` with its error (the callers' toasts), and
 * `busy(false)` either way. It settles either way, so a click handler need not catch.
 */
export async function whileBusy<T>(
  busy: ((on: boolean) => void) | null,
  request: () => Promise<T>,
  { done, failed }: { done: (answer: T) => void; failed: (error: unknown) => void },
): Promise<void> {
  busy?.(true);
  try {
    done(await request());
  } catch (error) {
    failed(error);
  } finally {
    busy?.(false);
  }
}
