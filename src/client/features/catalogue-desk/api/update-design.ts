import { useMutation } from '@tanstack/react-query';
import type { DeskDesign, UpdateDesignBody } from '@shared/contracts/catalogue-desk';
import * as routes from '@shared/contracts/routes';
import { callApi, type ApiError } from '../../../lib/api';
import { refreshCatalogueReads } from '../../../lib/catalogue-reads';
import { queryClient } from '../../../lib/query-client';
import { deskCollectionsKey } from './desk-collections';
import { deskDesignsKey } from './desk-designs';

/**
 * PATCH /api/admin/designs/:id (admin): any of a design's changes. The desk's pages and collections
 * are read again (the design may leave the filter shown; the numbers change), and so is every
 * catalogue read this browser holds.
 */
export function useUpdateDesign() {
  return useMutation<DeskDesign, ApiError, { id: string; body: UpdateDesignBody }>({
    mutationFn: ({ id, body }) => callApi(routes.updateDesign, { params: { id }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: deskDesignsKey }),
        queryClient.invalidateQueries({ queryKey: deskCollectionsKey }),
        refreshCatalogueReads(),
      ]);
    },
  });
}
