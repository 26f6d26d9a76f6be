import * as routes from '@shared/contracts/routes';
import { authMessages } from '@shared/messages/auth';
import { signedIn } from '../sign-in';
import { authFailure, postAuth } from './auth-answer';

export type RegisterOutcome = 'signed-in' | 'confirm-email' | 'manual-login';

/**
 * POST /api/auth/register, with the outcomes of spec 01 section 4: a session signs in;
 * needsEmailConfirmation asks for the mail; needsManualLogin tells the user to log in (its message
 * contains 'Account created successfully'); success without either is a failure.
 */
export async function register(email: string, password: string): Promise<RegisterOutcome> {
  const answer = await postAuth(routes.register, { email, password });
  const { data } = answer;
  if (!answer.ok || data.success === false) throw authFailure(answer, authMessages.fallback.register);
  if (data.session) {
    await signedIn(data.session, data.user);
    return 'signed-in';
  }
  if (data.needsEmailConfirmation) return 'confirm-email';
  if (data.needsManualLogin) return 'manual-login';
  throw new Error(data.error || authMessages.registeredLoginFailed);
}
