import { ArrowRight, Heart, ShoppingBag, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { WishlistItem } from '@shared/contracts/wishlist';
import { wishlistMessages } from '@shared/messages/wishlist';
import { navMessages } from '@shared/messages/nav';
import { DEFAULT_PRICE, formatPrice } from '@shared/pricing';
import { PageFrame } from '../components/layout/page-frame';
import { Button, buttonClasses } from '../components/ui/button';
import { DesignImage } from '../components/ui/design-image';
import { PageHeading } from '../components/ui/page-heading';
import { useAuth } from '../features/auth/use-auth';
import { useBag } from '../features/cart/use-bag';
import { openDialog } from '../lib/dialog-store';
import { showWishlistLoginRequired, useWishlist } from '../features/wishlist/use-wishlist';
import { stagger } from '../lib/motion';
import { DEFAULT_BAG_MATERIAL } from '@shared/options';

/** From the wishlist, Add sends quantity 1 and material 14k-gold (spec 01 section 7, spec 02 section 7). */
const WISHLIST_ADD_CUSTOMIZATIONS = { material: DEFAULT_BAG_MATERIAL } as const;

function WishlistCard({ item, index, removing, onRemove }: { item: WishlistItem; index: number; removing: boolean; onRemove: () => void }) {
  const bag = useBag();
  const [adding, setAdding] = useState(false);
  const design = item.design;
  const name = design?.name ?? 'Custom Design';
  const price = design?.price && design.price > 0 ? design.price : DEFAULT_PRICE;
  const href = `/product/${item.designId}`;

  const addToBag = async () => {
    setAdding(true);
    try {
      await bag.add(item.designId, 1, WISHLIST_ADD_CUSTOMIZATIONS);
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

function WishlistSkeleton() {
  return (
    <div role="status" aria-label="Loading your wishlist" data-testid="wishlist-skeleton">
      <div className="mx-auto mb-10 h-4 w-32 animate-pulse bg-hairline/70" />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="border border-hairline bg-pearl">
            <div className="aspect-square animate-pulse bg-hairline/40" />
            <div className="flex flex-col gap-3 p-6">
              <div className="h-6 w-2/3 animate-pulse bg-hairline/70" />
              <div className="h-3 w-full animate-pulse bg-hairline/50" />
              <div className="h-3 w-4/5 animate-pulse bg-hairline/50" />
              <div className="mt-3 flex justify-between">
                <div className="h-5 w-16 animate-pulse bg-hairline/70" />
                <div className="h-11 w-24 animate-pulse bg-hairline/70" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function EmptyWishlist() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-4 text-center motion-safe:animate-rise" data-testid="wishlist-empty">
      <span className="flex size-20 items-center justify-center rounded-full border border-hairline bg-pearl text-gold-deep">
        <Heart size={28} strokeWidth={1.25} aria-hidden />
      </span>
      <h2 className="mt-8 font-display text-[28px] font-medium leading-tight text-ink sm:text-[32px]">{wishlistMessages.emptyTitle}</h2>
      <p className="mt-4 font-sans text-base leading-relaxed text-graphite">{wishlistMessages.emptyText}</p>
      <Link to="/collections" className={buttonClasses('primary', 'md', 'mt-10')}>
        {wishlistMessages.browse} <ArrowRight size={16} strokeWidth={1.5} aria-hidden />
      </Link>
    </div>
  );
}

/** Signed out: the wishlist needs an account; the page invites the visitor to log in. */
function SignedOutWishlist() {
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    showWishlistLoginRequired();
  }, []);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-4 text-center" data-testid="wishlist-signed-out">
      <span className="flex size-20 items-center justify-center rounded-full border border-hairline bg-pearl text-gold-deep">
        <Heart size={28} strokeWidth={1.25} aria-hidden />
      </span>
      <h2 className="mt-8 font-display text-[28px] font-medium leading-tight text-ink sm:text-[32px]">{wishlistMessages.toast.loginRequired.title}</h2>
      <p className="mt-4 font-sans text-base leading-relaxed text-graphite">{wishlistMessages.toast.loginRequired.description}. {wishlistMessages.emptyText}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Button onClick={() => openDialog('auth', { tab: 'login' })}>{navMessages.signIn}</Button>
        <Button variant="secondary" onClick={() => openDialog('auth', { tab: 'signup' })}>
          {navMessages.createAccount}
        </Button>
      </div>
    </div>
  );
}

/** The wishlist (spec 01 2.10, spec 02 'Wishlist page'). */
export default function WishlistPage() {
  const { session, isLoading: userLoading } = useAuth();
  const wishlist = useWishlist();
  const items = wishlist.items;

  let body;
  if (!session || (!wishlist.isMember && !userLoading)) body = <SignedOutWishlist />;
  else if (userLoading || wishlist.isLoading) body = <WishlistSkeleton />;
  else if (items.length === 0) body = <EmptyWishlist />;
  else
    body = (
      <>
        <p className="-mt-4 mb-10 text-center font-sans text-xs uppercase tracking-[0.22em] text-graphite" data-testid="wishlist-count">
          {wishlistMessages.saved(items.length)}
        </p>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <WishlistCard key={item.id} item={item} index={index} removing={wishlist.isRemoving(item.id)} onRemove={() => void wishlist.remove(item.id)} />
          ))}
        </ul>
        <div className="mt-14 flex justify-center">
          <Link to="/collections" className={buttonClasses('secondary', 'md')} data-testid="continue-shopping">
            {wishlistMessages.continueShopping}
          </Link>
        </div>
      </>
    );

  return (
    <PageFrame>
      <PageHeading caps>WISHLIST</PageHeading>
      {body}
    </PageFrame>
  );
}
