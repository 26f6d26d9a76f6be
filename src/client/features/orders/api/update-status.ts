import * as routes from '@shared/contracts/routes';
import type { ProductionStatus } from '@shared/options';
import { callApi } from '../../../lib/api';
import { orderWrite, useOrderWrite, type OrderWriteOptions } from './order-write';

export interface StatusInput {
  id: string;
  status: ProductionStatus;
}

/** PATCH /api/orders/:orderId/status (admin): pending or in production; the answered order goes into the desk's pages. */
export const updateStatus = orderWrite(({ id, status }: StatusInput) => callApi(routes.updateStatus, { params: { orderId: id }, body: { status } }));

export const useUpdateStatus = (options?: OrderWriteOptions<StatusInput>) => useOrderWrite(updateStatus, options);
