import { resetMessages } from '@shared/messages/auth';
import { readLinkParams } from './link-params';

// The reset screen's link (spec 01 2.8): the recovery tokens the callback left in the hash, or the
// error it found.

export type Tokens = { accessToken: string; refreshToken: string };
/** The callback's error kinds (auth-storage.ts), spoken of as the reset link they are about. */
type LinkError = { state: 'expired' | 'invalid' | 'error'; title: string; text: string };

export function linkError(kind: string, serverText: string | null): LinkError {
  const { titles } = resetMessages;
  if (kind === 'expired') return { state: 'expired', title: titles.expired, text: resetMessages.expiredOrInvalid };
  if (kind === 'already-used') return { state: 'invalid', title: titles.alreadyUsed, text: resetMessages.alreadyUsed };
  // The server's own sentence speaks of a verification link; the screen speaks of the reset link.
  if (kind === 'invalid') return { state: 'invalid', title: titles.invalid, text: resetMessages.expiredOrInvalid };
  return { state: 'error', title: titles.error, text: serverText || resetMessages.failed };
}

/** Reads the recovery tokens once, from the hash (or the query) the callback left. */
export function readResetLink(): { tokens: Tokens | null; error: string | null; errorKind: string | null } {
  if (typeof window === 'undefined') return { tokens: null, error: null, errorKind: null };
  const link = readLinkParams(window.location.search, window.location.hash);
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const errorKind = fragment.get('error');
  if (errorKind) return { tokens: null, error: fragment.get('error_description'), errorKind };
  if (link.accessToken && link.refreshToken && link.type === 'recovery') return { tokens: { accessToken: link.accessToken, refreshToken: link.refreshToken }, error: null, errorKind: null };
  return { tokens: null, error: null, errorKind: null };
}

/** True when the access token is a JWT whose `exp` has passed (read without verifying; the server decides). */
export function jwtExpired(token: string): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' && payload.exp * 1000 <= Date.now();
  } catch {
    return false;
  }
}
