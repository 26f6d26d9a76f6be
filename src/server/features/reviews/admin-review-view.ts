import { eq } from 'drizzle-orm';
import type { AdminReview } from '@shared/contracts/review-desk';
import type { DbOrTx } from '../../db/client';
import { designs, reviews, users } from '../../db/schema';
import { toReview } from './reviews';

/**
 * Reviews as the desk reads them: each with its piece, and its author's account address when a
 * signed-in member wrote it. One select shape for the list and the changes.
 */
export function selectDeskReviews(db: DbOrTx) {
  return db.select({
    review: reviews,
    design: { id: designs.id, name: designs.name, imageUrl: designs.imageUrl, isPublic: designs.isPublic },
    authorEmail: users.email,
  }).from(reviews).innerJoin(designs, eq(designs.id, reviews.designId)).leftJoin(users, eq(users.id, reviews.userId));
}

export function toAdminReview(row: { review: typeof reviews.$inferSelect; design: AdminReview['design']; authorEmail: string | null }): AdminReview {
  return {
    ...toReview(row.review),
    hidden: row.review.hiddenAt !== null,
    hiddenAt: row.review.hiddenAt?.toISOString() ?? null,
    authorEmail: row.authorEmail,
    design: row.design,
  };
}
