import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AdminOrder } from '@shared/contracts/orders';
import type { ProductionStatus } from '@shared/options';
import * as routes from '@shared/contracts/routes';
import { callApi, type ApiError } from '../../../lib/api';
import { putAdminOrder } from './admin-orders';

export interface StatusInput {
  id: string;
  status: ProductionStatus;
}

/** PATCH /api/orders/:orderId/status (admin): pending or in production; the answered order goes into the desk's pages. */
export async function updateStatus({ id, status }: StatusInput): Promise<AdminOrder> {
  const order = await callApi(routes.updateStatus, { params: { orderId: id }, body: { status } });
  await putAdminOrder(order);
  return order;
}

export function useUpdateStatus(options: Omit<UseMutationOptions<AdminOrder, ApiError, StatusInput>, 'mutationFn'> = {}) {
  return useMutation({ ...options, mutationFn: updateStatus });
}
