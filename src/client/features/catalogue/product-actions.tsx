import { ArrowLeft, Share2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { Design } from '@shared/contracts/designs';
import { productMessages } from '@shared/messages/catalogue';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { isKnownCategory } from './catalogue-pages';

const linkClass = 'inline-flex min-h-11 items-center gap-2 font-sans text-[13px] uppercase tracking-[0.14em] text-graphite transition-colors duration-150 hover:text-ink';

/**
 * The back link (spec 02 'Product detail'): from a collection, Back to Collection with its category;
 * otherwise View in Collection, to the design's own category (or all collections when it has none).
 */
export function BackLink({ design }: { design: Design }) {
  const [params] = useSearchParams();
  const from = params.get('from');
  const category = params.get('category');
  if (from === 'collection') {
    const to = isKnownCategory(category) ? `/collections?category=${encodeURIComponent(category)}` : '/collections';
    return (
      <Link to={to} className={cn(linkClass, 'mb-8')} data-testid="back-link">
        <ArrowLeft size={20} strokeWidth={1.5} aria-hidden /> {productMessages.backToCollection}
      </Link>
    );
  }
  const own = isKnownCategory(design.category) ? `/collections?category=${encodeURIComponent(design.category)}` : '/collections';
  return (
    <Link to={own} className={cn(linkClass, 'mb-8')} data-testid="back-link">
      <ArrowLeft size={20} strokeWidth={1.5} aria-hidden /> {productMessages.viewInCollection}
    </Link>
  );
}

/** Share: the device's share sheet, else the page link copied with the 'Link Copied' toast. */
export function ShareButton({ design, className }: { design: Design; className?: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: design.name, text: design.description || design.name, url });
        return;
      } catch (error) {
        // A cancelled share is only logged (spec 02); any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') {
          console.info('Share cancelled');
          return;
        }
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast(productMessages.linkCopied);
    } catch {
      toast({ variant: 'destructive', ...productMessages.shareFailed });
    }
  };
  return (
    <Button variant="ghost" size="sm" className={cn('gap-2', className)} onClick={() => void share()} data-testid="share">
      <Share2 size={18} strokeWidth={1.5} aria-hidden /> {productMessages.share}
    </Button>
  );
}
