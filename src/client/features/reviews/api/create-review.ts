import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { CreateReviewBody, Review } from '@shared/contracts/reviews';
import * as routes from '@shared/contracts/routes';
import { apiKey, callApi, type ApiError } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { reviewsKey } from './list-reviews';

/** POST /api/reviews: a review of a design (rating 1-5, name, comment). */
export function createReview(body: CreateReviewBody): Promise<Review> {
  return callApi(routes.createReview, { body });
}

/**
 * The review form's send. After the caller's `onSuccess`, the design's reviews and the design are
 * read again: the design's average and count are the server's to compute, and the list is the
 * server's newest (at most its page), so the answered review alone does not make either.
 */
export function useCreateReview(designId: string, options: Omit<UseMutationOptions<Review, ApiError, CreateReviewBody>, 'mutationFn' | 'onSuccess'> & { onSuccess?: () => void } = {}) {
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: createReview,
    onSuccess: async () => {
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: reviewsKey(designId) });
      // The design's own read (the product page's), by its route: features/catalogue/api/get-design.ts.
      await queryClient.invalidateQueries({ queryKey: apiKey(routes.getDesign, { params: { id: designId } }) });
    },
  });
}
