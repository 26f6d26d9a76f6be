import { useState } from 'react';
import { authMessages } from '@shared/messages/auth';
import { toast } from '../../components/ui/toast';
import { whileBusy } from '../../lib/while-busy';
import { resendConfirmation } from './api/resend-confirmation';
import { messageOf, resendFailedToast } from './auth-toasts';

/** Send Again for an unconfirmed address (the log-in notice, the sign-up's 'Check your email'), with its toasts. */
export function useResendConfirmation() {
  const [sending, setSending] = useState(false);
  const resend = (email: string) =>
    whileBusy(setSending, () => resendConfirmation(email), {
      done: () => toast(authMessages.toast.resendSuccess),
      failed: (error) => resendFailedToast(messageOf(error, authMessages.fallback.resend)),
    });
  return { sending, resend };
}
