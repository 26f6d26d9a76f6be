import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { closeDialog } from '../../lib/dialog-store';
import { login } from './api/login';
import { loginFailedToast, messageOf, welcomeToast } from './auth-toasts';
import { useResendConfirmation } from './use-resend-confirmation';
import { Field, PasswordField } from '../../components/form/field';
import { FormNotice } from '../../components/form/form-notice';
import type { StoredAuthError } from './auth-storage';
import { authMessages } from '@shared/messages/auth';

/** The Log In tab (spec 01 2.5): email, password with show/hide, 'Forgot your password'. */
export function LoginPanel({ email: initialEmail, notice, onForgot }: { email?: string; notice?: StoredAuthError | null; onForgot: (email: string) => void }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail ?? '');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const { sending: resending, resend } = useResendConfirmation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast({ ...authMessages.toast.missingInformation, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    setUnconfirmed(null);
    try {
      await login(email.trim(), password);
      welcomeToast();
      closeDialog();
      navigate('/collections');
    } catch (error) {
      const message = messageOf(error, authMessages.fallback.login);
      if (message === authMessages.confirmEmailFirst || message.toLowerCase().includes('confirm your email')) setUnconfirmed(message);
      loginFailedToast(message);
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="login-form">
      <div>
        <h2 className="font-display text-[28px] font-medium leading-tight">Welcome back</h2>
        <p className="mt-2 font-sans text-base leading-relaxed text-graphite">Sign in to return to your bag, your wishlist and your orders.</p>
      </div>
      {notice ? <FormNotice tone="danger">{notice.message}</FormNotice> : null}
      {unconfirmed ? (
        <FormNotice>
          {unconfirmed}{' '}
          <button type="button" disabled={resending} onClick={() => void resend(email.trim())} className="text-gold-deep underline underline-offset-2 hover:text-ink disabled:opacity-50">
            {authMessages.dialog.sendAgain}
          </button>
        </FormNotice>
      ) : null}
      <Field label="Email" type="email" name="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="you@example.com" />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        after={
          <button type="button" onClick={() => onForgot(email.trim())} className="-mt-1 self-end font-sans text-sm text-gold-deep underline-offset-4 hover:underline">
            {authMessages.dialog.forgotLink}?
          </button>
        }
      />
      <Button type="submit" disabled={submitting} className="mt-1 w-full">
        {submitting ? 'Signing in…' : authMessages.dialog.logIn}
      </Button>
    </form>
  );
}
