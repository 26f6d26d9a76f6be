import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AdminOrder } from '@shared/contracts/orders';
import type { Carrier } from '@shared/options';
import * as routes from '@shared/contracts/routes';
import { callApi, type ApiError } from '../../../lib/api';
import { putAdminOrder } from './admin-orders';

export interface ShippingInput {
  id: string;
  carrier: Carrier;
  trackingNumber: string;
}

/** PATCH /api/orders/:orderId/shipping (admin): marks the order shipped and mails the customer; the answered order goes into the desk's pages. */
export async function updateShipping({ id, carrier, trackingNumber }: ShippingInput): Promise<AdminOrder> {
  const order = await callApi(routes.updateShipping, { params: { orderId: id }, body: { carrier, trackingNumber } });
  await putAdminOrder(order);
  return order;
}

export function useUpdateShipping(options: Omit<UseMutationOptions<AdminOrder, ApiError, ShippingInput>, 'mutationFn'> = {}) {
  return useMutation({ ...options, mutationFn: updateShipping });
}
