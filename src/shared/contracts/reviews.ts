import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';
import { Id, Timestamp, text } from './common';
import { RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX, REVIEW_NAME_MAX } from '../limits';
import { reviewMessages } from '../messages';

// Reviews (spec 02, sections 3 and 7; limits from issue 6). Stored and shown as plain text.

export const Review = z.object({
  id: Id,
  designId: Id,
  userName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: Timestamp,
});
export type Review = z.infer<typeof Review>;

export const Rating = z
  .number({ error: reviewMessages.ratingRange })
  .int({ error: reviewMessages.ratingRange })
  .min(RATING_MIN, { error: reviewMessages.ratingRange })
  .max(RATING_MAX, { error: reviewMessages.ratingRange });

export const CreateReviewBody = z.strictObject({
  designId: Id,
  userName: text(reviewMessages.nameLength, REVIEW_NAME_MAX, { tooLong: reviewMessages.nameLength }),
  rating: Rating,
  comment: text(reviewMessages.commentLength, REVIEW_COMMENT_MAX, { tooLong: reviewMessages.commentLength }),
});
export type CreateReviewBody = z.input<typeof CreateReviewBody>;

export const ReviewsQuery = z.object({ designId: Id });

export const listReviews = endpoint({
  ...routes.listReviews, access: 'public',
  summary: "A design's reviews, newest first",
  query: ReviewsQuery, response: z.array(Review),
});
export const createReview = endpoint({
  ...routes.createReview, access: 'public',
  summary: 'Write a review (rating 1-5, name 1-80, comment 1-2,000 characters)',
  body: CreateReviewBody, response: Review,
});

export const reviewEndpoints = [listReviews, createReview] as const;
