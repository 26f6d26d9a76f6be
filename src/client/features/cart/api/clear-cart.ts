import { useMutation } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';
import { putCached } from '../../../lib/query-client';
import { cartKey } from './get-cart';

/** DELETE /api/cart: empties the member's bag; the cached bag is then empty too. */
export async function clearCart() {
  const answer = await callApi(routes.clearCart);
  await putCached(cartKey, []);
  return answer;
}

export function useClearCart() {
  return useMutation({ mutationFn: clearCart });
}
