import { useMutation } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';
import { putCached } from '../../../lib/query-client';
import { bagKey } from './get-bag';

/** DELETE /api/cart: empties the member's bag; the cached bag is then empty too. */
export async function clearBag() {
  const answer = await callApi(routes.clearBag);
  await putCached(bagKey, []);
  return answer;
}

export function useClearBag() {
  return useMutation({ mutationFn: clearBag });
}
