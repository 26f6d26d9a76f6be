import { useMutation } from '@tanstack/react-query';
import type { AddToBagBody } from '@shared/contracts/bag';
import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';
import { updateCachedBag, withLine } from './get-bag';

/**
 * POST /api/cart: adds a line to the member's bag. The server answers the priced line (a new one,
 * or the one whose quantity rose), which goes into the cached bag: no second read.
 */
export async function addBagLine(body: AddToBagBody) {
  const line = await callApi(routes.addToBag, { body });
  await updateCachedBag((lines) => withLine(lines, line));
  return line;
}

export function useAddBagLine() {
  return useMutation({ mutationFn: addBagLine });
}
