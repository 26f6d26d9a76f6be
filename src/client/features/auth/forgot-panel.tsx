import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { forgotPassword } from './api/forgot-password';
import { messageOf, resetLinkFailedToast } from './auth-toasts';
import { CheckEmail } from './check-email';
import { Field } from '../../components/form/field';
import { looksLikeEmail } from '../../lib/email';
import { authMessages } from '@shared/messages/auth';

/** The forgot-password view (spec 01 2.5): email, Send Reset Link, 'Check your email', Back to Login. */
export function ForgotPanel({ email: initialEmail, onBack }: { email?: string; onBack: (email: string) => void }) {
  const [email, setEmail] = useState(initialEmail ?? '');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError(authMessages.validation.emailRequired);
    if (!looksLikeEmail(address)) return setError(authMessages.validation.invalidEmail);
    setSending(true);
    try {
      await forgotPassword(address);
      toast(authMessages.toast.resetLinkSent);
      setSent(true);
    } catch (err) {
      resetLinkFailedToast(messageOf(err, authMessages.fallback.forgotPassword));
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <CheckEmail testId="forgot-sent" text={authMessages.forgotPasswordSent}>
        <Button variant="secondary" onClick={() => onBack(email.trim())} className="mt-8 w-full">
          {authMessages.dialog.backToLogin}
        </Button>
      </CheckEmail>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="forgot-form">
      <div className="pr-8">
        <h2 className="font-display text-[28px] font-medium leading-tight">Reset Your Password</h2>
        <p className="mt-2 font-sans text-base leading-relaxed text-graphite">Enter the address you registered with and we will send you a link to choose a new password.</p>
      </div>
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setError(null);
        }}
        placeholder="you@example.com"
        error={error}
      />
      <Button type="submit" disabled={sending} className="w-full">
        {sending ? 'Sending…' : authMessages.dialog.sendResetLink}
      </Button>
      <Button variant="ghost" onClick={() => onBack(email.trim())} className="w-full">
        {authMessages.dialog.backToLogin}
      </Button>
    </form>
  );
}
