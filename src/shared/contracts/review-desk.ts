import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';
import { Id, Page, Timestamp, limit } from './common';
import { Review } from './reviews';
import { ADMIN_LIST_LIMIT_MAX, ADMIN_REVIEWS_PAGE_SIZE } from '../limits';
import { REVIEW_STATES } from '../options';

// The review desk (issue 27, point 3; docs/catalogue-desk.md): every review with its piece, and the
// admin's Hide and Show. A hidden review is kept; it leaves GET /api/reviews, the design's rating and
// its structured data until it is shown again.

export const ReviewState = z.enum(REVIEW_STATES);
export type ReviewState = z.infer<typeof ReviewState>;

/** A review as the desk shows it: the public fields, whether it is hidden, who wrote it, and its piece. */
export const AdminReview = Review.extend({
  hidden: z.boolean(),
  hiddenAt: Timestamp.nullable(),
  /** The author's account address when a signed-in member wrote it; null for a guest. */
  authorEmail: z.string().nullable(),
  design: z.object({ id: Id, name: z.string(), imageUrl: z.string().nullable(), isPublic: z.boolean() }),
});
export type AdminReview = z.infer<typeof AdminReview>;

export const AdminReviewsQuery = z.strictObject({
  state: ReviewState.default('all'),
  /** One piece's reviews only. */
  designId: Id.optional(),
  page: Page,
  limit: limit(ADMIN_LIST_LIMIT_MAX, ADMIN_REVIEWS_PAGE_SIZE),
});
export type AdminReviewsQuery = z.input<typeof AdminReviewsQuery>;

export const AdminReviewList = z.object({
  reviews: z.array(AdminReview),
  /** The reviews of the state asked for (what the pages count). */
  total: z.number().int(),
  /** Every state's number, for the filter's labels. */
  counts: z.object({ all: z.number().int(), visible: z.number().int(), hidden: z.number().int() }),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminReviewList = z.infer<typeof AdminReviewList>;

export const ReviewParams = z.object({ id: Id });
export const UpdateReviewBody = z.strictObject({ hidden: z.boolean() });

export const adminReviews = endpoint({
  ...routes.adminReviews, access: 'admin',
  summary: 'Every review with its piece, newest first, paged; `state` all, visible or hidden; optionally one design\'s',
  query: AdminReviewsQuery, response: AdminReviewList,
});
export const updateReview = endpoint({
  ...routes.updateReview, access: 'admin',
  summary: "Hide a review (`{hidden: true}`: it leaves the product page and the rating, and is kept) or show it again; 404 'Review not found'",
  params: ReviewParams, body: UpdateReviewBody, response: AdminReview,
});

export const reviewDeskEndpoints = [adminReviews, updateReview] as const;
