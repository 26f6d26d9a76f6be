import { queryClient } from '../../lib/query-client';
import { onSignedOut } from '../../lib/session-events';
import { wishlistKey } from './api/get-wishlist';

/** Drops the signed-out member's wishlist from the cache when the session ends. Installed once at start. */
export function installWishlistSync(): () => void {
  return onSignedOut(() => queryClient.removeQueries({ queryKey: wishlistKey }));
}
