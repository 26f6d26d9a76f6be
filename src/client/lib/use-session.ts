import { useMemo, useSyncExternalStore } from 'react';
import { readSession, sessionSnapshot, subscribeSession, type StoredSession } from './session';

/** The valid stored session, re-rendering on login and logout (null when absent or expired). */
export function useSession(): StoredSession | null {
  const raw = useSyncExternalStore(subscribeSession, sessionSnapshot, () => null);
  return useMemo(() => (raw ? readSession() : null), [raw]);
}
