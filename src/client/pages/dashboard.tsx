import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { dashboardMessages } from '@shared/messages/dashboard';
import { PageFrame } from '../components/layout/page-frame';
import { Button } from '../components/ui/button';
import { DashboardActions } from '../features/account/dashboard-actions';
import { DashboardTabs } from '../features/account/dashboard-tabs';
import { memberSinceMonth } from '../features/account/member-since';
import { useAuth } from '../features/auth/use-auth';
import { useWelcomeToast } from '../features/auth/use-welcome-toast';
import { peekSession } from '../lib/session';

/** Spec 01 section 9: the dashboard's one-time welcome toast lasts 6 seconds. */
export const DASHBOARD_WELCOME_MS = 6000;

/** The member dashboard (spec 01 2.11). */
export default function DashboardPage() {
  const navigate = useNavigate();
  const { user, session, isAuthenticated, logout } = useAuth();
  const hasStoredSession = Boolean(session) || Boolean(peekSession());
  useWelcomeToast(DASHBOARD_WELCOME_MS);

  useEffect(() => {
    if (!isAuthenticated && !hasStoredSession) navigate('/', { replace: true });
  }, [isAuthenticated, hasStoredSession, navigate]);

  const email = typeof user?.email === 'string' ? user.email : '';
  const memberSince = memberSinceMonth(user?.createdAt);

  const onLogout = async () => {
    await logout();
    navigate('/');
  };

  return (
    <PageFrame>
      <header className="flex flex-col gap-6 border-b border-hairline pb-10 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="mb-3 font-sans text-xs uppercase tracking-[0.24em] text-gold-deep">Member dashboard</p>
          <h1 className="font-display text-[32px] font-medium leading-[1.1] text-ink [overflow-wrap:anywhere] sm:text-[56px]" data-testid="dashboard-welcome">
            {email ? dashboardMessages.welcome(email) : 'Welcome'}
          </h1>
          <p className="mt-4 max-w-xl font-sans text-base leading-relaxed text-graphite">Your designs, orders and messages, gathered in one place.</p>
        </div>
        <Button variant="secondary" onClick={onLogout} className="self-start sm:self-auto">
          <LogOut size={16} strokeWidth={1.5} aria-hidden />
          {dashboardMessages.logOut}
        </Button>
      </header>

      <DashboardActions />

      <DashboardTabs email={email} memberSince={memberSince} />
    </PageFrame>
  );
}
