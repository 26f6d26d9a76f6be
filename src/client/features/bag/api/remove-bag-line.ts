import { useMutation } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';
import { updateCachedBag } from './get-bag';

/** DELETE /api/cart/:itemId: removes one line; once the server says so, the line leaves the cached bag. */
export async function removeBagLine(itemId: string) {
  const answer = await callApi(routes.removeBagLine, { params: { itemId } });
  await updateCachedBag((lines) => lines.filter((line) => line.id !== itemId));
  return answer;
}

export function useRemoveBagLine() {
  return useMutation({ mutationFn: removeBagLine });
}
