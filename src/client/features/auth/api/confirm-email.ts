import type { ConfirmType, Session } from '@shared/contracts/auth';
import * as routes from '@shared/contracts/routes';
import { verifyMessages } from '@shared/messages/auth';
import { postAuth } from './auth-answer';

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
  const answer = await postAuth(routes.confirmEmail, { token_hash: tokenHash, type });
  const { data } = answer;
  if (answer.ok && data.success !== false && data.session) return { kind: 'success', type: data.type ?? type, session: data.session };
  return classifyVerifyError(data.error || verifyMessages.somethingWrong);
}
