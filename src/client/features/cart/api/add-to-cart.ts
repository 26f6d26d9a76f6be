import { useMutation } from '@tanstack/react-query';
import type { AddToCartBody } from '@shared/contracts/cart';
import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';
import { updateCart, withLine } from './get-cart';

/**
 * POST /api/cart: adds a line to the member's bag. The server answers the priced line (a new one,
 * or the one whose quantity rose), which goes into the cached bag: no second read.
 */
export async function addToCart(body: AddToCartBody) {
  const line = await callApi(routes.addToCart, { body });
  await updateCart((lines) => withLine(lines, line));
  return line;
}

export function useAddToCart() {
  return useMutation({ mutationFn: addToCart });
}
