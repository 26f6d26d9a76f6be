import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../components/layout/page-frame';
import { buttonClasses } from '../components/ui/button';
import { PageHeading, QuietNote } from '../components/ui/page-heading';
import { CategoryGrid } from '../features/catalogue/category-grid';
import { useFeaturedCollections } from '../features/catalogue/api/featured-collections';
import { isKnownCategory, pageFromQuery } from '../features/catalogue/catalogue-pages';
import { CollectionCard, CollectionCardSkeletons } from '../features/catalogue/collection-card';
import { usePageMeta } from '../features/catalogue/use-page-meta';
import { cardWishlistToggle } from '../features/wishlist/wishlist-toggle';
import { collectionsMessages } from '@shared/messages/catalogue';
import { COLLECTION_CATEGORIES, labelOf } from '@shared/options';

/**
 * The collection landing (spec 02): THE COLLECTION, the tagline, the featured collection cards; with
 * `?category=` the category's designs, 12 a page (`&page=`), so a view can be shared and the back
 * button works. A new category starts at page 1; a new page scrolls to the top.
 */
export default function CollectionsPage() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const page = pageFromQuery(params.get('page'));
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
          <CategoryGrid key={category} category={category} page={page} onPage={goToPage} cardAction={cardWishlistToggle} />
        </section>
      ) : featured.isPending ? (
        <CollectionCardSkeletons />
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
