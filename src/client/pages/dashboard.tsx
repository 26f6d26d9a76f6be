import { Tabs } from 'radix-ui';
import { ArrowRight, Gem, LogOut, MessageSquareQuote, PenTool, ShoppingBag, Sparkles } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../components/layout/page-frame';
import { Button } from '../components/ui/button';
import { useAuth } from '../features/auth/use-auth';
import { useWelcomeToast } from '../features/auth/use-welcome-toast';
import { openDialog } from '../lib/dialog-store';
import { cn } from '../lib/cn';
import { monthAndYear, readDate } from '../lib/dates';
import { peekSession } from '../lib/session';
import { site } from '../lib/site';
import { dashboardMessages } from '@shared/messages/dashboard';

/** Spec 01 section 9: the dashboard's one-time welcome toast lasts 6 seconds. */
export const DASHBOARD_WELCOME_MS = 6000;

/** 'January 2025' from an ISO timestamp; null when absent or unreadable. */
export function memberSinceMonth(createdAt: unknown): string | null {
  const date = readDate(createdAt);
  return date ? monthAndYear(date) : null;
}

const cardClass =
  'group flex h-full flex-col border border-hairline bg-pearl p-6 text-left transition-[transform,border-color] duration-150 ease-out hover:-translate-y-0.5 hover:border-gold sm:p-8';

function CardBody({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <>
      <span className="flex size-11 items-center justify-center rounded-full border border-hairline text-gold-deep transition-colors group-hover:border-gold">{icon}</span>
      <h2 className="mt-6 font-display text-[26px] font-medium leading-tight text-ink">{title}</h2>
      <p className="mt-2 flex-1 font-sans text-sm leading-relaxed text-graphite">{text}</p>
      <span className="mt-6 inline-flex items-center gap-2 font-sans text-xs font-medium uppercase tracking-[0.16em] text-ink transition-colors group-hover:text-gold-deep">
        Begin <ArrowRight size={16} strokeWidth={1.5} aria-hidden className="transition-transform duration-150 group-hover:translate-x-0.5" />
      </span>
    </>
  );
}

const tabClass =
  'min-h-11 border-b-2 border-transparent px-1 pb-2 font-sans text-[13px] font-medium uppercase tracking-[0.16em] text-graphite transition-colors hover:text-ink data-[state=active]:border-ink data-[state=active]:text-ink';

/** Sample correspondence (spec 01 2.11: the messages tab shows hard-coded sample content). */
const SAMPLE_MESSAGES = [
  { from: 'The Atelier', date: 'January 15, 2025', subject: 'Welcome to the atelier', body: 'Thank you for joining us. Whenever you have an idea for a piece, our craftsmen are here to shape it with you.' },
  { from: 'Master Craftsman', date: 'January 18, 2025', subject: 'About your design consultation', body: 'We have reviewed your sketch and suggest a slightly thicker bail so the pendant hangs true. Reply whenever you are ready.' },
];

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn('border border-hairline bg-pearl p-6 sm:p-8', className)}>
      <h3 className="font-sans text-xs font-medium uppercase tracking-[0.22em] text-gold-deep">{title}</h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function PremiumPanel() {
  return (
    <section className="relative overflow-hidden border border-gold/50 bg-ink p-6 text-ivory sm:p-8" data-testid="premium-member">
      <div className="flex items-center gap-3">
        <Gem size={20} strokeWidth={1.5} aria-hidden className="text-gold" />
        <h3 className="font-display text-[26px] font-medium leading-tight">{dashboardMessages.premiumMember}</h3>
      </div>
      <ul className="mt-5 flex flex-col gap-3">
        {dashboardMessages.perks.map((perk) => (
          <li key={perk} className="flex items-start gap-3 font-sans text-sm leading-relaxed text-ivory/85">
            <Sparkles size={16} strokeWidth={1.5} aria-hidden className="mt-0.5 shrink-0 text-gold" />
            {perk}
          </li>
        ))}
      </ul>
    </section>
  );
}

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

      <div className="mt-10 grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-3">
        <Link to="/" className={cardClass}>
          <CardBody icon={<PenTool size={20} strokeWidth={1.5} aria-hidden />} title={dashboardMessages.createNewDesign} text="Describe a charm or pendant and see it drawn in moments." />
        </Link>
        <Link to="/collections" className={cardClass}>
          <CardBody icon={<ShoppingBag size={20} strokeWidth={1.5} aria-hidden />} title={dashboardMessages.shop} text="Browse finished designs, cast to order in gold or silver." />
        </Link>
        <button type="button" onClick={() => openDialog('quote')} className={cardClass}>
          <CardBody icon={<MessageSquareQuote size={20} strokeWidth={1.5} aria-hidden />} title={dashboardMessages.requestQuote} text="Share your idea and receive a tailored quote within two days." />
        </button>
      </div>

      <Tabs.Root defaultValue="orders" className="mt-14">
        <Tabs.List aria-label="Your account" className="flex gap-8 border-b border-hairline">
          <Tabs.Trigger value="orders" className={tabClass}>
            Orders
          </Tabs.Trigger>
          <Tabs.Trigger value="messages" className={tabClass}>
            Messages
          </Tabs.Trigger>
          <Tabs.Trigger value="account" className={tabClass}>
            Account
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="orders" className="pt-8 outline-none">
          <div className="border border-hairline bg-pearl px-6 py-14 text-center">
            <h2 className="font-display text-[28px] font-medium">{dashboardMessages.stayUpdated}</h2>
            <p className="mx-auto mt-3 max-w-md font-sans text-base leading-relaxed text-graphite">
              Each piece you order will appear here, from the first sketch to its arrival, with every step of its making.
            </p>
            <Link to="/orders" className="mt-6 inline-flex min-h-11 items-center font-sans text-sm text-gold-deep underline underline-offset-4 hover:text-ink">
              View My Orders
            </Link>
          </div>
        </Tabs.Content>

        <Tabs.Content value="messages" className="pt-8 outline-none">
          <ul className="flex flex-col gap-4">
            {SAMPLE_MESSAGES.map((message) => (
              <li key={message.subject} className="border border-hairline bg-pearl p-6">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-sans text-xs font-medium uppercase tracking-[0.18em] text-gold-deep">{message.from}</p>
                  <p className="font-sans text-xs text-graphite">{message.date}</p>
                </div>
                <h3 className="mt-2 font-display text-[22px] font-medium">{message.subject}</h3>
                <p className="mt-2 font-sans text-sm leading-relaxed text-graphite">{message.body}</p>
              </li>
            ))}
          </ul>
        </Tabs.Content>

        <Tabs.Content value="account" className="pt-8 outline-none">
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <Panel title="Account details">
              <dl className="flex flex-col gap-4 font-sans text-sm">
                <div>
                  <dt className="text-graphite">Email</dt>
                  <dd className="mt-1 break-all text-base text-ink">{email || '—'}</dd>
                </div>
                <div>
                  <dt className="text-graphite">Membership</dt>
                  <dd className="mt-1 text-base text-ink" data-testid="member-since">
                    {memberSince ? dashboardMessages.memberSince(memberSince) : dashboardMessages.sampleMemberSince}
                  </dd>
                </div>
                <div>
                  <dt className="text-graphite">Questions</dt>
                  <dd className="mt-1 text-base">
                    <a href={`mailto:${site.supportEmail}`} className="text-gold-deep underline underline-offset-4 hover:text-ink">
                      {site.supportEmail}
                    </a>
                  </dd>
                </div>
              </dl>
            </Panel>
            <PremiumPanel />
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </PageFrame>
  );
}
