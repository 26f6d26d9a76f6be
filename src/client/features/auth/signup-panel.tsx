import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { closeDialog } from '../../lib/dialog-store';
import { register } from './api/register';
import { messageOf, signupFailedToast, welcomeToast } from './auth-toasts';
import { CheckEmail } from './check-email';
import { useResendConfirmation } from './use-resend-confirmation';
import { Field, PasswordField } from '../../components/form/field';
import { FormNotice } from '../../components/form/form-notice';
import { looksLikeEmail } from '../../lib/email';
import { MatchHint, StrengthMeter } from './password-hints';
import type { StoredAuthError } from './auth-storage';
import { authMessages } from '@shared/messages/auth';
import { PASSWORD_MIN } from '@shared/limits';

/** The inline errors of the signup form (spec 01 section 5); submit is disabled while any exists. */
function inlineErrors(email: string, password: string, confirm: string) {
  return {
    email: email.trim() && !looksLikeEmail(email) ? authMessages.validation.invalidEmail : null,
    password: password && password.length < PASSWORD_MIN ? authMessages.validation.passwordTooShort : null,
    confirm: confirm && confirm !== password ? authMessages.validation.passwordsDoNotMatch : null,
  };
}

/** The 'Check your email' screen: Close, Send Again, Login (the address kept and prefilled). */
function SignupSent({ email, onLogin }: { email: string; onLogin: () => void }) {
  const { sending, resend } = useResendConfirmation();
  const text = (
    <>
      We sent a confirmation link to <span className="font-medium text-ink" data-testid="signup-email">{email}</span>. Open it to confirm your access.
    </>
  );
  return (
    <CheckEmail testId="signup-check-email" text={text} narrow>
      <div className="mt-8 grid w-full grid-cols-1 gap-3 sm:grid-cols-3">
        <Button variant="secondary" onClick={() => closeDialog()}>
          {authMessages.dialog.close}
        </Button>
        <Button variant="secondary" disabled={sending} onClick={() => void resend(email)}>
          {authMessages.dialog.sendAgain}
        </Button>
        <Button onClick={onLogin}>{authMessages.dialog.login}</Button>
      </div>
    </CheckEmail>
  );
}

/** The Sign Up tab (spec 01 2.5): email, password with strength meter, confirmation, and the four outcomes of section 4. */
export function SignupPanel({ email: initialEmail, notice, onLogin }: { email?: string; notice?: StoredAuthError | null; onLogin: (email: string) => void }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [missing, setMissing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const errors = inlineErrors(email, password, confirm);
  const hasError = Boolean(errors.email || errors.password || errors.confirm);

  if (sentTo) return <SignupSent email={sentTo} onLogin={() => onLogin(sentTo)} />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password || !confirm) {
      setMissing(true);
      return;
    }
    if (hasError) return;
    const address = email.trim();
    setSubmitting(true);
    try {
      const outcome = await register(address, password);
      if (outcome === 'signed-in') {
        welcomeToast();
        closeDialog();
        navigate('/collections');
        return;
      }
      if (outcome === 'manual-login') {
        toast({ title: authMessages.toast.accountCreated.title, description: authMessages.accountCreatedLogIn });
        onLogin(address);
        return;
      }
      toast(authMessages.toast.accountCreated);
      setSentTo(address);
    } catch (error) {
      const message = messageOf(error, authMessages.fallback.register);
      if (message.includes(authMessages.accountCreatedMarker)) {
        toast(authMessages.toast.accountCreated);
        setSentTo(address);
        return;
      }
      signupFailedToast(message);
      setSubmitting(false);
    }
  };

  const change = (setter: (value: string) => void) => (event: { target: { value: string } }) => {
    setter(event.target.value);
    setMissing(false);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="signup-form">
      <div>
        <h2 className="font-display text-[28px] font-medium leading-tight">Create your account</h2>
        <p className="mt-2 font-sans text-base leading-relaxed text-graphite">Keep your designs, your bag and your orders together, ready whenever you return.</p>
      </div>
      {notice ? <FormNotice tone="danger">{notice.message}</FormNotice> : null}
      <Field label="Email" type="email" name="email" autoComplete="email" inputMode="email" value={email} onChange={change(setEmail)} placeholder="you@example.com" error={errors.email} />
      <PasswordField
        label="Password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={change(setPassword)}
        error={errors.password}
        after={<StrengthMeter password={password} />}
      />
      <PasswordField
        label="Confirm Password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={change(setConfirm)}
        error={errors.confirm}
        hint={confirm && confirm === password ? <MatchHint>{authMessages.dialog.passwordsMatch}</MatchHint> : null}
      />
      {missing ? (
        <p role="alert" className="font-sans text-sm text-danger">
          {authMessages.validation.allFields}
        </p>
      ) : null}
      <Button type="submit" disabled={submitting || hasError || missing} className="mt-1 w-full">
        {submitting ? 'Creating your account…' : authMessages.dialog.signUp}
      </Button>
    </form>
  );
}
