import { useEffect } from 'react';
import { toast } from '../../components/ui/toast';
import { takeWelcomeFlag } from './auth-storage';
import { dashboardMessages } from '@shared/messages/dashboard';

/**
 * Shows the one-time 'Welcome!' toast when the flag set after an email verification is present
 * (spec 01 2.11: the dashboard, 6 seconds; spec 02: the product page). The flag is removed on show.
 */
export function useWelcomeToast(duration?: number): void {
  useEffect(() => {
    if (!takeWelcomeFlag()) return;
    toast({ ...dashboardMessages.welcomeToast, duration });
  }, [duration]);
}
