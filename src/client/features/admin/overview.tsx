import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminOverview, TradePeriod } from '@shared/contracts/admin';
import { overviewMessages as text } from '@shared/messages/admin';
import { INBOX_KINDS, labelOf, ORDER_STATUSES } from '@shared/options';
import { formatPrice } from '@shared/pricing';
import { materialLabel } from '@shared/materials';
import { DeskHeader, DeskPage, DeskSection, DeskTitle } from '../../components/layout/desk-page';
import { Bar as SkeletonBar, LoadingState } from '../../components/states/skeleton';
import { cn } from '../../lib/cn';
import { readDate, shortDate } from '../../lib/dates';
import { useAdminOverview } from './api/admin-overview';
import { BarChart } from './bar-chart';
import { LoadFailed } from '../../components/states/load-failed';

/** The daily series' span: a month, long enough to see a trend, short enough to read each day. */
const DAYS = 30;

const dayLabel = (start: string) => {
  const date = readDate(`${start}T12:00:00Z`);
  return date ? shortDate(date).replace(/, \d{4}$/, '') : start;
};

function Figure({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <div className="border border-hairline bg-pearl p-5" data-testid={testId}>
      <p className="font-sans text-[11px] font-medium uppercase tracking-[0.16em] text-graphite">{label}</p>
      <p className="mt-2 font-display text-[34px] font-medium leading-none text-ink">{value}</p>
      {note ? <p className="mt-2 font-sans text-sm text-graphite">{note}</p> : null}
    </div>
  );
}

function Panel({ title, lead, children, testId, aside }: { title: string; lead?: string; children: React.ReactNode; testId: string; aside?: React.ReactNode }) {
  return (
    <DeskSection label={title} testId={testId}>
      <DeskHeader className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div>
          <DeskTitle>{title}</DeskTitle>
          {lead ? <p className="mt-1 font-sans text-sm text-graphite">{lead}</p> : null}
        </div>
        {aside}
      </DeskHeader>
      <div className="p-5 sm:p-6">{children}</div>
    </DeskSection>
  );
}

function TradeChart({ days, weeks }: { days: TradePeriod[]; weeks: TradePeriod[] }) {
  const [unit, setUnit] = useState<'day' | 'week'>('day');
  const periods = unit === 'day' ? days : weeks;
  const orders = periods.reduce((sum, p) => sum + p.orders, 0);
  const revenue = periods.reduce((sum, p) => sum + p.revenue, 0);
  const name = (p: TradePeriod) => (unit === 'day' ? dayLabel(p.start) : text.weekOf(dayLabel(p.start)));
  const toggle = (
    <div role="radiogroup" aria-label={text.trade} className="inline-flex self-start border border-hairline">
      {(['day', 'week'] as const).map((value) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={unit === value}
          onClick={() => setUnit(value)}
          className={cn('min-h-11 px-4 font-sans text-[12px] font-medium uppercase tracking-[0.12em]', unit === value ? 'bg-ink text-ivory' : 'text-ink hover:text-gold-deep')}
        >
          {value === 'day' ? text.byDay : text.byWeek}
        </button>
      ))}
    </div>
  );
  return (
    <Panel title={text.trade} testId="overview-trade" aside={toggle}>
      <BarChart
        testId="trade-chart"
        summary={text.tradeChart(unit === 'day' ? `over the last ${days.length} days` : `over the last ${weeks.length} weeks`, orders, formatPrice(revenue))}
        topLabel={(max) => formatPrice(max)}
        bars={periods.map((p) => ({ label: dayLabel(p.start), value: p.revenue, title: `${name(p)}: ${p.orders} orders, ${text.figures.pieces(p.pieces)}, ${formatPrice(p.revenue)}` }))}
      />
    </Panel>
  );
}

const PROMISE_TONE = { 'on-track': 'text-success', due: 'text-amber', late: 'text-danger' } as const;

function Queue({ queue }: { queue: AdminOverview['queue'] }) {
  return (
    <Panel title={text.queue} lead={text.queueLead} testId="overview-queue">
      {queue.oldest.length === 0 ? (
        <p className="py-6 text-center font-display text-[22px] text-graphite">{text.queueEmpty}</p>
      ) : (
        // One list for both widths: a row of six columns where they fit, two lines per piece on a phone
        // (the piece on the left, how long it has waited on the right: what the bench acts on).
        <div className="-mx-5 sm:-mx-6">
          <div className="hidden grid-cols-[110px_1fr_150px_120px_80px_80px] gap-3 border-b border-hairline px-6 pb-2 font-sans text-[11px] font-medium uppercase tracking-[0.16em] text-graphite md:grid" aria-hidden>
            {text.queueColumns.map((column) => <span key={column}>{column}</span>)}
          </div>
          <ul className="divide-y divide-hairline font-sans text-[13px]">
            {queue.oldest.map((piece) => (
              <li key={piece.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 px-5 py-3 md:grid-cols-[110px_1fr_150px_120px_80px_80px] md:items-center md:px-6" data-testid="queue-row">
                <span className="font-medium text-ink">{piece.orderNumber}</span>
                <span className="text-ink max-md:col-start-1">{piece.designName}</span>
                <span className="text-graphite max-md:col-start-1">{materialLabel(piece.material)}</span>
                <span className="text-graphite max-md:col-start-1">
                  {shortDate(new Date(piece.paidAt))} · {labelOf(ORDER_STATUSES, piece.status)}
                </span>
                <span className="whitespace-nowrap text-right text-ink max-md:col-start-2 max-md:row-start-1 md:text-left">{text.daysWaiting(piece.daysWaiting)}</span>
                <span className={cn('whitespace-nowrap text-right font-medium max-md:col-start-2 max-md:row-start-2 md:text-left', PROMISE_TONE[piece.promise])}>{text.promise[piece.promise]}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}

/** Open inbox items by kind, each a way into the inbox filtered to it. */
function Inbox({ inbox }: { inbox: AdminOverview['inbox'] }) {
  return (
    <Panel title={text.inbox} lead={text.inboxLead} testId="overview-inbox">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {inbox.map((entry) => (
          <li key={entry.kind}>
            <Link to={`/admin/inbox?kind=${entry.kind}`} className="flex min-h-11 flex-col border border-hairline p-4 transition-colors hover:border-gold" data-testid="overview-inbox-kind">
              <span className="font-sans text-[11px] font-medium uppercase tracking-[0.16em] text-graphite">{labelOf(INBOX_KINDS, entry.kind)}</span>
              <span className="mt-2 font-display text-[28px] font-medium leading-none text-ink">{text.inboxNew(entry.new)}</span>
              <span className="mt-1 font-sans text-sm text-graphite">{text.inboxInProgress(entry.inProgress)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function Designs({ designs }: { designs: AdminOverview['designs'] }) {
  const generated = designs.reduce((sum, d) => sum + d.generated, 0);
  const ordered = designs.reduce((sum, d) => sum + d.ordered, 0);
  return (
    <Panel title={text.designsHeading} lead={text.designsChart(generated, ordered)} testId="overview-designs">
      <BarChart
        testId="designs-chart"
        summary={text.designsChart(generated, ordered)}
        topLabel={(max) => `${max} a day`}
        bars={designs.map((d) => ({ label: dayLabel(d.start), value: d.generated, part: d.ordered, title: `${dayLabel(d.start)}: ${d.generated} generated, ${d.ordered} ordered` }))}
      />
      <p className="mt-3 flex gap-5 font-sans text-xs text-graphite">
        <span className="inline-flex items-center gap-2"><span aria-hidden className="size-3 bg-gold/70" /> {text.generated}</span>
        <span className="inline-flex items-center gap-2"><span aria-hidden className="size-3 bg-gold-deep" /> {text.ordered}</span>
      </p>
    </Panel>
  );
}

/** The desk's Overview (issue 27, point 5): the month's figures, trade by day or week, the queue, the Design Lab. */
export function Overview() {
  const overview = useAdminOverview(DAYS);
  const data = overview.data;
  return (
    <DeskPage heading={text.heading} lead={text.lead}>
      {overview.isError ? (
        <LoadFailed title={text.loadFailed} retry={text.tryAgain} onRetry={() => void overview.refetch()} className="border border-hairline bg-pearl" />
      ) : !data ? (
        <LoadingState label="Loading the overview" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => <SkeletonBar key={i} className="h-28" />)}
        </LoadingState>
      ) : (
        <div className="flex flex-col gap-6">
          <FiguresRow data={data} />
          <TradeChart days={data.days} weeks={data.weeks} />
          <Queue queue={data.queue} />
          <Inbox inbox={data.inbox} />
          <Designs designs={data.designs} />
        </div>
      )}
    </DeskPage>
  );
}

function FiguresRow({ data }: { data: AdminOverview }) {
  const orders = data.days.reduce((sum, d) => sum + d.orders, 0);
  const pieces = data.days.reduce((sum, d) => sum + d.pieces, 0);
  const revenue = data.days.reduce((sum, d) => sum + d.revenue, 0);
  const generated = data.designs.reduce((sum, d) => sum + d.generated, 0);
  const ordered = data.designs.reduce((sum, d) => sum + d.ordered, 0);
  const percent = generated ? `${Math.round((ordered / generated) * 100)}%` : '0%';
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Figure testId="figure-orders" label={text.figures.orders(DAYS)} value={String(orders)} note={text.figures.pieces(pieces)} />
      <Figure testId="figure-revenue" label={text.figures.revenue(DAYS)} value={formatPrice(revenue)} />
      <Figure testId="figure-waiting" label={text.figures.waiting} value={String(data.queue.waiting)} note={text.figures.late(data.queue.late)} />
      <Figure testId="figure-designs" label={text.figures.designs(DAYS)} value={String(generated)} note={text.figures.becameOrders(ordered, percent)} />
    </div>
  );
}
