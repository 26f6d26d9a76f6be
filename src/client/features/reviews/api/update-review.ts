import { useMutation } from '@tanstack/react-query';
import type { AdminReview } from '@shared/contracts/review-desk';
import * as routes from '@shared/contracts/routes';
import { callApi, type ApiError } from '../../../lib/api';
import { refreshCatalogueReads } from '../../../lib/catalogue-reads';
import { queryClient } from '../../../lib/query-client';
import { adminReviewsKey } from './admin-reviews';

/**
 * PATCH /api/admin/reviews/:id (admin): hide a review or show it again. The desk's pages are read
 * again (the review may leave the filter shown, and the numbers change), and so is every catalogue
 * read this browser holds (the piece's rating and reviews).
 */
export function useSetReviewHidden() {
  return useMutation<AdminReview, ApiError, { id: string; hidden: boolean }>({
    mutationFn: ({ id, hidden }) => callApi(routes.updateReview, { params: { id }, body: { hidden } }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminReviewsKey }), refreshCatalogueReads()]);
    },
  });
}
