import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Collection } from '@shared/contracts/collections';
import { collectionsMessages } from '@shared/messages/catalogue';
import { LoadingState } from '../../components/states/skeleton';
import { stagger } from '../../lib/motion';
import { useRenderSource } from '../../lib/use-render-source';

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

/** A featured collection: its cover, name, description and View Collection, to its designs. */
export function CollectionCard({ collection, index }: { collection: Collection; index: number }) {
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

/** The featured collections while they load: six covers with their lines. */
export function CollectionCardSkeletons() {
  return (
    <LoadingState label="Loading collections" className="grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} aria-hidden>
          <div className="render-ground aspect-[3/2] border border-hairline sm:aspect-[4/3]" />
          <div className="mt-5 h-6 w-1/2 bg-hairline/70" />
          <div className="mt-3 h-3 w-5/6 bg-hairline/50" />
          <div className="mt-2 h-3 w-2/3 bg-hairline/50" />
        </div>
      ))}
    </LoadingState>
  );
}
