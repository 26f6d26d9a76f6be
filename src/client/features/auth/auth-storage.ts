/**
 * What the auth screens leave for each other in the browser: the callback's error for the auth
 * dialog (session storage, this tab only; spec 01 2.7) and the one-time welcome flag set after a
 * verification (spec 01 2.7, 2.11; spec 02 product page).
 */
import { safe } from '../../lib/safe';

export const AUTH_ERROR_KEY = 'auth-callback-error';
export const WELCOME_FLAG_KEY = 'show-welcome-toast';

export type AuthErrorKind = 'expired' | 'already-used' | 'invalid' | 'error';

export interface StoredAuthError {
  kind: AuthErrorKind;
  message: string;
}

export function storeAuthError(error: StoredAuthError): void {
  safe(() => window.sessionStorage.setItem(AUTH_ERROR_KEY, JSON.stringify(error)), undefined);
}

/** Removes the callback's error once the auth dialog has shown it. */
export function clearAuthError(): void {
  safe(() => window.sessionStorage.removeItem(AUTH_ERROR_KEY), undefined);
}

/** The callback's error for the auth dialog, if one is stored for this tab. */
export function peekAuthError(): StoredAuthError | null {
  return safe(() => {
    const raw = window.sessionStorage.getItem(AUTH_ERROR_KEY);
    if (raw == null) return null;
    const parsed = JSON.parse(raw) as Partial<StoredAuthError> | null;
    return parsed && typeof parsed.message === 'string' ? { kind: parsed.kind ?? 'error', message: parsed.message } : null;
  }, null);
}

export function setWelcomeFlag(): void {
  safe(() => window.localStorage.setItem(WELCOME_FLAG_KEY, 'true'), undefined);
}

/** True once after a verification: reading the flag removes it. */
export function takeWelcomeFlag(): boolean {
  return safe(() => {
    if (window.localStorage.getItem(WELCOME_FLAG_KEY) == null) return false;
    window.localStorage.removeItem(WELCOME_FLAG_KEY);
    return true;
  }, false);
}
