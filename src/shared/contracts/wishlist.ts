import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';
import { DesignSummary, Id, Ok, Timestamp } from './common';

// The wishlist (spec 01, sections 3 and 7): members only, one entry per design.

export const WishlistItem = z.object({
  id: Id,
  designId: Id,
  design: DesignSummary.nullable(),
  createdAt: Timestamp,
});
export type WishlistItem = z.infer<typeof WishlistItem>;

export const AddToWishlistBody = z.strictObject({ designId: Id });
export const WishlistItemParams = z.object({ wishlistItemId: Id });

export const getWishlist = endpoint({
  ...routes.getWishlist, access: 'user',
  summary: "The member's wishlist entries with their designs",
  response: z.array(WishlistItem),
});
export const addToWishlist = endpoint({
  ...routes.addToWishlist, access: 'user',
  summary: 'Save a design (409 when it is already saved)',
  body: AddToWishlistBody, response: WishlistItem,
});
export const removeFromWishlist = endpoint({
  ...routes.removeFromWishlist, access: 'user',
  summary: 'Remove an entry',
  params: WishlistItemParams, response: Ok,
});

export const wishlistEndpoints = [getWishlist, addToWishlist, removeFromWishlist] as const;
