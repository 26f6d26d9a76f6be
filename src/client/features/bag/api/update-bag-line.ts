import { useMutation } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';
import { updateCachedBag, withLine } from './get-bag';

/** PATCH /api/cart/:itemId: sets a line's quantity; the answered line, priced again, replaces it in the cached bag. */
export async function updateBagLine({ itemId, quantity }: { itemId: string; quantity: number }) {
  const line = await callApi(routes.updateBagLine, { params: { itemId }, body: { quantity } });
  await updateCachedBag((lines) => withLine(lines, line));
  return line;
}

export function useUpdateBagLine() {
  return useMutation({ mutationFn: updateBagLine });
}
