import { eq } from 'drizzle-orm';
import type { AdminReview } from '@shared/contracts/review-desk';
import { reviewDeskMessages as text } from '@shared/messages';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { notFound } from '../../http/errors';
import { recordAdminAction, type Actor } from '../admin/record-action';
import { selectDeskReviews, toAdminReview } from './admin-review-view';

/**
 * Hides a review (it leaves the product page, the design's rating and its structured data, and is
 * kept) or shows it again, recorded with who did it in the same transaction. The update bumps the
 * catalogue's version by trigger in that transaction too, so every kept catalogue answer that counted
 * the review is dropped (docs/caching.md). Asking for the state it is already in changes and records
 * nothing.
 */
export async function setReviewHidden(db: Db, actor: Actor, id: string, hidden: boolean): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const [row] = await selectDeskReviews(tx).where(eq(reviews.id, id)).for('update', { of: reviews });
    if (!row) throw notFound(text.reviewNotFound);
    if ((row.review.hiddenAt !== null) === hidden) return toAdminReview(row);
    const [review] = await tx.update(reviews)
      .set(hidden ? { hiddenAt: new Date(), hiddenBy: actor.id } : { hiddenAt: null, hiddenBy: null })
      .where(eq(reviews.id, id)).returning();
    await recordAdminAction(tx, actor, {
      kind: 'review', itemId: id, action: hidden ? text.actions.hid : text.actions.showed,
      detail: { piece: row.design.name, author: review.userName, rating: review.rating },
    });
    return toAdminReview({ ...row, review });
  });
}
