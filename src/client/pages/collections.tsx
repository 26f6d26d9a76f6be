import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../components/layout/page-frame';
import { buttonClasses } from '../components/ui/button';
import { PageHeading, QuietNote } from '../components/ui/page-heading';
import { CategoryGrid } from '../features/catalogue/category-grid';
import { useFeaturedCollections } from '../features/catalogue/api/featured-collections';
import { isKnownCategory } from '../features/catalogue/catalogue-pages';
import { usePageMeta } from '../features/catalogue/use-page-meta';
import { useRenderSource } from '../lib/use-render-source';
import { stagger } from '../lib/motion';
import type { Collection } from '@shared/contracts/collections';
import { collectionsMessages } from '@shared/messages/catalogue';
import { COLLECTION_CATEGORIES, labelOf } from '@shared/options';

/** An elegant stand-in for a collection's image until the collection has one: a framed initial. */
function CollectionPlaceholder({ name }: { name: string }) {
  return (
    <div aria-hidden className="render-ground relative flex aspect-[3/2] items-center justify-center border border-hairline sm:aspect-[4/3]">
      <div className="absolute inset-3 border border-hairline/80" />
      <span className="flex size-16 items-center justify-center rounded-full border border-gold/70 font-display text-[28px] font-medium leading-none text-ink">
        {name.trim().charAt(0).toUpperCase()}
      </span>
    </div>
  );
}

/**
 * How wide a cover shows: drawn whole (object-contain, 16 px inset) in a frame of one column, 3:2 on
 * a phone, 4:3 in two or three columns from sm. On a phone that is about 210 px, which picks the
 * 384 px twin (6 KB); the covers' SVGs are light, so a larger twin made /collections slower.
 */
const COVER_SIZES = '(min-width: 1024px) 264px, (min-width: 640px) 30vw, calc(66vw - 64px)';

/** A collection's cover, or the placeholder without one (or if it fails). */
function Cover({ src, name, index }: { src: string | null; name: string; index: number }) {
  const source = useRenderSource(src, COVER_SIZES);
  if (!source) return <CollectionPlaceholder name={name} />;
  return (
    <div className="render-ground aspect-[3/2] w-full overflow-hidden border border-hairline transition-colors duration-150 group-hover:border-gold/50 sm:aspect-[4/3]">
      <img key={source.key} {...source.img} alt={name} className="size-full object-contain p-4 transition-transform duration-200 ease-out group-hover:scale-[1.02]" loading={index < 3 ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : undefined} decoding="async" />
    </div>
  );
}

function CollectionCard({ collection, index }: { collection: Collection; index: number }) {
  return (
    <li style={stagger(index)} className="animate-rise">
      <Link
        to={`/collections?category=${encodeURIComponent(collection.category)}`}
        data-testid="collection-card"
        className="group flex h-full flex-col transition-transform duration-150 ease-out hover:-translate-y-0.5"
      >
        <Cover src={collection.imageUrl} name={collection.name} index={index} />
        <h2 className="mt-5 font-display text-[28px] font-medium leading-tight text-ink transition-colors duration-150 group-hover:text-gold-deep">{collection.name}</h2>
        <p className="mt-2 font-sans text-sm leading-relaxed text-graphite">{collection.description}</p>
        <span className="mt-4 inline-flex min-h-11 items-center gap-2 self-start font-sans text-[13px] font-medium uppercase tracking-[0.14em] text-ink group-hover:text-gold-deep">
          {collectionsMessages.viewCollection}
          <ArrowRight size={20} strokeWidth={1.5} aria-hidden className="transition-transform duration-200 group-hover:translate-x-0.5" />
        </span>
      </Link>
    </li>
  );
}

function CardSkeleton() {
  return (
    <div role="status" aria-label="Loading collections" className="grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} aria-hidden>
          <div className="render-ground aspect-[3/2] border border-hairline sm:aspect-[4/3]" />
          <div className="mt-5 h-6 w-1/2 bg-hairline/70" />
          <div className="mt-3 h-3 w-5/6 bg-hairline/50" />
          <div className="mt-2 h-3 w-2/3 bg-hairline/50" />
        </div>
      ))}
    </div>
  );
}

/** Page 1 unless the query names a whole number above 1. */
function readPage(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/**
 * The collection landing (spec 02): THE COLLECTION, the tagline, the featured collection cards; with
 * `?category=` the category's designs, 12 a page (`&page=`), so a view can be shared and the back
 * button works. A new category starts at page 1; a new page scrolls to the top.
 */
export default function CollectionsPage() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const page = readPage(params.get('page'));
  const featured = useFeaturedCollections();
  const chosen = category ? featured.data?.find((c) => c.category === category) : undefined;
  const categoryName = category ? (chosen?.name ?? (isKnownCategory(category) ? labelOf(COLLECTION_CATEGORIES, category) : null)) : null;

  usePageMeta(
    category
      ? {
          title: categoryName ? `${categoryName}${page > 1 ? ` (page ${page})` : ''}` : 'The Collection',
          description: chosen?.description ?? `${categoryName ?? 'Our'} pieces, made to order in solid 14k gold or fine sterling silver.`,
        }
      : collectionsMessages.landingMeta,
  );

  // Another page or category is a new history entry, which starts at the top like every new page
  // (components/layout/scroll-restoration.tsx; spec 02: changing page scrolls to top).
  const goToPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    if (next > 1) nextParams.set('page', String(next));
    else nextParams.delete('page');
    setParams(nextParams);
  };

  return (
    <PageFrame>
      <PageHeading caps eyebrow="Shop" lead={collectionsMessages.tagline}>
        {collectionsMessages.title}
      </PageHeading>
      {category ? (
        <section aria-labelledby="category-title" data-testid="category-view">
          <div className="mb-10 flex flex-col gap-5 border-b border-hairline pb-8 sm:flex-row sm:items-end sm:justify-between">
            <div className="max-w-2xl">
              <h2 id="category-title" className="font-display text-[28px] font-medium leading-tight text-ink sm:text-[40px]">
                {categoryName ?? collectionsMessages.title}
              </h2>
              {chosen?.description ? <p className="mt-2 font-sans text-base leading-relaxed text-graphite">{chosen.description}</p> : null}
            </div>
            <Link to="/collections" className={buttonClasses('secondary', 'sm', 'self-start sm:self-auto')}>
              <ArrowLeft size={18} strokeWidth={1.5} aria-hidden /> {collectionsMessages.allCollections}
            </Link>
          </div>
          <CategoryGrid key={category} category={category} page={page} onPage={goToPage} />
        </section>
      ) : featured.isPending ? (
        <CardSkeleton />
      ) : featured.isError ? (
        <QuietNote>Our collections could not be loaded just now. Please try again shortly.</QuietNote>
      ) : featured.data.length === 0 ? (
        <QuietNote>Our featured collections are being arranged. Please return shortly.</QuietNote>
      ) : (
        <ul aria-label="Featured collections" className="grid gap-x-6 gap-y-10 sm:grid-cols-2 sm:gap-y-12 lg:grid-cols-3 lg:gap-y-16">
          {featured.data.map((collection, index) => (
            <CollectionCard key={collection.id} collection={collection} index={index} />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
