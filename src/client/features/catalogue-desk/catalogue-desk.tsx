import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminItemKind } from '@shared/options';
import { catalogueDeskMessages as text } from '@shared/messages/catalogue-desk';
import { DeskPage } from '../../components/layout/desk-page';
import { Bar, LoadingState } from '../../components/states/skeleton';
import { cn } from '../../lib/cn';
import { useDeskCollections } from './api/desk-collections';
import { CollectionDesk } from './collection-desk';
import { DesignDesk } from './design-desk';
import { LoadFailed } from '../../components/states/load-failed';

const TABS = ['designs', 'collections'] as const;
type Tab = (typeof TABS)[number];

/**
 * The catalogue desk (issue 27, point 4): the designs and the collections, each a tab (kept in the
 * address, ?tab=collections, so a reload stays). `history` draws an item's record of changes (the
 * page passes the admin area's).
 */
export function CatalogueDesk({ history }: { history: (kind: Extract<AdminItemKind, 'design' | 'collection'>, id: string) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'collections' ? 'collections' : 'designs';
  const collections = useDeskCollections();
  return (
    <DeskPage heading={text.heading} lead={text.lead}>
      <div role="tablist" aria-label={text.heading} className="mb-6 flex border-b border-hairline">
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`desk-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`desk-panel-${key}`}
            onClick={() => setParams(key === 'designs' ? {} : { tab: key }, { replace: true })}
            className={cn(
              '-mb-px inline-flex min-h-12 items-center border-b-2 px-4 font-sans text-[13px] font-medium uppercase tracking-[0.14em] transition-colors duration-200',
              tab === key ? 'border-gold text-ink' : 'border-transparent text-graphite hover:text-gold-deep',
            )}
            data-testid={`desk-tab-${key}`}
          >
            {text.tabs[key]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`desk-panel-${tab}`} aria-labelledby={`desk-tab-${tab}`}>
        {collections.isError ? (
          <LoadFailed title={text.collectionsLoadFailed} retry={text.tryAgain} onRetry={() => void collections.refetch()} className="border border-hairline bg-pearl" />
        ) : collections.isPending ? (
          <LoadingState label={text.loading} className="flex flex-col gap-4 border border-hairline bg-pearl p-6">
            <Bar className="h-12 w-full" />
            <Bar className="h-40 w-full" />
          </LoadingState>
        ) : tab === 'designs' ? (
          <DesignDesk collections={collections.data.collections} history={(id) => history('design', id)} />
        ) : (
          <CollectionDesk collections={collections.data.collections} history={(id) => history('collection', id)} />
        )}
      </div>
    </DeskPage>
  );
}
