import { useMutation } from '@tanstack/react-query';
import type { DeskCollection, UpdateCollectionBody } from '@shared/contracts/catalogue-desk';
import * as routes from '@shared/contracts/routes';
import { callApi, type ApiError } from '../../../lib/api';
import { refreshCatalogueReads } from '../../../lib/catalogue-reads';
import { queryClient } from '../../../lib/query-client';
import { deskCollectionsKey } from './desk-collections';

/** PATCH /api/admin/collections/:id (admin): a collection's name, description or cover; its reads everywhere are read again. */
export function useUpdateCollection() {
  return useMutation<DeskCollection, ApiError, { id: string; body: UpdateCollectionBody }>({
    mutationFn: ({ id, body }) => callApi(routes.updateCollection, { params: { id }, body }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: deskCollectionsKey }), refreshCatalogueReads()]);
    },
  });
}
