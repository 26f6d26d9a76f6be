import type { ConfirmType } from '@shared/contracts/auth';
import { confirmEmail, type VerifyResult } from './api/confirm-email';

// A link token is redeemed once per page load, even when React runs an effect twice (StrictMode)
// or the screen re-renders: the second run shares the first's answer.
const pending = new Map<string, Promise<VerifyResult>>();

export function redeemOnce(tokenHash: string, type: ConfirmType): Promise<VerifyResult> {
  const key = `${type}:${tokenHash}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = confirmEmail(tokenHash, type);
    pending.set(key, promise);
  }
  return promise;
}

/** Resolves after at least `ms`, so a loading line is read rather than flashed. */
export function atLeast<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.all([promise, new Promise((resolve) => setTimeout(resolve, ms))]).then(([value]) => value);
}
