import { useQuery } from '@tanstack/react-query';
import type { WishlistItem } from '@shared/contracts/wishlist';
import * as routes from '@shared/contracts/routes';
import { WISHLIST_CACHE_MS } from '@shared/limits';
import { apiKey, apiQuery } from '../../../lib/api';
import { updateCached } from '../../../lib/query-client';

/** GET /api/wishlist: the member's wishlist, newest first (spec 01, sections 2.10, 4, 7 and 8); kept 5 minutes (section 9). */
export const wishlistKey = apiKey(routes.getWishlist);

const wishlistQuery = { ...apiQuery(routes.getWishlist), staleTime: WISHLIST_CACHE_MS, gcTime: WISHLIST_CACHE_MS };

/** The wishlist, read only while `enabled` (a member); `select` narrows what a caller re-renders for. */
export function useWishlistItems<T = WishlistItem[]>(enabled: boolean, select?: (items: WishlistItem[]) => T) {
  return useQuery({ ...wishlistQuery, enabled, select });
}

/** A write's answer into the cached wishlist (when there is one; otherwise it is read when shown). */
export function updateWishlist(update: (items: WishlistItem[]) => WishlistItem[]): Promise<void> {
  return updateCached({ queryKey: wishlistKey, exact: true }, update);
}
