import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from '../../lib/toast-store';

/** Subscribes to the notice list. */
export function useToasts() {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}
