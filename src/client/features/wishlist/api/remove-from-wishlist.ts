import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';
import { updateWishlist } from './get-wishlist';

/**
 * DELETE /api/wishlist/:wishlistItemId: removes an entry; once the server says so, it leaves the
 * cached wishlist. No hook, as for adding (./add-to-wishlist.ts).
 */
export async function removeFromWishlist(wishlistItemId: string) {
  const answer = await callApi(routes.removeFromWishlist, { params: { wishlistItemId } });
  await updateWishlist((items) => items.filter((item) => item.id !== wishlistItemId));
  return answer;
}
