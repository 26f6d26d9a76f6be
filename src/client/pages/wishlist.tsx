import { PageFrame } from '../components/layout/page-frame';
import { PageHeading } from '../components/ui/page-heading';
import { useAddToBag } from '../features/bag/add-to-bag';
import { useWishlist } from '../features/wishlist/use-wishlist';
import { WishlistItems } from '../features/wishlist/wishlist-items';
import { EmptyWishlist, SignedOutWishlist, WishlistSkeleton } from '../features/wishlist/wishlist-states';
import { useSignedIn } from '../lib/current-user';

/** The wishlist (spec 01 2.10, spec 02 'Wishlist page'); Add puts a piece in the bag. */
export default function WishlistPage() {
  const { session, isLoading: userLoading } = useSignedIn();
  const wishlist = useWishlist();
  const addToBag = useAddToBag();

  let body;
  if (!session || (!wishlist.isMember && !userLoading)) body = <SignedOutWishlist />;
  else if (userLoading || wishlist.isLoading) body = <WishlistSkeleton />;
  else if (wishlist.items.length === 0) body = <EmptyWishlist />;
  else body = <WishlistItems wishlist={wishlist} onAddToBag={addToBag} />;

  return (
    <PageFrame>
      <PageHeading caps>WISHLIST</PageHeading>
      {body}
    </PageFrame>
  );
}
