import { useState } from 'react';
import { authMessages } from '@shared/messages/auth';
import { toast } from '../../components/ui/toast';
import { resendConfirmation } from './api/resend-confirmation';
import { messageOf, resendFailedToast } from './auth-toasts';

/** Send Again for an unconfirmed address (the log-in notice, the sign-up's 'Check your email'), with its toasts. */
export function useResendConfirmation() {
  const [sending, setSending] = useState(false);
  const resend = async (email: string) => {
    setSending(true);
    try {
      await resendConfirmation(email);
      toast(authMessages.toast.resendSuccess);
    } catch (error) {
      resendFailedToast(messageOf(error, authMessages.fallback.resend));
    } finally {
      setSending(false);
    }
  };
  return { sending, resend };
}
