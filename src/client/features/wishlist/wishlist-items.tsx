import { ShoppingBag, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { WishlistItem } from '@shared/contracts/wishlist';
import { wishlistMessages } from '@shared/messages/wishlist';
import { DEFAULT_BAG_MATERIAL } from '@shared/options';
import { DEFAULT_PRICE, formatPrice } from '@shared/pricing';
import { Button, buttonClasses } from '../../components/ui/button';
import { DesignImage } from '../../components/ui/design-image';
import { stagger } from '../../lib/motion';
import type { useWishlist } from './use-wishlist';

/** From the wishlist, Add sends quantity 1 and material 14k-gold (spec 01 section 7, spec 02 section 7). */
const WISHLIST_ADD_CUSTOMIZATIONS = { material: DEFAULT_BAG_MATERIAL } as const;

/** Puts a design in the bag (the page gives the bag's add, features/bag/add-to-bag.ts); its toasts are the bag's. */
export type AddToBag = (designId: string, quantity: number, customizations: Record<string, unknown>) => Promise<unknown>;

function WishlistCard({ item, index, removing, onRemove, onAddToBag }: { item: WishlistItem; index: number; removing: boolean; onRemove: () => void; onAddToBag: AddToBag }) {
  const [adding, setAdding] = useState(false);
  const design = item.design;
  const name = design?.name ?? 'Custom Design';
  const price = design?.price && design.price > 0 ? design.price : DEFAULT_PRICE;
  const href = `/product/${item.designId}`;

  const addToBag = async () => {
    setAdding(true);
    try {
      await onAddToBag(item.designId, 1, WISHLIST_ADD_CUSTOMIZATIONS);
    } finally {
      setAdding(false);
    }
  };

  return (
    <li className="group flex flex-col border border-hairline bg-pearl transition-[transform,border-color] duration-150 ease-out hover:-translate-y-0.5 hover:border-gold/60 motion-safe:animate-rise" style={stagger(index)} data-testid="wishlist-item" data-design-id={item.designId}>
      <div className="relative">
        <Link to={href} aria-label={name} tabIndex={-1}>
          <DesignImage src={design?.imageUrl} alt={name} />
        </Link>
        <button type="button" onClick={onRemove} disabled={removing} aria-label={`Remove ${name} from wishlist`} data-testid="wishlist-remove" className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-full border border-hairline bg-pearl/90 text-graphite backdrop-blur-sm transition-colors duration-150 hover:border-danger/40 hover:text-danger disabled:opacity-40">
          <X size={18} strokeWidth={1.5} aria-hidden />
        </button>
      </div>
      <div className="flex flex-1 flex-col border-t border-hairline p-5 sm:p-6">
        <h2 className="font-display text-[24px] font-medium leading-tight text-ink">
          <Link to={href} className="transition-colors duration-150 hover:text-gold-deep" data-testid="wishlist-item-link">
            {name}
          </Link>
        </h2>
        {design?.description ? <p className="mt-2 line-clamp-2 font-sans text-sm leading-relaxed text-graphite">{design.description}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-4 pt-5">
          <p className="font-sans text-base tabular-nums text-ink" data-testid="wishlist-price">
            {formatPrice(price)}
          </p>
          <Button size="sm" onClick={() => void addToBag()} disabled={adding} aria-label={`${wishlistMessages.add} ${name} to bag`} data-testid="wishlist-add">
            <ShoppingBag size={16} strokeWidth={1.5} aria-hidden />
            {wishlistMessages.add}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The saved pieces: how many, a card each (Add to the bag, Remove), and Continue Shopping. */
export function WishlistItems({ wishlist, onAddToBag }: { wishlist: ReturnType<typeof useWishlist>; onAddToBag: AddToBag }) {
  return (
    <>
      <p className="-mt-4 mb-10 text-center font-sans text-xs uppercase tracking-[0.22em] text-graphite" data-testid="wishlist-count">
        {wishlistMessages.saved(wishlist.items.length)}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {wishlist.items.map((item, index) => (
          <WishlistCard key={item.id} item={item} index={index} removing={wishlist.isRemoving(item.id)} onRemove={() => void wishlist.remove(item.id)} onAddToBag={onAddToBag} />
        ))}
      </ul>
      <div className="mt-14 flex justify-center">
        <Link to="/collections" className={buttonClasses('secondary', 'md')} data-testid="continue-shopping">
          {wishlistMessages.continueShopping}
        </Link>
      </div>
    </>
  );
}
