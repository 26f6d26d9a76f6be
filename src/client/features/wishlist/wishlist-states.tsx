import { Heart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { navMessages } from '@shared/messages/nav';
import { wishlistMessages } from '@shared/messages/wishlist';
import { EmptyState } from '../../components/states/empty-state';
import { OnwardLink } from '../../components/states/onward-link';
import { Bar, LoadingState } from '../../components/states/skeleton';
import { Button } from '../../components/ui/button';
import { openDialog } from '../../lib/dialog-store';
import { showWishlistLoginRequired } from './use-wishlist';

/** The wishlist page while it loads: the count's line and three cards. */
export function WishlistSkeleton() {
  return (
    <LoadingState label="Loading your wishlist" testId="wishlist-skeleton">
      <Bar tone={70} className="mx-auto mb-10 h-4 w-32" />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="border border-hairline bg-pearl">
            <Bar tone={40} className="aspect-square" />
            <div className="flex flex-col gap-3 p-6">
              <Bar tone={70} className="h-6 w-2/3" />
              <Bar tone={50} className="h-3 w-full" />
              <Bar tone={50} className="h-3 w-4/5" />
              <div className="mt-3 flex justify-between">
                <Bar tone={70} className="h-5 w-16" />
                <Bar tone={70} className="h-11 w-24" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </LoadingState>
  );
}

/** A member's wishlist with nothing saved: Browse Collections. */
export function EmptyWishlist() {
  return (
    <EmptyState icon={Heart} testId="wishlist-empty" heading={wishlistMessages.emptyTitle} text={wishlistMessages.emptyText} compact>
      <OnwardLink>{wishlistMessages.browse}</OnwardLink>
    </EmptyState>
  );
}

/** Signed out: the wishlist needs an account; the page invites the visitor to log in. */
export function SignedOutWishlist() {
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    showWishlistLoginRequired();
  }, []);
  return (
    <EmptyState
      icon={Heart}
      testId="wishlist-signed-out"
      heading={wishlistMessages.toast.loginRequired.title}
      text={`${wishlistMessages.toast.loginRequired.description}. ${wishlistMessages.emptyText}`}
      compact
      still
    >
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Button onClick={() => openDialog('auth', { tab: 'login' })}>{navMessages.signIn}</Button>
        <Button variant="secondary" onClick={() => openDialog('auth', { tab: 'signup' })}>
          {navMessages.createAccount}
        </Button>
      </div>
    </EmptyState>
  );
}
