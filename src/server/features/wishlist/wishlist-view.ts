import { and, desc, eq } from 'drizzle-orm';
import type { WishlistItem } from '@shared/contracts/wishlist';
import type { Db } from '../../db/client';
import { designs, wishlistItems } from '../../db/schema';
import { toDesignSummary } from '../designs/design-view';

/** The member's saved designs, newest first, with their designs: one query. */
export async function loadWishlist(db: Db, userId: string, onlyId?: string): Promise<WishlistItem[]> {
  const rows = await db.select({ item: wishlistItems, design: designs }).from(wishlistItems)
    .innerJoin(designs, eq(designs.id, wishlistItems.designId))
    .where(and(eq(wishlistItems.userId, userId), onlyId ? eq(wishlistItems.id, onlyId) : undefined))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return rows.map(({ item, design }) => ({ id: item.id, designId: item.designId, design: toDesignSummary(design), createdAt: item.createdAt.toISOString() }));
}
