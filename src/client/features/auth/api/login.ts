import * as routes from '@shared/contracts/routes';
import { authMessages } from '@shared/messages/auth';
import { deviceTokenFor, keepDeviceToken } from '../device-tokens';
import { signedIn } from '../sign-in';
import { authFailure, postAuth } from './auth-answer';

/**
 * POST /api/auth/login. A session must be present; needsEmailConfirmation asks to confirm first. The
 * device token of this browser's last login to the account goes along (device-tokens.ts).
 */
export async function login(email: string, password: string): Promise<void> {
  const device_token = deviceTokenFor(email);
  const answer = await postAuth(routes.login, { email, password, ...(device_token ? { device_token } : {}) });
  const { data } = answer;
  if (data.device_token) keepDeviceToken(email, data.device_token);
  if (data.needsEmailConfirmation) throw new Error(data.error || authMessages.confirmEmailFirst);
  if (!answer.ok || data.success === false) throw authFailure(answer, authMessages.fallback.login);
  if (!data.session) throw new Error(authMessages.loginSessionFailed);
  await signedIn(data.session, data.user);
}
