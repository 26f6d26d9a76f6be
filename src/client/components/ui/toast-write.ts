import { readableError } from '../../lib/api';
import { toast, type ToastInput } from '../../lib/toast-store';

/**
 * A desk's write and its toast: `done` says what the answer changed; a refusal or a failure toasts
 * `failed` with the server's reason under it. It settles either way, so a click handler need not catch.
 */
export async function toastWrite<T>(write: () => Promise<T>, done: (answer: T) => ToastInput, failed: string): Promise<void> {
  try {
    toast(done(await write()));
  } catch (failure) {
    toast({ variant: 'destructive', title: failed, description: readableError(failure) });
  }
}
