import { useMutation } from '@tanstack/react-query';
import type { InboxStatus } from '@shared/options';
import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';
import { putInboxItem } from './inbox-item';

/** PATCH /api/admin/inbox/:id/status (admin). */
export function useSetInboxStatus(id: string) {
  return useMutation({ mutationFn: (status: InboxStatus) => callApi(routes.setInboxStatus, { params: { id }, body: { status } }).then(putInboxItem) });
}
