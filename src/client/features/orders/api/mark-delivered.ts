import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AdminOrder } from '@shared/contracts/orders';
import * as routes from '@shared/contracts/routes';
import { callApi, type ApiError } from '../../../lib/api';
import { putAdminOrder } from './admin-orders';

/** POST /api/orders/:orderId/delivered (admin): the piece is delivered; the answered order goes into the desk's pages. */
export async function markDelivered(id: string): Promise<AdminOrder> {
  const order = await callApi(routes.markDelivered, { params: { orderId: id } });
  await putAdminOrder(order);
  return order;
}

export function useMarkDelivered(options: Omit<UseMutationOptions<AdminOrder, ApiError, string>, 'mutationFn'> = {}) {
  return useMutation({ ...options, mutationFn: markDelivered });
}
