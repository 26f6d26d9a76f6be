import type { CreateReviewBody, Review } from '@shared/contracts/reviews';
import { apiJson } from '../../lib/query-client';

/** GET /api/reviews?designId= (newest first). */
export const reviewsKey = (designId: string) => ['/api/reviews', { designId }] as const;

export function postReview(body: CreateReviewBody): Promise<Review> {
  return apiJson<Review>('POST', '/api/reviews', body);
}
