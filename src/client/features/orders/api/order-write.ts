import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AdminOrder } from '@shared/contracts/orders';
import type { ApiError } from '../../../lib/api';
import { putAdminOrder } from './admin-orders';

/** What a desk write's hook takes from its caller: its toasts (onSuccess, onError). */
export type OrderWriteOptions<I> = Omit<UseMutationOptions<AdminOrder, ApiError, I>, 'mutationFn'>;

/** A desk write (`send`, one call): the order it answers goes into the desk's cached pages before the caller hears of it. */
export function orderWrite<I>(send: (input: I) => Promise<AdminOrder>): (input: I) => Promise<AdminOrder> {
  return async (input) => {
    const order = await send(input);
    await putAdminOrder(order);
    return order;
  };
}

/** A desk write's hook. */
export function useOrderWrite<I>(write: (input: I) => Promise<AdminOrder>, options: OrderWriteOptions<I> = {}) {
  return useMutation({ ...options, mutationFn: write });
}
