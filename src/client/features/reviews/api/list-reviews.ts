import { useQuery } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { apiKey, apiQuery } from '../../../lib/api';

/** GET /api/reviews?designId=: a design's reviews, newest first. */
export const reviewsKey = (designId: string) => apiKey(routes.listReviews, { query: { designId } });

export function useReviews(designId: string) {
  return useQuery(apiQuery(routes.listReviews, { query: { designId } }));
}
