import { useMutation } from '@tanstack/react-query';
import type { ReplyBody } from '@shared/contracts/inbox';
import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';
import { putInboxItem } from './inbox-item';

/** POST /api/admin/inbox/:id/replies (admin): the reply is mailed and kept; the answer is the item as it now stands. */
export function useReplyToItem(id: string) {
  return useMutation({ mutationFn: (body: ReplyBody) => callApi(routes.replyToInboxItem, { params: { id }, body }).then(putInboxItem) });
}
