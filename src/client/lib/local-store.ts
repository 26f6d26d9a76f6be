// The browser's local storage as the session and the guest bag keep it: one key each, read again
// when another tab writes it.

/** The browser's local storage, or null where there is none (no window, or storage refused). */
export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Adds `listener` to `listeners` (this tab's changes, which the owner calls) and calls it when another
 * tab writes `key` or clears the storage. Returns the unsubscribe function.
 */
export function subscribeStoredKey(listeners: Set<() => void>, key: string, listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
