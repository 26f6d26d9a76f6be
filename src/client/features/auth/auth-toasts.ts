import { toast } from '../../components/ui/toast';
import { authMessages } from '@shared/messages/auth';

/** Toasts of the auth dialog (spec 01 section 8). */

export const LOGIN_WELCOME_MS = 4000;

export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

const has = (message: string, marker: string) => message.toLowerCase().includes(marker.toLowerCase());

export function isRateLimited(message: string): boolean {
  return has(message, authMessages.rateLimitMarker) || has(message, 'Too many');
}

export function welcomeToast(): void {
  toast({ ...authMessages.toast.welcome, duration: LOGIN_WELCOME_MS });
}

export function loginFailedToast(message: string): void {
  toast({ ...authMessages.toast.loginFailed(message), variant: 'destructive' });
}

/** Signup: 'rate limit' gives 'Too many attempts' (development wording when built for development). */
export function signupFailedToast(message: string): void {
  if (has(message, authMessages.rateLimitMarker)) toast({ ...authMessages.toast.tooManyAttempts(import.meta.env.DEV), variant: 'destructive' });
  else toast({ ...authMessages.toast.signUpFailed(message), variant: 'destructive' });
}

export function resendFailedToast(message: string): void {
  toast({ ...(isRateLimited(message) ? authMessages.toast.pleaseWait(message) : authMessages.toast.resendFailed(message)), variant: 'destructive' });
}

export function resetLinkFailedToast(message: string): void {
  toast({ ...(isRateLimited(message) ? authMessages.toast.pleaseWait(message) : authMessages.toast.resetLinkFailed(message)), variant: 'destructive' });
}
