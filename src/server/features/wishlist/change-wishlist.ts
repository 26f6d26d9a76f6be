import { and, eq } from 'drizzle-orm';
import type { WishlistItem } from '@shared/contracts/wishlist';
import { productMessages, wishlistMessages } from '@shared/messages';
import type { Db } from '../../db/client';
import { designs, wishlistItems } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { loadWishlist } from './wishlist-view';

/** Saves a design once per member: the unique index answers a second save with a readable 409. */
export async function addToWishlist(db: Db, userId: string, designId: string): Promise<WishlistItem> {
  const [design] = await db.select({ id: designs.id }).from(designs).where(eq(designs.id, designId));
  if (!design) throw notFound(productMessages.designNotFound);
  const [item] = await db.insert(wishlistItems).values({ userId, designId }).onConflictDoNothing().returning({ id: wishlistItems.id });
  if (!item) throw conflict(wishlistMessages.alreadySaved);
  return (await loadWishlist(db, userId, item.id))[0];
}

export async function removeFromWishlist(db: Db, userId: string, itemId: string) {
  const removed = await db.delete(wishlistItems).where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.userId, userId))).returning({ id: wishlistItems.id });
  if (removed.length === 0) throw notFound(wishlistMessages.itemNotFound);
  return { success: true as const };
}
