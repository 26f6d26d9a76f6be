import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { InboxItemView } from '@shared/contracts/inbox';
import { inboxDeskMessages as text } from '@shared/messages/inbox';
import { PageFrame } from '../../components/layout/page-frame';
import { LoadErrorState, NotFoundState } from '../../components/states/not-found-state';
import { Bar, LoadingState } from '../../components/states/skeleton';
import { ApiError } from '../../lib/api';
import { dateAndTime, readDate } from '../../lib/dates';
import { useInboxItem } from './api/inbox-item';
import { InboxKindBadge, InboxStatusBadge } from './inbox-badges';
import { OfferForm } from './offer-form';
import { ReplyForm } from './reply-form';
import { SentDetails } from './sent-details';
import { StatusControl } from './status-control';
import { Thread } from './thread';

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="border border-hairline bg-pearl p-5 sm:p-6" aria-label={title} data-testid={testId}>
      <h2 className="font-display text-[24px] font-medium leading-tight text-ink">{title}</h2>
      <div aria-hidden className="mb-5 mt-3 h-px w-10 bg-gold" />
      {children}
    </section>
  );
}

function Header({ view }: { view: InboxItemView }) {
  const received = readDate(view.item.createdAt);
  return (
    <header className="mb-8 flex flex-col gap-3 sm:mb-10">
      <div className="flex flex-wrap items-center gap-3">
        <InboxKindBadge kind={view.item.kind} />
        <InboxStatusBadge status={view.item.status} />
      </div>
      <h1 className="break-words font-display text-[36px] font-medium leading-[1.1] text-ink sm:text-[48px]" data-testid="inbox-item-name">{view.item.name}</h1>
      <p className="flex flex-wrap gap-x-4 gap-y-1 font-sans text-sm text-graphite">
        <a href={`mailto:${view.item.email}`} className="break-all text-ink underline-offset-4 hover:text-gold-deep hover:underline" data-testid="inbox-item-email">{view.item.email}</a>
        {received ? <span>{text.received(dateAndTime(received))}</span> : null}
        <span>{text.reference(view.reference)}</span>
      </p>
    </header>
  );
}

function ItemSkeleton() {
  return (
    <LoadingState label="Loading the item" className="flex flex-col gap-4">
      <Bar className="h-10 w-64" />
      <Bar className="h-4 w-80" />
      <Bar className="mt-6 h-64 w-full" />
    </LoadingState>
  );
}

/**
 * One inbox item (issue 27, point 2): everything its sender sent, the shop's replies and offers, a
 * reply box, the status, for a quote the price offer, and the item's history (`history`, the admin
 * area's, handed in by the page). A column on a phone; the conversation beside the desk's tools wide.
 */
export function InboxItemPage({ id, history }: { id: string; history: ReactNode }) {
  const query = useInboxItem(id);
  const location = useLocation();
  const back = (location.state as { from?: string } | null)?.from?.startsWith('/admin/inbox') ? (location.state as { from: string }).from : '/admin/inbox';
  const view = query.data;

  let body: ReactNode;
  if (view) {
    body = (
      <>
        <Header view={view} />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-8">
          <div className="flex flex-col gap-6">
            <Card title={text.sent} testId="inbox-sent">
              <SentDetails sent={view.sent} />
            </Card>
            <Card title={text.conversation} testId="inbox-conversation">
              <Thread messages={view.thread} />
              <div className="mt-6 border-t border-hairline pt-6">
                <ReplyForm id={view.item.id} email={view.item.email} />
              </div>
            </Card>
          </div>
          <div className="flex flex-col gap-6">
            <Card title={text.status} testId="inbox-status-card">
              <StatusControl id={view.item.id} status={view.item.status} />
            </Card>
            {view.sent.kind === 'quote' ? (
              <Card title={text.offer} testId="inbox-offer">
                <OfferForm view={view} />
              </Card>
            ) : null}
            <div className="border border-hairline bg-pearl px-5 py-2 sm:px-6">{history}</div>
          </div>
        </div>
      </>
    );
  } else if (query.isError && query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
    body = <NotFoundState title={text.itemNotFound} to="/admin/inbox" action={text.back} testId="inbox-item-missing" />;
  } else if (query.isError) {
    body = <LoadErrorState title={text.itemLoadFailed} onRetry={() => void query.refetch()} />;
  } else {
    body = <ItemSkeleton />;
  }

  return (
    <PageFrame>
      <Link to={back} className="mb-8 inline-flex min-h-11 items-center gap-2 font-sans text-xs font-medium uppercase tracking-[0.16em] text-ink transition-colors hover:text-gold-deep" data-testid="inbox-back">
        <ArrowLeft size={16} strokeWidth={1.5} aria-hidden /> {text.back}
      </Link>
      {body}
    </PageFrame>
  );
}
