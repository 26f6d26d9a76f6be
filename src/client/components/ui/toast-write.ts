import { readableError } from '../../lib/api';
import { toast, type ToastInput } from '../../lib/toast-store';
import { whileBusy } from '../../lib/while-busy';

/**
 * A desk's write and its toast: `done` says what the answer changed; a refusal or a failure toasts
 * `failed` with the server's reason under it (lib/while-busy.ts, with no busy flag of its own).
 */
export const toastWrite = <T>(write: () => Promise<T>, done: (answer: T) => ToastInput, failed: string): Promise<void> =>
  whileBusy(null, write, {
    done: (answer) => toast(done(answer)),
    failed: (failure) => toast({ variant: 'destructive', title: failed, description: readableError(failure) }),
  });
