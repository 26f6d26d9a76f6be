import { Tabs } from 'radix-ui';
import { Gem, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dashboardMessages } from '@shared/messages/dashboard';
import { cn } from '../../lib/cn';
import { site } from '../../lib/site';
import { SavedAddressForm } from './saved-address-form';

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

/** The dashboard's tabs (spec 01 2.11): Orders, Messages (sample correspondence), Account (`email`, `memberSince`, the premium perks, the saved address of issue 26). */
export function DashboardTabs({ email, memberSince }: { email: string; memberSince: string | null }) {
  return (
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
          <SavedAddressForm />
        </div>
      </Tabs.Content>
    </Tabs.Root>
  );
}
