import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Review } from '@shared/contracts/reviews';
import { productMessages } from '@shared/messages';
import type { Db } from '../../db/client';
import { designs, reviews } from '../../db/schema';
import { notFound } from '../../http/errors';

/** How many reviews one page shows; the newest first. */
export const REVIEWS_SHOWN = 100;

export const toReview = (r: typeof reviews.$inferSelect): Review => ({
  id: r.id, designId: r.designId, userName: r.userName, rating: r.rating, comment: r.comment, createdAt: r.createdAt.toISOString(),
});

/** A design's reviews as the shop shows them: the ones the admin hid are left out (they are kept for the desk). */
export async function listReviews(db: Db, designId: string): Promise<Review[]> {
  const rows = await db.select().from(reviews).where(and(eq(reviews.designId, designId), isNull(reviews.hiddenAt))).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(REVIEWS_SHOWN);
  return rows.map(toReview);
}

/** Stored as the visitor typed it (trimmed): plain text, which the pages render as text, never as HTML. */
export async function createReview(db: Db, input: { designId: string; userName: string; rating: number; comment: string }, userId: string | null): Promise<Review> {
  const [design] = await db.select({ id: designs.id }).from(designs).where(eq(designs.id, input.designId));
  if (!design) throw notFound(productMessages.designNotFound);
  const [row] = await db.insert(reviews).values({ ...input, userId }).returning();
  return toReview(row);
}

