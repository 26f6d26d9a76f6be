import { useMutation } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';
import { updateCart } from './get-cart';

/** DELETE /api/cart/:itemId: removes one line; once the server says so, the line leaves the cached bag. */
export async function removeCartItem(itemId: string) {
  const answer = await callApi(routes.removeCartItem, { params: { itemId } });
  await updateCart((lines) => lines.filter((line) => line.id !== itemId));
  return answer;
}

export function useRemoveCartItem() {
  return useMutation({ mutationFn: removeCartItem });
}
