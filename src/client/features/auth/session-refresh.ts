import { peekSession, refreshStoredSession, registerSessionRefresher, subscribeSession } from '../../lib/session';
import { requestRefresh } from './api/refresh-session';

/** Refresh this long before the access token expires while the app is open. */
export const REFRESH_LEAD_SECONDS = 60;
/** After a refresh that could not reach the server, wait this long before the next attempt. */
const RETRY_AFTER_MS = 15_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

let timer: ReturnType<typeof setTimeout> | undefined;
let installed = false;

function schedule(minimumDelay = 0): void {
  clearTimeout(timer);
  const session = peekSession();
  if (!session?.refresh_token) return;
  const due = (session.expires_at - REFRESH_LEAD_SECONDS) * 1000 - Date.now();
  const delay = Math.min(Math.max(due, minimumDelay, 0), MAX_TIMER_MS);
  timer = setTimeout(() => {
    const before = peekSession()?.access_token;
    void refreshStoredSession().then(() => {
      const after = peekSession()?.access_token;
      schedule(after && after === before ? RETRY_AFTER_MS : 0);
    });
  }, delay);
}

/**
 * Spec 01 section 4 and issue 3: an expired stored session gets one refresh attempt before it is
 * deleted, and the session is refreshed shortly before it expires while the app is open (in every
 * tab; the server accepts a just-used refresh token again for a few seconds).
 */
export function installSessionRefresh(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  registerSessionRefresher(requestRefresh);
  subscribeSession(() => schedule());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') schedule();
  });
  schedule();
}
