import type { FormEvent } from 'react';
import { toast, type ToastInput } from '../../components/ui/toast';

/**
 * How the contact and ticket forms' submit begins: the page stays, a press while the form is on its
 * way does nothing, and a missing required field is named in a toast. True when the form may go on.
 */
export function readyToSend(event: FormEvent, { busy, missing, notice }: { busy: boolean; missing: boolean; notice: ToastInput }): boolean {
  event.preventDefault();
  if (busy) return false;
  if (missing) {
    toast({ ...notice, variant: 'destructive' });
    return false;
  }
  return true;
}
