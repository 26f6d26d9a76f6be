import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AdminOrder } from '@shared/contracts/orders';
import * as routes from '@shared/contracts/routes';
import { callApi, type ApiError } from '../../../lib/api';
import { putAdminOrder } from './admin-orders';

export interface NotesInput {
  id: string;
  notes: string;
}

/** PATCH /api/orders/:orderId/notes (admin): the order's internal notes; the answered order goes into the desk's pages. */
export async function updateNotes({ id, notes }: NotesInput): Promise<AdminOrder> {
  const order = await callApi(routes.updateNotes, { params: { orderId: id }, body: { notes } });
  await putAdminOrder(order);
  return order;
}

export function useUpdateNotes(options: Omit<UseMutationOptions<AdminOrder, ApiError, NotesInput>, 'mutationFn'> = {}) {
  return useMutation({ ...options, mutationFn: updateNotes });
}
