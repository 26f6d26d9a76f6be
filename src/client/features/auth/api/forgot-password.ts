import * as routes from '@shared/contracts/routes';
import { authMessages } from '@shared/messages/auth';
import { authFailure, postAuth } from './auth-answer';

/** POST /api/auth/forgot-password: the server's confirmation sentence (the same whether or not the address exists). */
export async function forgotPassword(email: string): Promise<string | undefined> {
  const answer = await postAuth(routes.forgotPassword, { email });
  if (!answer.ok) throw authFailure(answer, authMessages.fallback.forgotPassword);
  return answer.data.message;
}
