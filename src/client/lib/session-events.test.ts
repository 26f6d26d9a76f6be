import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from './session';
import { onSignedIn, onSignedOut, runSignInSteps } from './session-events';

// The stored session lives in a browser's localStorage, stood in for by a map.
let store: Map<string, string>;
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
});
afterEach(() => vi.unstubAllGlobals());

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
