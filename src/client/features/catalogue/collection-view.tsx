import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Collection } from '@shared/contracts/collections';
import { COLLECTIONS_PAGE_SIZE } from '@shared/limits';
import { collectionsMessages } from '@shared/messages/catalogue';
import { NotFoundState } from '../../components/states/not-found-state';
import { Bar, LoadingState } from '../../components/states/skeleton';
import { buttonClasses } from '../../components/ui/button';
import { DesignImage } from '../../components/ui/design-image';
import { QuietNote } from '../../components/ui/page-heading';
import { usePublicDesigns } from './api/public-designs';
import { pageCount, productFromCollection } from './catalogue-pages';
import { ProductCard, ProductCardSkeletons, type CardAction } from './product-card';

const backClass = 'mb-8 inline-flex min-h-11 items-center gap-2 font-sans text-[13px] uppercase tracking-[0.14em] text-graphite transition-colors duration-150 hover:text-ink';

/** Back to Collections, above the collection. */
export function BackToCollections() {
  return (
    <Link to="/collections" className={backClass} data-testid="back-to-collections">
      <ArrowLeft size={20} strokeWidth={1.5} aria-hidden /> {collectionsMessages.backToCollections}
    </Link>
  );
}

/** Featured Pieces: the first page of the collection's designs, with a link to see them all. */
export function FeaturedPieces({ collection, cardAction }: { collection: Collection; cardAction?: CardAction }) {
  const query = usePublicDesigns({ category: collection.category, page: 1, limit: COLLECTIONS_PAGE_SIZE });
  const all = `/collections?category=${encodeURIComponent(collection.category)}`;
  return (
    <section aria-labelledby="featured-title" className="mt-16 border-t border-hairline pt-12 sm:mt-24 sm:pt-16">
      <div className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="featured-title" className="font-display text-[28px] font-medium uppercase leading-tight tracking-[0.12em] text-ink sm:text-[40px]">
          {collectionsMessages.featuredPieces}
        </h2>
        {query.data && query.data.total > 0 ? (
          <Link to={all} className="group inline-flex min-h-11 items-center gap-2 self-start font-sans text-[13px] font-medium uppercase tracking-[0.14em] text-ink hover:text-gold-deep sm:self-auto" data-testid="see-all">
            See all {query.data.total} pieces <ArrowRight size={20} strokeWidth={1.5} aria-hidden className="transition-transform duration-200 group-hover:translate-x-0.5" />
          </Link>
        ) : null}
      </div>
      {query.isPending ? (
        <ProductCardSkeletons count={8} />
      ) : query.isError ? (
        <p role="alert" className="py-6 text-center font-sans text-base text-danger">
          {collectionsMessages.loadFailed}
        </p>
      ) : query.data.designs.length === 0 ? (
        <QuietNote className="py-6">{collectionsMessages.empty}</QuietNote>
      ) : (
        <>
          <ul aria-label={collectionsMessages.featuredPieces} className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-4" data-testid="design-grid">
            {query.data.designs.map((design, index) => (
              <li key={design.id}>
                <ProductCard design={design} index={index} to={productFromCollection(design.id, collection.category)} action={cardAction} />
              </li>
            ))}
          </ul>
          {pageCount(query.data.total, query.data.limit) > 1 ? (
            <div className="mt-14 flex justify-center">
              <Link to={all} className={buttonClasses('secondary')}>
                See all {query.data.total} pieces <ArrowRight size={18} strokeWidth={1.5} aria-hidden />
              </Link>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The collection's header: its name, description and picture. */
export function CollectionHeader({ collection }: { collection: Collection }) {
  return (
    <header className="grid items-center gap-10 lg:grid-cols-12 lg:gap-16" data-testid="collection-header">
      <div className="lg:col-span-7">
        <p className="mb-3 font-sans text-xs uppercase tracking-[0.24em] text-gold-deep">Collection</p>
        <h1 className="font-display text-[40px] font-medium leading-[1.05] text-ink sm:text-[56px]">{collection.name}</h1>
        <div aria-hidden className="mt-5 h-px w-12 bg-gold" />
        <p className="mt-5 max-w-[60ch] font-sans text-base leading-relaxed text-graphite sm:text-[20px] sm:leading-[1.55]">{collection.description}</p>
        <p className="mt-5 font-sans text-sm text-graphite">{collectionsMessages.tagline}</p>
      </div>
      <div className="lg:col-span-5">
        <DesignImage src={collection.imageUrl} alt={collection.name} eager className="border border-hairline" />
      </div>
    </header>
  );
}

/** An unknown collection: All Collections. */
export function CollectionNotFound() {
  return (
    <NotFoundState title={collectionsMessages.collectionNotFound} to="/collections" action={collectionsMessages.allCollections} testId="collection-not-found">
      This collection may have moved, or the link may be incomplete. Our other collections are waiting.
    </NotFoundState>
  );
}

/** The collection while it loads: its header's lines and picture. */
export function CollectionSkeleton() {
  return (
    <LoadingState label="Loading the collection" className="grid gap-10 lg:grid-cols-12">
      <div className="flex flex-col gap-4 lg:col-span-7">
        <Bar tone={70} className="h-3 w-24" />
        <Bar tone={70} className="h-14 w-2/3" />
        <Bar tone={50} className="mt-4 h-20 w-full" />
      </div>
      <div className="render-ground aspect-square animate-pulse border border-hairline lg:col-span-5" />
    </LoadingState>
  );
}
