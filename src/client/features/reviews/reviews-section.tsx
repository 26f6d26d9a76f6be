import { memo } from 'react';
import type { Review } from '@shared/contracts/reviews';
import { reviewMessages } from '@shared/messages/reviews';
import { AfterNextPaint, useRevealedCount } from '../../lib/after-first-paint';
import { longDate, readDate } from '../../lib/dates';
import { stagger } from '../../lib/motion';
import { useReviews } from './api/list-reviews';
import { ReviewForm } from './review-form';
import { Stars } from './stars';

function formatDate(iso: string): string {
  const date = readDate(iso);
  return date ? longDate(date) : '';
}

/**
 * One review; every field is rendered as text (React escapes it), never as HTML. Memoised: each step
 * of the list's reveal draws only the reviews it adds.
 */
const ReviewItem = memo(function ReviewItem({ review, index }: { review: Review; index: number }) {
  return (
    <li style={stagger(Math.min(index, 8))} className="animate-rise border-b border-hairline py-6 first:pt-0" data-testid="review">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-sans text-base font-medium text-ink" data-testid="review-name">
          {review.userName}
        </p>
        <time dateTime={review.createdAt} className="font-sans text-xs uppercase tracking-[0.14em] text-graphite">
          {formatDate(review.createdAt)}
        </time>
      </div>
      <Stars value={review.rating} className="mt-2" />
      <p className="mt-3 whitespace-pre-line break-words font-sans text-base leading-relaxed text-graphite" data-testid="review-comment">
        {review.comment}
      </p>
    </li>
  );
});

/** Reviews drawn per task: each is ten star outlines and fills, and a piece may have dozens. */
const REVEAL_STEP = 4;

/**
 * The reviews list and the review form (spec 02 'Product detail'). The section mounts after the page's
 * first paint; its form follows a frame later and its reviews a few per task, so none of it is one
 * long task while the page is still loading.
 */
export function ReviewsSection({ designId, averageRating, reviewCount }: { designId: string; averageRating: number | null; reviewCount: number }) {
  const query = useReviews(designId);
  const reviews = query.data ?? [];
  const count = query.data ? reviews.length : reviewCount;
  const average = query.data ? (reviews.length ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : null) : averageRating;
  const revealed = useRevealedCount(reviews.length, REVEAL_STEP, REVEAL_STEP);

  return (
    <section aria-labelledby="reviews-title" className="mt-20 border-t border-hairline pt-14 sm:mt-28 sm:pt-20" data-testid="reviews">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
        <div>
          <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
            <div>
              <p className="mb-3 font-sans text-xs uppercase tracking-[0.24em] text-gold-deep">From our clients</p>
              <h2 id="reviews-title" className="font-display text-[40px] font-medium leading-[1.1] text-ink">
                {reviewMessages.heading}
              </h2>
            </div>
            {average != null && count > 0 ? (
              <p className="flex items-center gap-3 font-sans text-sm text-graphite">
                <Stars value={average} size={18} />
                <span className="tabular-nums">
                  {average.toFixed(1)} · {reviewMessages.count(count)}
                </span>
              </p>
            ) : null}
          </div>
          {query.isPending ? (
            <p role="status" className="font-sans text-base text-graphite">
              Loading reviews…
            </p>
          ) : query.isError ? (
            <p role="alert" className="font-sans text-base text-danger">
              {reviewMessages.loadFailed}
            </p>
          ) : reviews.length === 0 ? (
            <p className="font-sans text-base leading-relaxed text-graphite" data-testid="reviews-empty">
              {reviewMessages.empty}
            </p>
          ) : (
            <ul aria-label={reviewMessages.heading} data-testid="review-list">
              {reviews.slice(0, revealed).map((review, index) => (
                <ReviewItem key={review.id} review={review} index={index} />
              ))}
            </ul>
          )}
        </div>
        <div className="lg:sticky lg:top-32 lg:self-start">
          <AfterNextPaint>
            <ReviewForm designId={designId} />
          </AfterNextPaint>
        </div>
      </div>
    </section>
  );
}

/** The average and count near the price; a quiet link down to the reviews. */
export function RatingSummary({ averageRating, reviewCount }: { averageRating: number | null; reviewCount: number }) {
  if (!reviewCount || averageRating == null)
    return (
      <a href="#reviews-title" className="inline-flex min-h-11 items-center font-sans text-sm text-graphite underline-offset-4 hover:text-ink hover:underline" data-testid="rating-summary">
        {reviewMessages.empty.split('.')[0]}
      </a>
    );
  return (
    <a href="#reviews-title" className="inline-flex min-h-11 items-center gap-3 font-sans text-sm text-graphite underline-offset-4 hover:text-ink hover:underline" data-testid="rating-summary">
      <Stars value={averageRating} />
      <span className="tabular-nums">
        {averageRating.toFixed(1)} · {reviewMessages.count(reviewCount)}
      </span>
    </a>
  );
}
