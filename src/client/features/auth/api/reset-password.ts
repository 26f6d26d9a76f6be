import * as routes from '@shared/contracts/routes';
import { authMessages } from '@shared/messages/auth';
import { authFailure, postAuth } from './auth-answer';

/** POST /api/auth/reset-password with a recovery link's tokens: the server's confirmation sentence. */
export async function resetPassword(body: { access_token: string; refresh_token: string; password: string }): Promise<string | undefined> {
  const answer = await postAuth(routes.resetPassword, body);
  if (!answer.ok) throw authFailure(answer, authMessages.fallback.resetPassword);
  return answer.data.message;
}
