import { ArrowLeft, ArrowRight } from 'lucide-react';
import { COLLECTIONS_PAGE_SIZE } from '@shared/limits';
import { collectionsMessages } from '@shared/messages/catalogue';
import { Button } from '../../components/ui/button';
import { QuietNote } from '../../components/ui/page-heading';
import { cn } from '../../lib/cn';
import { usePublicDesigns } from './api/public-designs';
import { isKnownCategory, pageCount, productFromCollection } from './catalogue-pages';
import { ProductCard, ProductCardSkeletons, type CardAction } from './product-card';

/**
 * A category's designs, 12 a page (spec 02 'Collections'): the grid, Previous / Next and
 * 'Page X of Y'; the empty and failure texts. The page lives in the URL; `onPage` changes it.
 * `cardAction` is drawn over each card (./product-card.tsx).
 */
export function CategoryGrid({ category, page, onPage, cardAction }: { category: string; page: number; onPage: (next: number) => void; cardAction?: CardAction }) {
  const known = isKnownCategory(category);
  const query = usePublicDesigns({ category, page, limit: COLLECTIONS_PAGE_SIZE }, { enabled: known, keepPrevious: true });

  if (!known) return <QuietNote className="py-10">{collectionsMessages.empty}</QuietNote>;
  if (query.isPending) return <ProductCardSkeletons count={12} />;
  if (query.isError)
    return (
      <p role="alert" className="mx-auto max-w-xl py-10 text-center font-sans text-base text-danger" data-testid="designs-error">
        {collectionsMessages.loadFailed}
      </p>
    );

  const { designs, total, limit } = query.data;
  const pages = pageCount(total, limit);
  if (designs.length === 0)
    return (
      <div className="flex flex-col items-center py-10" data-testid="designs-empty">
        <QuietNote>{collectionsMessages.empty}</QuietNote>
        {page > 1 ? (
          <Button variant="secondary" size="sm" className="mt-6" onClick={() => onPage(1)}>
            {collectionsMessages.page(1, pages)}
          </Button>
        ) : null}
      </div>
    );

  return (
    <div className={cn('transition-opacity duration-200', query.isPlaceholderData && 'opacity-60')} aria-busy={query.isPlaceholderData}>
      <ul aria-label="Designs" className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-4" data-testid="design-grid">
        {designs.map((design, index) => (
          <li key={design.id}>
            <ProductCard design={design} index={index} to={productFromCollection(design.id, category)} action={cardAction} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-14 flex items-center justify-between gap-2 border-t border-hairline pt-8 sm:justify-center sm:gap-10">
          <Button variant="secondary" size="sm" disabled={page <= 1 || query.isPlaceholderData} onClick={() => onPage(page - 1)}>
            <ArrowLeft size={18} strokeWidth={1.5} aria-hidden className="hidden sm:block" /> {collectionsMessages.previous}
          </Button>
          <p className="whitespace-nowrap font-sans text-sm tabular-nums text-graphite" aria-live="polite" data-testid="page-status">
            {collectionsMessages.page(Math.min(page, pages), pages)}
          </p>
          <Button variant="secondary" size="sm" disabled={page >= pages || query.isPlaceholderData} onClick={() => onPage(page + 1)}>
            {collectionsMessages.next} <ArrowRight size={18} strokeWidth={1.5} aria-hidden className="hidden sm:block" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
