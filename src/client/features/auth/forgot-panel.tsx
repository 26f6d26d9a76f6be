import { Button } from '../../components/ui/button';
import { authMessages } from '@shared/messages';

/** The forgot-password view. The accounts work adds the email field and Send Reset Link. */
export function ForgotPanel({ onBack }: { email?: string; onBack: () => void }) {
  return (
    <div className="flex flex-col gap-4 pr-8">
      <h2 className="font-display text-[28px] font-medium leading-tight">Reset Your Password</h2>
      <p className="font-sans text-base leading-relaxed text-graphite">Enter the address you registered with and we will send you a link to choose a new password.</p>
      <Button variant="secondary" onClick={onBack} className="mt-2 self-start">
        {authMessages.dialog.backToLogin}
      </Button>
    </div>
  );
}
