import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { DeskCollection, DeskDesign } from '@shared/contracts/catalogue-desk';
import { DESK_SOURCES, DESK_STATUSES, type DeskSource, type DeskStatus } from '@shared/options';
import { ADMIN_DESIGNS_PAGE_SIZE, DESK_SEARCH_COUNT_MAX, DESK_SEARCH_MAX } from '@shared/limits';
import { catalogueDeskMessages as text } from '@shared/messages/catalogue-desk';
import { formatPrice, groupThousands } from '@shared/pricing';
import { FieldShell, inputClass } from '../../components/form/field-shell';
import { SearchBox } from '../../components/form/search-box';
import { DeskHeader, DeskSection, DeskTitle } from '../../components/layout/desk-page';
import { ListStates } from '../../components/states/list-states';
import { RowSkeleton } from '../../components/states/row-skeleton';
import { Button, buttonClasses } from '../../components/ui/button';
import { DesignImage } from '../../components/ui/design-image';
import { Pager } from '../../components/ui/pager';
import { toastWrite } from '../../components/ui/toast-write';
import { cn } from '../../lib/cn';
import { useDebounced } from '../../lib/use-debounced';
import { useDeskDesigns } from './api/desk-designs';
import { useUpdateDesign } from './api/update-design';
import { EditDesignDialog } from './edit-design-dialog';

function Badge({ tone, children }: { tone: 'gold' | 'ink' | 'quiet'; children: ReactNode }) {
  return (
    <span className={cn(
      'inline-flex items-center border px-2 py-0.5 font-sans text-[11px] font-medium uppercase tracking-[0.14em]',
      tone === 'gold' ? 'border-gold/60 text-gold-deep' : tone === 'ink' ? 'border-ink/70 text-ink' : 'border-hairline text-graphite',
    )}>
      {children}
    </span>
  );
}

/** A quiet labelled select of the desk's filters. */
function Filter<T extends string>({ label, value, options, onChange, testId }: { label: string; value: T; options: { value: T; label: string }[]; onChange: (value: T) => void; testId: string }) {
  return (
    <FieldShell label={label} tone="quiet">
      {({ id }) => (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)} className={cn(inputClass, 'cursor-pointer appearance-auto text-sm')} data-testid={testId}>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      )}
    </FieldShell>
  );
}

/** One design: its picture, name, prompt, collection and prices, and the desk's controls. */
function DesignCard({ design, collections, history }: { design: DeskDesign; collections: DeskCollection[]; history: (id: string) => ReactNode }) {
  const update = useUpdateDesign();
  const [editing, setEditing] = useState(false);
  const collection = collections.find((c) => c.category === design.category)?.name ?? design.category;
  const send = (body: { isPublic?: boolean; featured?: boolean }, done: (name: string) => string) =>
    toastWrite(() => update.mutateAsync({ id: design.id, body }), (saved) => ({ title: done(saved.name) }), text.failed);
  return (
    <li className="flex flex-col border border-hairline bg-pearl" data-testid="desk-design" data-design-id={design.id} data-public={design.isPublic}>
      <div className="flex gap-4 p-4">
        <Link to={`/product/${design.id}`} tabIndex={-1} aria-hidden className="shrink-0">
          <DesignImage src={design.imageUrl} alt="" className="size-24 border border-hairline/70 sm:size-28" />
        </Link>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap gap-1.5">
            <Badge tone={design.isPublic ? 'ink' : 'quiet'}>{design.isPublic ? text.publicBadge : text.privateBadge}</Badge>
            {design.featured ? <Badge tone="gold">{text.featuredBadge}</Badge> : null}
            <Badge tone="quiet">{design.source === 'catalogue' ? text.seeded : text.generated}</Badge>
          </div>
          <p className="mt-2 break-words font-display text-[20px] font-medium leading-tight text-ink" data-testid="desk-design-name">{design.name}</p>
          <p className="mt-1 line-clamp-2 break-words font-sans text-[13px] leading-snug text-graphite" title={design.prompt}>“{design.prompt}”</p>
          <p className="mt-2 font-sans text-[13px] text-ink">
            <span data-testid="desk-design-collection">{collection}</span>
            <span className="text-graphite"> · </span>
            <span className="tabular-nums" data-testid="desk-design-price">{formatPrice(design.price)}</span>
            <span className="text-graphite"> / {formatPrice(design.silverPrice)} {text.silver}</span>
          </p>
          {design.reviewCount ? <p className="mt-0.5 font-sans text-xs text-graphite">{design.averageRating?.toFixed(1)} · {text.reviews(design.reviewCount)}</p> : null}
          {design.featured && !design.isPublic ? <p className="mt-1 font-sans text-xs text-gold-deep">{text.featuredPrivate}</p> : null}
        </div>
      </div>
      <div className="mt-auto grid grid-cols-2 gap-2 border-t border-hairline p-3">
        <Button variant="secondary" size="sm" className="px-2" disabled={update.isPending} data-testid={design.isPublic ? 'desk-unpublish' : 'desk-publish'}
          onClick={() => void send({ isPublic: !design.isPublic }, design.isPublic ? text.unpublished : text.published)}>
          {design.isPublic ? text.unpublish : text.publish}
        </Button>
        <Button variant="secondary" size="sm" className="px-2" disabled={update.isPending} data-testid={design.featured ? 'desk-unfeature' : 'desk-feature'}
          onClick={() => void send({ featured: !design.featured }, design.featured ? text.unfeatured : text.featured)}>
          {design.featured ? text.unfeature : text.feature}
        </Button>
        <Button variant="secondary" size="sm" className="px-2" onClick={() => setEditing(true)} data-testid="desk-edit">
          {text.edit}
        </Button>
        <Link to={`/product/${design.id}`} className={buttonClasses('ghost', 'sm', 'px-2')}>{text.view}</Link>
      </div>
      <div className="px-4 pb-2">{history(design.id)}</div>
      {editing ? <EditDesignDialog design={design} collections={collections} open={editing} onOpenChange={setEditing} /> : null}
    </li>
  );
}

/**
 * The designs of the catalogue desk: every design, seeded and generated, public and private, newest
 * first, searched by name, prompt or id and filtered, a page at a time, each with its controls.
 */
export function DesignDesk({ collections, history }: { collections: DeskCollection[]; history: (id: string) => ReactNode }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<DeskStatus>('all');
  const [source, setSource] = useState<DeskSource>('all');
  const [collection, setCollection] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebounced(search.trim(), 300);
  const limit = ADMIN_DESIGNS_PAGE_SIZE;
  const list = useDeskDesigns({ search: term || undefined, status, source, collection: collection || undefined, page, limit });
  const designs = list.data?.designs ?? [];
  const capped = list.data?.capped ?? false;
  const pages = capped ? null : Math.max(1, Math.ceil((list.data?.total ?? 0) / limit));
  const reset = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  return (
    <DeskSection labelledBy="design-desk-title" testId="design-desk">
      <DeskHeader className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
          <SearchBox
            id="desk-search"
            label={text.searchLabel}
            value={search}
            maxLength={DESK_SEARCH_MAX}
            onChange={reset(setSearch)}
            placeholder={text.searchPlaceholder}
            className="lg:flex-1"
            testId="desk-search"
          />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:w-[560px]">
            <Filter label={text.statusLabel} value={status} onChange={reset(setStatus)} testId="desk-status"
              options={DESK_STATUSES.map((value) => ({ value, label: text.statuses[value] }))} />
            <Filter label={text.sourceLabel} value={source} onChange={reset(setSource)} testId="desk-source"
              options={DESK_SOURCES.map((value) => ({ value, label: text.sources[value] }))} />
            <Filter label={text.collectionLabel} value={collection} onChange={reset(setCollection)} testId="desk-collection"
              options={[{ value: '', label: text.allCollections }, ...collections.map((c) => ({ value: c.id, label: c.name }))]} />
          </div>
        </div>
        <DeskTitle id="design-desk-title" testId="design-desk-count">
          {capped ? text.countMore(groupThousands(DESK_SEARCH_COUNT_MAX)) : text.count(list.data?.total ?? 0)}
        </DeskTitle>
      </DeskHeader>

      <ListStates
        list={list}
        failed={{ title: text.loadFailed, retry: text.tryAgain }}
        loading={<RowSkeleton label={text.loading} className="grid gap-4 p-4 md:grid-cols-2 xl:grid-cols-3" rows={3} rowClassName="flex gap-4 border border-hairline p-4" picture="size-24" bars={['w-1/2', 'w-3/4']} />}
        empty={{ when: designs.length === 0, text: term || status !== 'all' || source !== 'all' || collection ? text.noMatch : text.empty, testId: 'design-desk-empty' }}
      >
        <ul className={cn('grid gap-4 p-4 transition-opacity md:grid-cols-2 xl:grid-cols-3 sm:p-6', list.isPlaceholderData && 'opacity-60')} aria-label={text.tabs.designs}>
          {designs.map((design) => <DesignCard key={design.id} design={design} collections={collections} history={history} />)}
        </ul>
      </ListStates>
      <Pager page={page} pages={pages} more={designs.length === limit} onPage={(p) => { setPage(p); window.scrollTo({ top: 0 }); }} labels={text} />
    </DeskSection>
  );
}
