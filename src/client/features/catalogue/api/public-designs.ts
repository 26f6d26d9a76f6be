import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CollectionCategory } from '@shared/options';
import * as routes from '@shared/contracts/routes';
import { apiQuery } from '../../../lib/api';

/**
 * GET /api/designs/public?page&limit&category&order: a page of the curated catalogue, of one category
 * ('all', or none, for every one); `order: 'featured'` puts the admin's featured pieces first (the
 * home page's curations). `keepPrevious` shows the page before while the next one loads.
 */
export function usePublicDesigns({ category, page, limit, order }: { category?: string; page?: number; limit: number; order?: 'featured' }, options: { enabled?: boolean; keepPrevious?: boolean } = {}) {
  const only = category === 'all' ? undefined : (category as CollectionCategory | undefined);
  return useQuery({
    ...apiQuery(routes.publicDesigns, { query: { page, limit, category: only, order } }),
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}
