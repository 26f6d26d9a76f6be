import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bearerHeader, clearSession, getValidSession, peekSession, readSession, refreshStoredSession, registerSessionRefresher, saveSession,
  SESSION_STORAGE_KEY, subscribeSession,
} from './session';
import { onSignedIn, onSignedOut, runSignInSteps } from './session-events';

// The stored session (spec 01, section 3) in a browser's localStorage, stood in for by a map.
let store: Map<string, string>;
const now = () => Math.floor(Date.now() / 1000);
const stored = () => store.get(SESSION_STORAGE_KEY);
const put = (value: unknown) => store.set(SESSION_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
const expired = { access_token: 'old', refresh_token: 'r-old', expires_in: 3600, token_type: 'bearer', expires_at: now() - 10 };

beforeEach(() => {
  store = new Map();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  registerSessionRefresher(null);
});
afterEach(() => {
  registerSessionRefresher(null);
  vi.unstubAllGlobals();
});

describe('the stored session', () => {
  it('keeps what the server answered, an hour when it names no expiry, and tells its listeners', () => {
    const heard = vi.fn();
    const stop = subscribeSession(heard);
    const session = saveSession({ access_token: 'a', refresh_token: 'r' });
    expect(session).toMatchObject({ access_token: 'a', refresh_token: 'r', expires_in: 3600, token_type: 'Bearer' });
    expect(session.expires_at).toBeGreaterThanOrEqual(now() + 3599);
    expect(readSession()).toEqual(session);
    expect(bearerHeader(readSession())).toEqual({ Authorization: 'Bearer a' });
    clearSession();
    expect(readSession()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    saveSession({ access_token: 'b', refresh_token: 'r' });
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('deletes data it cannot read, and an expired session when nothing can refresh it', () => {
    for (const bad of ['not json', 'null', { refresh_token: 'r', expires_at: now() + 60 }, { access_token: 'a', refresh_token: 'r', expires_at: 'soon' }]) {
      put(bad);
      expect(readSession(), JSON.stringify(bad)).toBeNull();
      expect(stored(), JSON.stringify(bad)).toBeUndefined();
    }
    put(expired);
    expect(peekSession()).toMatchObject({ access_token: 'old' });
    expect(readSession()).toBeNull();
    expect(stored()).toBeUndefined();
  });

  it('gives an expired session one refresh, shared by every caller, and keeps the new one', async () => {
    put(expired);
    const refresher = vi.fn(async () => ({ access_token: 'new', refresh_token: 'r-new', expires_in: 60 }));
    registerSessionRefresher(refresher);
    const [a, b] = await Promise.all([getValidSession(), getValidSession()]);
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(a).toMatchObject({ access_token: 'new', refresh_token: 'r-new', expires_in: 60 });
    expect(b).toEqual(a);
    expect(readSession()).toEqual(a);
  });

  it('deletes the session when the server refuses the refresh, and keeps it when the refresh never got an answer', async () => {
    put(expired);
    registerSessionRefresher(async () => null);
    expect(await getValidSession()).toBeNull();
    expect(stored()).toBeUndefined();

    const live = saveSession({ access_token: 'live', refresh_token: 'r', expires_in: 600 });
    registerSessionRefresher(async () => {
      throw new Error('offline');
    });
    // An early refresh that never got an answer (offline) keeps the session, which is still live.
    expect(await refreshStoredSession()).toEqual(live);
    expect(stored()).toBeDefined();
  });

  it('answers the newer session without a refresh when another call already replaced the token that failed', async () => {
    const refresher = vi.fn(async () => ({ access_token: 'x', refresh_token: 'y' }));
    registerSessionRefresher(refresher);
    const newer = saveSession({ access_token: 'newer', refresh_token: 'r' });
    expect(await refreshStoredSession('older')).toEqual(newer);
    expect(refresher).not.toHaveBeenCalled();
  });
});

describe('what other areas do at sign-in and sign-out', () => {
  it('runs the registered sign-in steps one after another, and no longer once unregistered', async () => {
    const order: string[] = [];
    const stopFirst = onSignedIn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push('first');
    });
    const stopSecond = onSignedIn(async () => void order.push('second'));
    await runSignInSteps();
    expect(order).toEqual(['first', 'second']);
    stopFirst();
    stopSecond();
    await runSignInSteps();
    expect(order).toEqual(['first', 'second']);
  });

  it('tells the sign-out listeners when a stored session ends, not when one begins or is replaced', () => {
    const heard = vi.fn();
    const stop = onSignedOut(heard);
    saveSession({ access_token: 'a', refresh_token: 'r' });
    saveSession({ access_token: 'b', refresh_token: 'r2' });
    expect(heard).not.toHaveBeenCalled();
    clearSession();
    expect(heard).toHaveBeenCalledTimes(1);
    clearSession();
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    saveSession({ access_token: 'c', refresh_token: 'r3' });
    clearSession();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
