import * as routes from '@shared/contracts/routes';
import { authMessages } from '@shared/messages/auth';
import { authFailure, postAuth } from './auth-answer';

/** POST /api/auth/resend-confirmation: the server's confirmation sentence (the same whether or not the address exists). */
export async function resendConfirmation(email: string): Promise<string | undefined> {
  const answer = await postAuth(routes.resendConfirmation, { email });
  if (!answer.ok) throw authFailure(answer, authMessages.fallback.resend);
  return answer.data.message;
}
