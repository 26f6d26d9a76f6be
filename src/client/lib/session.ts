/**
 * The stored session (spec 01, section 3): kept in localStorage under one fixed key named for the
 * auth backend's tokens. Reading deletes expired or unparseable data and answers null.
 *
 * Hook point for the accounts work: `registerSessionRefresher(fn)`. When a refresher is registered,
 * an expired session is not deleted straight away: `getValidSession()` gives the refresher one
 * chance to exchange the refresh token for a new session, and only if that fails is the stored
 * session deleted.
 */
import { localStore, subscribeStoredKey } from './local-store';

export const SESSION_STORAGE_KEY = 'sb-auth-token';
export const DEFAULT_EXPIRES_IN = 3600;

export interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
  /** Epoch seconds. */
  expires_at: number;
}

/** What the server answers as a session (token_type and expires_in may be missing). */
export interface SessionInput {
  access_token: string;
  refresh_token: string;
  expires_in?: number | null;
  token_type?: string | null;
  expires_at?: number | null;
}

type Refresher = (session: StoredSession) => Promise<SessionInput | null>;

const listeners = new Set<() => void>();
let refresher: Refresher | null = null;
let refreshing: Promise<StoredSession | null> | null = null;

const nowSeconds = () => Math.floor(Date.now() / 1000);

function notify(): void {
  for (const listener of listeners) listener();
}

function parse(raw: string): StoredSession | null {
  try {
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    if (!value || typeof value !== 'object') return null;
    if (typeof value.access_token !== 'string' || !value.access_token) return null;
    if (typeof value.refresh_token !== 'string') return null;
    if (typeof value.expires_at !== 'number' || !Number.isFinite(value.expires_at)) return null;
    return {
      access_token: value.access_token,
      refresh_token: value.refresh_token,
      expires_in: typeof value.expires_in === 'number' ? value.expires_in : DEFAULT_EXPIRES_IN,
      token_type: typeof value.token_type === 'string' && value.token_type ? value.token_type : 'Bearer',
      expires_at: value.expires_at,
    };
  } catch {
    return null;
  }
}

function readRaw(): StoredSession | 'expired' | null {
  const store = localStore();
  const raw = store?.getItem(SESSION_STORAGE_KEY);
  if (!store || raw == null) return null;
  const session = parse(raw);
  if (!session) {
    store.removeItem(SESSION_STORAGE_KEY);
    return null;
  }
  return session.expires_at <= nowSeconds() ? 'expired' : session;
}

/**
 * The stored session if it is present and unexpired, else null. Unparseable data is deleted;
 * expired data is deleted too, unless a refresher is registered, in which case the refresh is
 * started in the background (see getValidSession) and null is answered meanwhile.
 */
export function readSession(): StoredSession | null {
  const result = readRaw();
  if (result !== 'expired') return result;
  if (refresher) {
    void getValidSession();
    return null;
  }
  localStore()?.removeItem(SESSION_STORAGE_KEY);
  return null;
}

/**
 * The stored session, after giving an expired one a single refresh attempt (when registered); the
 * session is deleted when the refresher answers null (the server refused the refresh token).
 */
export async function getValidSession(): Promise<StoredSession | null> {
  const result = readRaw();
  if (result !== 'expired') return result;
  const stale = peekExpired();
  if (!refresher || !stale) {
    clearSession();
    return null;
  }
  // A refresh that never reached an answer (offline, or the page unloading mid-request) keeps the
  // session for the next attempt, though it counts as absent now.
  return refreshOnce(refresher, stale, () => null);
}

/**
 * Exchanges the stored session's refresh token for a new one now (before expiry, or after a call
 * made with `usedToken` was answered 401). Concurrent callers share one attempt. When another call
 * already replaced the token that failed, the newer stored session is answered without a refresh.
 * A refused refresh (the refresher answers null) deletes the session; a network failure keeps it.
 */
export async function refreshStoredSession(usedToken?: string): Promise<StoredSession | null> {
  const current = peekExpired();
  if (!current) return null;
  if (usedToken && current.access_token !== usedToken && current.expires_at > nowSeconds()) return current;
  if (!refresher) return null;
  return refreshOnce(refresher, current, () => (current.expires_at > nowSeconds() && !usedToken ? current : null));
}

/**
 * The refresh under way, or a new one of `stale`: concurrent callers share one attempt. A refused
 * refresh (the refresher answers null) deletes the session; one that never reached an answer
 * answers `unanswered()` and keeps the session.
 */
function refreshOnce(attempt: Refresher, stale: StoredSession, unanswered: () => StoredSession | null): Promise<StoredSession | null> {
  if (!refreshing) {
    refreshing = attempt(stale)
      .then((next) => {
        if (next) return saveSession(next);
        clearSession();
        return null;
      })
      .catch(unanswered)
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

/** The stored session even when expired (null when absent or unparseable). */
export function peekSession(): StoredSession | null {
  return peekExpired();
}

function peekExpired(): StoredSession | null {
  const raw = localStore()?.getItem(SESSION_STORAGE_KEY);
  return raw == null ? null : parse(raw);
}

/** Stores a session answered by the server; expires_at = now + expires_in (3600 when unspecified). */
export function saveSession(input: SessionInput): StoredSession {
  const expiresIn = typeof input.expires_in === 'number' && input.expires_in > 0 ? input.expires_in : DEFAULT_EXPIRES_IN;
  const session: StoredSession = {
    access_token: input.access_token,
    refresh_token: input.refresh_token,
    expires_in: expiresIn,
    token_type: input.token_type || 'Bearer',
    expires_at: nowSeconds() + expiresIn,
  };
  localStore()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  notify();
  return session;
}

/** Removes the stored tokens (logout). */
export function clearSession(): void {
  const store = localStore();
  if (store?.getItem(SESSION_STORAGE_KEY) != null) store.removeItem(SESSION_STORAGE_KEY);
  notify();
}

/** Listen for login and logout, in this tab and in others. Returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  return subscribeStoredKey(listeners, SESSION_STORAGE_KEY, listener);
}

/** Snapshot for useSyncExternalStore: the raw stored string (a stable primitive). */
export function sessionSnapshot(): string | null {
  return localStore()?.getItem(SESSION_STORAGE_KEY) ?? null;
}

/**
 * For the accounts work: the function that exchanges a session's refresh token for a new session
 * (POST /api/auth/refresh). Answer null when the refresh is refused.
 */
export function registerSessionRefresher(fn: Refresher | null): void {
  refresher = fn;
}

/** The Authorization header value for the stored session, if a valid one exists. */
export function bearerHeader(session: StoredSession | null): Record<string, string> {
  return session ? { Authorization: `Bearer ${session.access_token}` } : {};
}
