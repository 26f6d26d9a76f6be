import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';
import { updateWishlist } from './get-wishlist';

/**
 * POST /api/wishlist: saves a design. The server answers the new entry with its design, which goes
 * first in the cached wishlist (newest first): no second read. The toggles track their requests in
 * one store (../use-wishlist.ts) rather than a mutation hook per card, so this has no hook.
 */
export async function addToWishlist(designId: string) {
  const entry = await callApi(routes.addToWishlist, { body: { designId } });
  await updateWishlist((items) => [entry, ...items.filter((item) => item.id !== entry.id)]);
  return entry;
}
