import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { LoadingPage } from '../components/states/loading-page';
import { toast } from '../components/ui/toast';
import { resetPassword } from '../features/auth/api/reset-password';
import { AuthScreen, SupportLine } from '../features/auth/auth-screen';
import { jwtExpired, linkError, readResetLink } from '../features/auth/reset-link';
import { PasswordField } from '../components/form/field';
import { MatchHint, StrengthMeter } from '../features/auth/password-hints';
import { clearSession } from '../lib/session';
import { authMessages, resetMessages } from '@shared/messages/auth';
import { PASSWORD_MIN } from '@shared/limits';

/** Spec 01 section 9: after a new password is set, /?auth=login follows in 3 seconds. */
export const RESET_REDIRECT_MS = 3000;
const MIN_LOADING_MS = 400;

type State = 'loading' | 'form' | 'success' | 'expired' | 'invalid' | 'error';

/** The reset password screen (spec 01 2.8). */
export default function AuthResetPasswordPage() {
  const navigate = useNavigate();
  const [link] = useState(readResetLink);
  const [state, setState] = useState<State>('loading');
  const [message, setMessage] = useState<string>(resetMessages.expiredOrInvalid);
  const [title, setTitle] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);

  // Validate the link, then keep the tokens out of the address bar and the history.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (link.errorKind) {
        const error = linkError(link.errorKind, link.error);
        setMessage(error.text);
        setTitle(error.title);
        setState(error.state);
      } else if (!link.tokens) {
        toast({ ...resetMessages.toast.invalidSession, variant: 'destructive' });
        setState('invalid');
      } else if (jwtExpired(link.tokens.accessToken)) setState('expired');
      else setState('form');
    }, MIN_LOADING_MS);
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    return () => clearTimeout(timer);
  }, [link]);

  useEffect(() => {
    if (state !== 'success') return;
    const timer = setTimeout(() => navigate('/?auth=login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || !confirm) return void toast({ ...resetMessages.toast.missingInformation, variant: 'destructive' });
    if (password.length < PASSWORD_MIN) return void toast({ ...resetMessages.toast.tooShort, variant: 'destructive' });
    if (password !== confirm) return void toast({ ...resetMessages.toast.mismatch, variant: 'destructive' });
    if (!link.tokens) return void toast({ ...resetMessages.toast.invalidSession, variant: 'destructive' });
    setSubmitting(true);
    try {
      await resetPassword({ access_token: link.tokens.accessToken, refresh_token: link.tokens.refreshToken, password });
      // Setting it signs out every session of the account, this browser's included.
      clearSession();
      setState('success');
    } catch (error) {
      const text = error instanceof Error ? error.message : '';
      if (/expired|invalid/i.test(text)) {
        setMessage(resetMessages.expiredOrInvalid);
        setState('expired');
      } else {
        setMessage(text || resetMessages.failed);
        setState('error');
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (state === 'loading') {
    return (
      <LoadingPage title="Set a new password" fill>{resetMessages.loading}</LoadingPage>
    );
  }

  if (state === 'form') {
    return (
      <AuthScreen state="form" title="Set a new password" help={<SupportLine />}>
        <p>Choose a password you have not used here before.</p>
        <form noValidate onSubmit={onSubmit} className="mt-8 flex flex-col gap-5 text-left" data-testid="reset-form">
          <PasswordField label={resetMessages.newPassword} name="new-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} after={<StrengthMeter password={password} />} />
          <PasswordField
            label={resetMessages.confirmPassword}
            name="confirm-password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            hint={confirm && confirm === password ? <MatchHint>{authMessages.dialog.passwordsMatch}</MatchHint> : null}
          />
          <Button type="submit" disabled={submitting} className="mt-2 w-full">
            {submitting ? 'Updating…' : 'Update Password'}
          </Button>
        </form>
      </AuthScreen>
    );
  }

  if (state === 'success') {
    return (
      <AuthScreen state="success" tone="success" title="Password updated" help={<SupportLine />}>
        <p className="text-ink">Your new password is set.</p>
        <p className="mt-2 text-sm">Taking you to log in…</p>
      </AuthScreen>
    );
  }

  const { titles } = resetMessages;
  return (
    <AuthScreen
      state={state}
      tone="danger"
      title={title ?? (state === 'expired' ? titles.expired : state === 'invalid' ? titles.invalid : titles.error)}
      help={<SupportLine />}
      actions={
        <Link to="/?auth=login&forgot=true" className={buttonClasses('primary')}>
          {resetMessages.requestNewLink}
        </Link>
      }
    >
      <p>{message}</p>
    </AuthScreen>
  );
}
