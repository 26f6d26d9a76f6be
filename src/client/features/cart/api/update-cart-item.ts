import { useMutation } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';
import { updateCart, withLine } from './get-cart';

/** PATCH /api/cart/:itemId: sets a line's quantity; the answered line, priced again, replaces it in the cached bag. */
export async function updateCartItem({ itemId, quantity }: { itemId: string; quantity: number }) {
  const line = await callApi(routes.updateCartItem, { params: { itemId }, body: { quantity } });
  await updateCart((lines) => withLine(lines, line));
  return line;
}

export function useUpdateCartItem() {
  return useMutation({ mutationFn: updateCartItem });
}
