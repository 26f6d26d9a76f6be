import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';
import { orderWrite, useOrderWrite, type OrderWriteOptions } from './order-write';

/** POST /api/orders/:orderId/delivered (admin): the piece is delivered; the answered order goes into the desk's pages. */
export const markDelivered = orderWrite((id: string) => callApi(routes.markDelivered, { params: { orderId: id } }));

export const useMarkDelivered = (options?: OrderWriteOptions<string>) => useOrderWrite(markDelivered, options);
