import { Heart } from 'lucide-react';
import { wishlistMessages } from '@shared/messages/wishlist';
import { cn } from '../../lib/cn';
import { useWishlistEntry } from './use-wishlist';

/**
 * Saves a design to the wishlist, or removes it when it is already saved (spec 01, section 4). For
 * product cards (`icon`, a round button over the render) and the product page (`full`). Signed out,
 * it shows the 'Login required' notice.
 */
export function WishlistToggle({ designId, designName, variant = 'icon', className }: { designId: string; designName?: string; variant?: 'icon' | 'full'; className?: string }) {
  const { saved, busy, toggle: onClick } = useWishlistEntry(designId);
  const { toggle: text } = wishlistMessages;
  const heart = <Heart size={20} strokeWidth={1.5} aria-hidden className={cn('transition-[fill,color] duration-200', saved ? 'fill-gold text-gold-deep' : 'fill-transparent')} />;

  if (variant === 'full') {
    const word = saved ? text.saved : text.save;
    return (
      <button
        type="button"
        aria-pressed={saved}
        // The name begins with the word shown (WCAG 2.5.3, label in name): 'Save to wishlist: Moon Fox'.
        aria-label={text.named(word, designName)}
        data-testid="wishlist-toggle"
        disabled={busy}
        onClick={onClick}
        className={cn('inline-flex min-h-11 items-center justify-center gap-2 rounded-[2px] border px-5 font-sans text-[13px] font-medium uppercase tracking-[0.14em] transition-colors duration-200 disabled:opacity-60', saved ? 'border-gold/60 text-gold-deep' : 'border-ink/25 text-ink hover:border-gold hover:text-gold-deep', className)}
      >
        {heart}
        <span>{word}</span>
      </button>
    );
  }
  const label = saved ? text.remove : text.add;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={designName ? `${label}: ${designName}` : label}
      data-testid="wishlist-toggle"
      disabled={busy}
      onClick={(event) => {
        // On a card the button sits inside the link to the product.
        event.preventDefault();
        event.stopPropagation();
        onClick();
      }}
      className={cn('inline-flex size-11 items-center justify-center rounded-full border border-hairline bg-pearl/90 text-ink shadow-[0_1px_2px_rgba(17,17,17,0.06)] backdrop-blur-sm transition-colors duration-200 hover:border-gold hover:text-gold-deep disabled:opacity-60', className)}
    >
      {heart}
    </button>
  );
}

/** The heart over a product card, for the catalogue's cards (their `action`, given by the page). */
export const cardWishlistToggle = (design: { id: string; name: string }) => <WishlistToggle designId={design.id} designName={design.name} className="absolute right-3 top-3" />;
