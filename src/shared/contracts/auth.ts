import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';
import { Email, Id, Ok, Timestamp, email } from './common';
import { authMessages } from '../messages';
import { PASSWORD_MAX, PASSWORD_MIN, TOKEN_DEFAULT_EXPIRES_IN } from '../limits';
import { UserRole } from './enums';

// Accounts (spec 01, sections 3, 4 and 7; issue 3 adds logout and refresh).

/** Not trimmed: spaces in a password are the user's choice. */
const NewPassword = z
  .string({ error: authMessages.validation.passwordTooShort })
  .min(PASSWORD_MIN, { error: authMessages.validation.passwordTooShort })
  .max(PASSWORD_MAX, { error: authMessages.validation.passwordTooLong });
/** Logging in checks the hash, so only presence and a ceiling matter. */
const AnyPassword = z
  .string({ error: authMessages.validation.passwordRequired })
  .min(1, { error: authMessages.validation.passwordRequired })
  .max(PASSWORD_MAX, { error: authMessages.validation.passwordTooLong });
const Token = z.string().trim().min(1).max(2048);

export const Session = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int().positive().default(TOKEN_DEFAULT_EXPIRES_IN),
  token_type: z.string().default('Bearer'),
});
export type Session = z.infer<typeof Session>;

/** What the browser keeps (spec 01, section 3): the session plus its expiry in epoch seconds. */
export const StoredSession = Session.extend({ expires_at: z.number() });
export type StoredSession = z.infer<typeof StoredSession>;

export function toStoredSession(session: z.input<typeof Session>, nowSeconds = Math.floor(Date.now() / 1000)): StoredSession {
  const parsed = Session.parse(session);
  return { ...parsed, expires_at: nowSeconds + parsed.expires_in };
}

export const AuthUser = z.object({
  id: Id,
  email: z.string(),
  role: UserRole,
  emailConfirmed: z.boolean(),
  createdAt: Timestamp,
});
export type AuthUser = z.infer<typeof AuthUser>;

export const Credentials = z.strictObject({
  email: email(authMessages.validation.invalidEmail),
  password: AnyPassword,
  /** Added (issue 21): the device token an earlier login on this browser answered (lockout by strangers). */
  device_token: Token.optional(),
});
export const SignupBody = z.strictObject({ email: Email, password: NewPassword });
export const EmailBody = z.strictObject({ email: email(authMessages.validation.emailRequired) });

export const RegisterResponse = z.object({
  success: z.boolean(),
  session: Session.optional(),
  user: AuthUser.optional(),
  needsEmailConfirmation: z.boolean().optional(),
  needsManualLogin: z.boolean().optional(),
  message: z.string().optional(),
  error: z.string().optional(),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const LoginResponse = z.object({
  success: z.boolean(),
  session: Session.optional(),
  user: AuthUser.optional(),
  needsEmailConfirmation: z.boolean().optional(),
  /** Added (issue 21): proof that this browser logged in, sent with its next logins. */
  device_token: z.string().optional(),
  error: z.string().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Answers that carry only a readable confirmation (the client reads `error` on failure). */
export const MessageResponse = z.object({ success: z.literal(true), message: z.string().optional() });

export const ConfirmType = z.enum(['signup', 'recovery']);
export type ConfirmType = z.infer<typeof ConfirmType>;
export const ConfirmEmailBody = z.strictObject({ token_hash: Token, type: ConfirmType.default('signup') });
export const ConfirmEmailResponse = z.object({
  success: z.boolean(),
  type: ConfirmType.optional(),
  session: Session.optional(),
  error: z.string().optional(),
});
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponse>;

export const ResetPasswordBody = z.strictObject({ access_token: Token, refresh_token: Token, password: NewPassword });
export const RefreshBody = z.strictObject({ refresh_token: Token });
/** Logout revokes the refresh token's session; it may come without a valid access token. */
export const LogoutBody = z.strictObject({ refresh_token: Token.optional() }).nullish();

export const register = endpoint({
  ...routes.register, access: 'public',
  summary: 'Create an account; answers a session, or needsEmailConfirmation when a confirmation mail was sent',
  body: SignupBody, response: RegisterResponse,
});
export const login = endpoint({
  ...routes.login, access: 'public',
  summary: 'Log in with email and password',
  body: Credentials, response: LoginResponse,
});
export const logout = endpoint({
  ...routes.logout, access: 'public',
  summary: 'Revoke the session of the bearer token and/or the given refresh token (always succeeds)',
  body: LogoutBody, response: Ok,
});
export const refreshSession = endpoint({
  ...routes.refreshSession, access: 'public',
  summary: 'Exchange a refresh token for a new session (the token is rotated)',
  body: RefreshBody, response: Session,
});
export const resendConfirmation = endpoint({
  ...routes.resendConfirmation, access: 'public',
  summary: 'Send the confirmation mail again (same answer whether or not the address exists)',
  body: EmailBody, response: MessageResponse,
});
export const forgotPassword = endpoint({
  ...routes.forgotPassword, access: 'public',
  summary: 'Send a password reset link (same answer whether or not the address exists)',
  body: EmailBody, response: MessageResponse,
});
export const resetPassword = endpoint({
  ...routes.resetPassword, access: 'public',
  summary: "Set a new password with a recovery session's tokens; signs out the account's other sessions",
  body: ResetPasswordBody, response: MessageResponse,
});
export const confirmEmail = endpoint({
  ...routes.confirmEmail, access: 'public',
  summary: 'Redeem a confirmation (signup) or recovery link token; answers a session',
  body: ConfirmEmailBody, response: ConfirmEmailResponse,
});
export const currentUser = endpoint({
  ...routes.currentUser, access: 'user',
  summary: 'The signed-in user (401 without a valid token)',
  response: AuthUser,
});

export const authEndpoints = [
  register, login, logout, refreshSession, resendConfirmation, forgotPassword, resetPassword, confirmEmail, currentUser,
] as const;
