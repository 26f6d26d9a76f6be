import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { InboxCounts, InboxListItem } from '@shared/contracts/inbox';
import { ADMIN_INBOX_PAGE_SIZE } from '@shared/limits';
import { inboxDeskMessages as text } from '@shared/messages/inbox';
import { INBOX_KINDS, INBOX_STATUSES, type InboxKind, type InboxStatus } from '@shared/options';
import { groupThousands } from '@shared/pricing';
import { SearchBox } from '../../components/form/search-box';
import { DeskHeader, DeskPage, DeskSection } from '../../components/layout/desk-page';
import { ListStates } from '../../components/states/list-states';
import { RowSkeleton } from '../../components/states/row-skeleton';
import { Button } from '../../components/ui/button';
import { PressedGroup } from '../../components/ui/pressed-group';
import { cn } from '../../lib/cn';
import { readDate, shortDate } from '../../lib/dates';
import { useInbox } from './api/admin-inbox';
import { InboxKindBadge, InboxStatusBadge } from './inbox-badges';

const KINDS = INBOX_KINDS.map((k) => k.value) as readonly string[];
const STATUSES = INBOX_STATUSES.map((s) => s.value) as readonly string[];

/** The list's columns from 1,024 px: kind, sender, message, status, date; a card per item below. */
const COLUMNS = 'lg:grid lg:grid-cols-[8.5rem_minmax(0,1.1fr)_minmax(0,2fr)_8.5rem_7rem] lg:items-center lg:gap-x-5';

/**
 * The filters live in the address (?kind=quote&status=new&q=...&page=2), so an item opened from the
 * list comes back to the same page, and a filtered inbox can be bookmarked. The search box writes
 * its words there once typing pauses.
 */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const kind = KINDS.includes(params.get('kind') ?? '') ? (params.get('kind') as InboxKind) : undefined;
  const status = STATUSES.includes(params.get('status') ?? '') ? (params.get('status') as InboxStatus) : undefined;
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const set = (next: { kind?: InboxKind | null; status?: InboxStatus | null; q?: string; page?: number }) => {
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === null || value === undefined || value === '' || (key === 'page' && value === 1)) out.delete(key);
        else out.set(key, String(value));
      }
      // Any change but the page's starts at the first page.
      if (next.page === undefined) out.delete('page');
      return out;
    }, { replace: true });
  };
  return { kind, status, q, page, set };
}

/** The kind tabs' look: a gold underline on the one shown. */
const tabLook = (active: boolean) => cn(
  'inline-flex min-h-11 shrink-0 items-center border-b-2 px-3 font-sans text-[12px] font-medium uppercase tracking-[0.14em] transition-colors duration-200',
  active ? 'border-gold text-ink' : 'border-transparent text-graphite hover:text-gold-deep',
);

/** The status chips' look: pills, the one chosen in ink. */
const chipLook = (active: boolean) => cn(
  'inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-full border px-4 font-sans text-[13px] transition-colors duration-200',
  active ? 'border-ink bg-ink text-ivory' : 'border-hairline bg-pearl text-ink hover:border-gold',
);

/** Tabs by kind: a row that scrolls sideways on a phone. */
function KindTabs({ kind, onChange }: { kind?: InboxKind; onChange: (kind: InboxKind | null) => void }) {
  const options = [{ value: null, label: text.allKinds }, ...INBOX_KINDS.map((k) => ({ value: k.value, label: `${k.label}s` }))];
  return <PressedGroup label={text.kindFilter} className="-mx-5 flex gap-1 overflow-x-auto px-5 sm:-mx-6 sm:px-6" testId="inbox-kinds" options={options} value={kind ?? null} onChange={onChange} buttonClassName={tabLook} />;
}

/** Status chips, each with how many items of the kind and words have it. */
function StatusChips({ status, counts, onChange }: { status?: InboxStatus; counts?: InboxCounts | null; onChange: (status: InboxStatus | null) => void }) {
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : null;
  const options = [{ value: null, label: text.allStatuses, n: all }, ...INBOX_STATUSES.map((s) => ({ value: s.value, label: s.label, n: counts ? counts[s.value] : null }))];
  const count = (option: (typeof options)[number], active: boolean) =>
    option.n !== null ? <span className={cn('tabular-nums', active ? 'text-ivory/80' : 'text-graphite')}>{groupThousands(option.n)}</span> : null;
  return <PressedGroup label={text.statusFilter} className="-mx-5 flex gap-2 overflow-x-auto px-5 sm:mx-0 sm:flex-wrap sm:px-0" testId="inbox-statuses" options={options} value={status ?? null} onChange={onChange} buttonClassName={chipLook} after={count} />;
}

function Received({ iso }: { iso: string }) {
  const date = readDate(iso);
  return date ? <time dateTime={iso}>{shortDate(date)}</time> : null;
}

/** One item: a link to its page; a row of columns on a wide screen, a card on a phone. */
function InboxRow({ item, from }: { item: InboxListItem; from: string }) {
  return (
    <li>
      <Link
        to={`/admin/inbox/${item.id}`}
        state={{ from }}
        className={cn('block px-5 py-4 transition-colors duration-150 hover:bg-ivory focus-visible:bg-ivory sm:px-6', COLUMNS, item.status === 'new' && 'bg-gold/[0.04]')}
        data-testid="inbox-row"
        data-id={item.id}
      >
        <div className="flex items-center justify-between gap-3 lg:block">
          <InboxKindBadge kind={item.kind} />
          <span className="font-sans text-xs text-graphite lg:hidden"><Received iso={item.createdAt} /></span>
        </div>
        <div className="mt-2 min-w-0 lg:mt-0">
          <p className={cn('truncate font-sans text-[15px] text-ink', item.status === 'new' && 'font-medium')} data-testid="inbox-row-name">{item.name}</p>
          <p className="truncate font-sans text-[13px] text-graphite" data-testid="inbox-row-email">{item.email}</p>
        </div>
        <div className="mt-2 min-w-0 lg:mt-0">
          {item.subject ? <p className="truncate font-sans text-sm font-medium text-ink">{item.subject}</p> : null}
          <p className="line-clamp-2 font-sans text-sm leading-snug text-graphite" data-testid="inbox-row-preview">{item.preview || text.none}</p>
        </div>
        <div className="mt-3 flex items-center gap-3 lg:mt-0 lg:block">
          <InboxStatusBadge status={item.status} />
          {item.replies > 0 ? <span className="font-sans text-xs text-graphite lg:mt-1 lg:block">{text.replies(item.replies)}</span> : null}
        </div>
        <p className="hidden font-sans text-[13px] tabular-nums text-graphite lg:block"><Received iso={item.createdAt} /></p>
      </Link>
    </li>
  );
}

/** The inbox (issue 27, point 2): quotes, messages, tickets and applications, newest first; filtered, searched and paged on the server. */
export function InboxDesk() {
  const filters = useFilters();
  const [words, setWords] = useState(filters.q);
  const setFilters = useRef(filters.set);
  setFilters.current = filters.set;
  // The search box's words go into the address once typing has paused for 300 ms.
  useEffect(() => {
    const trimmed = words.trim();
    if (trimmed === filters.q) return;
    const timer = setTimeout(() => setFilters.current({ q: trimmed }), 300);
    return () => clearTimeout(timer);
  }, [words, filters.q]);

  const limit = ADMIN_INBOX_PAGE_SIZE;
  const list = useInbox({ kind: filters.kind, status: filters.status, q: filters.q, page: filters.page, limit });
  const total = list.data?.total ?? 0;
  const exact = list.data?.exact ?? true;
  const items = list.data?.items ?? [];
  // A search past the count's cap pages on while pages come back full.
  const pages = exact ? Math.max(1, Math.ceil(total / limit)) : null;
  const hasNext = pages === null ? items.length === limit : filters.page < pages;
  const from = `/admin/inbox${window.location.search}`;

  return (
    <DeskPage heading={text.heading} lead={text.lead}>
      <DeskSection label={text.heading} testId="inbox">
        <DeskHeader className="flex flex-col gap-4 px-5 pt-2 pb-5 sm:px-6">
          <KindTabs kind={filters.kind} onChange={(kind) => filters.set({ kind })} />
          <div className="flex flex-col gap-4 xl:flex-row xl:items-center xl:justify-between">
            <StatusChips status={filters.status} counts={list.data?.counts} onChange={(status) => filters.set({ status })} />
            <SearchBox id="inbox-search" label={text.searchLabel} value={words} onChange={setWords} placeholder={text.searchPlaceholder} className="w-full xl:w-[360px]" testId="inbox-search" />
          </div>
          {filters.q && list.data && !list.isPlaceholderData ? (
            <p role="status" className="font-sans text-sm text-graphite" data-testid="inbox-found">{exact ? text.found(total) : text.foundMany(total)}</p>
          ) : null}
        </DeskHeader>

        <ListStates
          list={list}
          failed={{ title: text.loadFailed, retry: text.tryAgain }}
          loading={<RowSkeleton label="Loading the inbox" rowClassName="flex gap-6 border-b border-hairline px-6 py-5" bars={['w-20', 'w-40', 'flex-1']} />}
          empty={{ when: items.length === 0, text: filters.q || filters.kind || filters.status ? text.noMatch : text.empty, testId: 'inbox-empty' }}
        >
          <div aria-hidden className={cn('hidden border-b border-hairline bg-ivory/70 px-6 py-3', COLUMNS)}>
            {[text.columns.kind, text.columns.from, text.columns.message, text.columns.status, text.columns.received].map((column) => (
              <p key={column} className="whitespace-nowrap font-sans text-[11px] font-medium uppercase tracking-[0.16em] text-graphite">{column}</p>
            ))}
          </div>
          <ul className={cn('divide-y divide-hairline transition-opacity', list.isPlaceholderData && 'opacity-60')} aria-label={text.heading} data-testid="inbox-list">
            {items.map((item) => <InboxRow key={item.id} item={item} from={from} />)}
          </ul>
        </ListStates>

        {filters.page > 1 || hasNext ? (
          <nav aria-label="Pages" className="flex items-center justify-between gap-4 border-t border-hairline px-5 py-3">
            <Button variant="ghost" size="sm" disabled={filters.page <= 1} onClick={() => filters.set({ page: Math.max(1, filters.page - 1) })}>
              <ChevronLeft size={16} strokeWidth={1.5} aria-hidden /> {text.previous}
            </Button>
            <p className="font-sans text-sm text-graphite">{pages === null ? text.page(filters.page) : text.pageOf(filters.page, pages)}</p>
            <Button variant="ghost" size="sm" disabled={!hasNext} onClick={() => filters.set({ page: filters.page + 1 })}>
              {text.next} <ChevronRight size={16} strokeWidth={1.5} aria-hidden />
            </Button>
          </nav>
        ) : null}
      </DeskSection>
    </DeskPage>
  );
}
