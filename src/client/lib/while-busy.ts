/**
 * Runs a request with `busy(true)` while it is under way, then `done` when it succeeded or `failed`
 * with its error (the callers' toasts), and `busy(false)` either way.
 */
export async function whileBusy(
  busy: (on: boolean) => void,
  request: () => Promise<unknown>,
  { done, failed }: { done: () => void; failed: (error: unknown) => void },
): Promise<void> {
  busy(true);
  try {
    await request();
    done();
  } catch (error) {
    failed(error);
  } finally {
    busy(false);
  }
}
