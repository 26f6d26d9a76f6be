import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReviewState } from '@shared/options';
import * as routes from '@shared/contracts/routes';
import { apiKey, apiQuery } from '../../../lib/api';

/** GET /api/admin/reviews (admin): every page and filter of the review desk shares this key's start. */
export const adminReviewsKey = apiKey(routes.adminReviews);

/** One page of the review desk; the page before stays shown while the next one loads. */
export function useAdminReviews({ state, page, limit }: { state: ReviewState; page: number; limit: number }) {
  return useQuery({ ...apiQuery(routes.adminReviews, { query: { state, page, limit } }), placeholderData: keepPreviousData });
}
