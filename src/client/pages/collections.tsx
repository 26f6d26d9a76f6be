import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../components/layout/page-frame';
import { buttonClasses } from '../components/ui/button';
import { PageHeading, QuietNote } from '../components/ui/page-heading';
import { stagger } from '../lib/motion';
import type { Collection } from '@shared/contracts/collections';
import { collectionsMessages } from '@shared/messages';

const FEATURED_KEY = ['/api/collections/featured'] as const;

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

function CollectionCard({ collection, index }: { collection: Collection; index: number }) {
  return (
    <li style={stagger(index)} className="animate-rise">
      <Link
        to={`/collections?category=${encodeURIComponent(collection.category)}`}
        data-testid="collection-card"
        className="group flex h-full flex-col transition-transform duration-150 ease-out hover:-translate-y-0.5"
      >
        {collection.imageUrl ? (
          <img src={collection.imageUrl} alt={collection.name} className="aspect-[3/2] w-full border border-hairline object-cover sm:aspect-[4/3]" loading="lazy" />
        ) : (
          <CollectionPlaceholder name={collection.name} />
        )}
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

/** The collection landing (spec 02): THE COLLECTION, the tagline, the featured collection cards. */
export default function CollectionsPage() {
  const [params] = useSearchParams();
  const category = params.get('category');
  const featured = useQuery<Collection[]>({ queryKey: FEATURED_KEY });
  const chosen = category ? featured.data?.find((c) => c.category === category) : undefined;

  return (
    <PageFrame>
      <PageHeading caps eyebrow="Shop" lead={collectionsMessages.tagline}>
        {collectionsMessages.title}
      </PageHeading>
      {category ? (
        // The category's design grid arrives with the designs; until then it is honestly empty.
        <div className="mx-auto flex max-w-xl flex-col items-center text-center">
          {chosen ? <h2 className="font-display text-[28px] font-medium text-ink">{chosen.name}</h2> : null}
          <QuietNote className="mt-3">{collectionsMessages.empty}</QuietNote>
          <Link to="/collections" className={buttonClasses('secondary', 'md', 'mt-8')}>
            <ArrowLeft size={20} strokeWidth={1.5} aria-hidden /> {collectionsMessages.allCollections}
          </Link>
        </div>
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
