import * as auth from '@shared/contracts/auth';
import type { App } from '../../http/context';
import { createLimiter } from '../../http/rate-limits';
import { route } from '../../http/route';
import { afterAnswer, whenIdle } from './after-answer';
import { toAuthUser } from './auth-user';
import { confirmEmail } from './confirm-email';
import { login } from './login';
import { logout } from './logout';
import { normaliseEmail } from './passwords';
import { register } from './register';
import { forgotPassword, forgotPasswordAnswer, resendConfirmation, resendConfirmationAnswer } from './request-mail';
import { resetPassword } from './reset-password';
import { rotateRefreshToken } from './session-store';

export function authRoutes(app: App) {
  const { database, config } = app.ctx;
  const db = database.db;
  const limit = createLimiter(app);
  app.addHook('onClose', whenIdle);
  /**
   * Mail-sending calls: per address and kind of mail (confirmation or reset) one a minute and a few an
   * hour, whether or not the address has an account; and a ceiling per IP.
   */
  const mailLimits = async (req: Parameters<typeof limit>[0], kind: 'confirmation' | 'reset', email: string) => {
    const key = `${kind}:${normaliseEmail(email)}`;
    await limit(req, 'mailPerIp');
    await limit(req, 'mailPerAddressMinute', key);
    await limit(req, 'mailPerAddressHour', key);
  };

  route(app, auth.register, async ({ body, req }) => {
    await limit(req, 'signupPerIp');
    if (config.emailConfirmation) await mailLimits(req, 'confirmation', body.email);
    return register(db, config, body);
  });

  route(app, auth.login, async ({ body, req }) => {
    await limit(req, 'loginPerIp');
    return login(db, config, body, (name, key, refusal) => limit(req, name, key, refusal));
  });

  route(app, auth.logout, ({ body, req }) => logout(req, app.ctx, body?.refresh_token));

  route(app, auth.refreshSession, async ({ body, req }) => {
    await limit(req, 'refreshPerIp');
    return rotateRefreshToken(db, body.refresh_token, config.authSecret);
  });

  route(app, auth.resendConfirmation, async ({ body, req }) => {
    await mailLimits(req, 'confirmation', body.email);
    // Answered before the address is looked up: an existing account's writes take no visible time.
    afterAnswer(req.log, 'resend-confirmation', () => resendConfirmation(db, config, body.email));
    return resendConfirmationAnswer();
  });

  route(app, auth.forgotPassword, async ({ body, req }) => {
    await mailLimits(req, 'reset', body.email);
    afterAnswer(req.log, 'forgot-password', () => forgotPassword(db, config, body.email));
    return forgotPasswordAnswer();
  });

  route(app, auth.resetPassword, ({ body }) => resetPassword(db, config, body));
  route(app, auth.confirmEmail, ({ body }) => confirmEmail(db, config, body));
  route(app, auth.currentUser, ({ caller }) => toAuthUser(caller));
}
