import type { AuthUser, ConfirmEmailResponse, ConfirmType, LoginResponse, RegisterResponse, Session } from '@shared/contracts/auth';
import { queryClient } from '../../lib/query-client';
import { saveSession } from '../../lib/session';
import { CURRENT_USER_KEY } from './use-auth';
import { deviceTokenFor, keepDeviceToken } from './device-tokens';
import { mergeGuestBag } from '../cart/bag-api';
import { authMessages, verifyMessages } from '@shared/messages/auth';

/** The calls of spec 01 section 7 under /api/auth, with the client's outcomes of section 4. */

interface Answer<T> {
  ok: boolean;
  status: number;
  data: Partial<T> & { error?: string; message?: string };
}

/** POST without a bearer token; the answer's JSON is read whatever the status. */
async function post<T>(path: string, body: unknown): Promise<Answer<T>> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const text = await res.text().catch(() => '');
  let data: Answer<T>['data'] = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') data = parsed as Answer<T>['data'];
  } catch {
    data = (text ? { error: text } : {}) as Answer<T>['data'];
  }
  return { ok: res.ok, status: res.status, data };
}

function failure(answer: Answer<unknown>, fallback: string): Error {
  return new Error(answer.data.error || (answer.ok ? '' : answer.data.message) || fallback);
}

/**
 * After a session arrives (log-in, a sign-up that answers a session, an email confirmation that
 * answers one): store it, carry the guest bag into the account (issue 4; the guest bag is emptied
 * only when the merge succeeded, and a failed merge never blocks the sign-in), show the user at once
 * when known, and re-fetch it.
 */
async function signedIn(session: Session, user?: AuthUser): Promise<void> {
  saveSession(session);
  await mergeGuestBag();
  if (user) queryClient.setQueryData(CURRENT_USER_KEY, user);
  await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}

export type RegisterOutcome = 'signed-in' | 'confirm-email' | 'manual-login';

/**
 * Registration outcomes (spec 01 section 4): a session signs in; needsEmailConfirmation asks for the
 * mail; needsManualLogin tells the user to log in (its message contains 'Account created
 * successfully'); success without either is a failure.
 */
export async function register(email: string, password: string): Promise<RegisterOutcome> {
  const answer = await post<RegisterResponse>('/api/auth/register', { email, password });
  const { data } = answer;
  if (!answer.ok || data.success === false) throw failure(answer, authMessages.fallback.register);
  if (data.session) {
    await signedIn(data.session, data.user);
    return 'signed-in';
  }
  if (data.needsEmailConfirmation) return 'confirm-email';
  if (data.needsManualLogin) return 'manual-login';
  throw new Error(data.error || authMessages.registeredLoginFailed);
}

/**
 * Login outcomes: a session must be present; needsEmailConfirmation asks to confirm first. The
 * device token of this browser's last login to the account goes along (device-tokens.ts).
 */
export async function login(email: string, password: string): Promise<void> {
  const device_token = deviceTokenFor(email);
  const answer = await post<LoginResponse>('/api/auth/login', { email, password, ...(device_token ? { device_token } : {}) });
  const { data } = answer;
  if (data.device_token) keepDeviceToken(email, data.device_token);
  if (data.needsEmailConfirmation) throw new Error(data.error || authMessages.confirmEmailFirst);
  if (!answer.ok || data.success === false) throw failure(answer, authMessages.fallback.login);
  if (!data.session) throw new Error(authMessages.loginSessionFailed);
  await signedIn(data.session, data.user);
}

export async function resendConfirmation(email: string): Promise<string | undefined> {
  const answer = await post<{ message: string }>('/api/auth/resend-confirmation', { email });
  if (!answer.ok) throw failure(answer, authMessages.fallback.resend);
  return answer.data.message;
}

export async function forgotPassword(email: string): Promise<string | undefined> {
  const answer = await post<{ message: string }>('/api/auth/forgot-password', { email });
  if (!answer.ok) throw failure(answer, authMessages.fallback.forgotPassword);
  return answer.data.message;
}

export async function resetPassword(body: { access_token: string; refresh_token: string; password: string }): Promise<string | undefined> {
  const answer = await post<{ message: string }>('/api/auth/reset-password', body);
  if (!answer.ok) throw failure(answer, authMessages.fallback.resetPassword);
  return answer.data.message;
}

export type VerifyResult =
  | { kind: 'success'; type: ConfirmType; session: Session }
  | { kind: 'expired' | 'already-used' | 'invalid' | 'error'; message: string };

/** Maps a confirm-email error by substring (spec 01 section 8). */
export function classifyVerifyError(message: string): VerifyResult {
  const lower = message.toLowerCase();
  if (lower.includes(verifyMessages.markers.expired)) return { kind: 'expired', message };
  if (verifyMessages.markers.alreadyUsed.some((marker) => lower.includes(marker))) return { kind: 'already-used', message };
  if (lower.includes(verifyMessages.markers.invalid)) return { kind: 'invalid', message };
  return { kind: 'error', message: message || verifyMessages.somethingWrong };
}

/** POST /api/auth/confirm-email; a network failure throws (the screens word it themselves). */
export async function confirmEmail(tokenHash: string, type: ConfirmType = 'signup'): Promise<VerifyResult> {
  const answer = await post<ConfirmEmailResponse>('/api/auth/confirm-email', { token_hash: tokenHash, type });
  const { data } = answer;
  if (answer.ok && data.success !== false && data.session) return { kind: 'success', type: data.type ?? type, session: data.session };
  return classifyVerifyError(data.error || verifyMessages.somethingWrong);
}

/** Stores a verified signup's session and loads the user (the verification screen and the callback). */
export async function signInWithSession(session: Session, user?: AuthUser): Promise<void> {
  await signedIn(session, user);
}

/**
 * The account a session's access token opens, or null when the server refuses it: tokens that
 * arrive in a link's hash are only a claim until the server says whose they are. A network failure throws.
 */
export async function userOfSession(session: Session): Promise<AuthUser | null> {
  const res = await fetch('/api/auth/user', {
    headers: { Accept: 'application/json', Authorization: `Bearer ${session.access_token}` },
    credentials: 'same-origin',
  });
  if (!res.ok) return null;
  return (await res.json().catch(() => null)) as AuthUser | null;
}

/** Reads a verification or recovery link: token from token_hash, confirmation_token or token, in the query or the hash. */
export function readLinkParams(search: string, hash: string): { tokenHash: string | null; type: string | null; accessToken: string | null; refreshToken: string | null; error: string | null } {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const pick = (...keys: string[]) => {
    for (const source of [query, fragment]) {
      for (const key of keys) {
        const value = source.get(key);
        if (value) return value;
      }
    }
    return null;
  };
  return {
    tokenHash: pick('token_hash', 'confirmation_token', 'token'),
    type: pick('type'),
    accessToken: pick('access_token'),
    refreshToken: pick('refresh_token'),
    error: pick('error_description', 'error'),
  };
}
