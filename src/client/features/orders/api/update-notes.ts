import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';
import { orderWrite, useOrderWrite, type OrderWriteOptions } from './order-write';

export interface NotesInput {
  id: string;
  notes: string;
}

/** PATCH /api/orders/:orderId/notes (admin): the order's internal notes; the answered order goes into the desk's pages. */
export const updateNotes = orderWrite(({ id, notes }: NotesInput) => callApi(routes.updateNotes, { params: { orderId: id }, body: { notes } }));

export const useUpdateNotes = (options?: OrderWriteOptions<NotesInput>) => useOrderWrite(updateNotes, options);
