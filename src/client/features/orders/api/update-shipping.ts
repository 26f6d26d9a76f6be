import * as routes from '@shared/contracts/routes';
import type { Carrier } from '@shared/options';
import { callApi } from '../../../lib/api';
import { orderWrite, useOrderWrite, type OrderWriteOptions } from './order-write';

export interface ShippingInput {
  id: string;
  carrier: Carrier;
  trackingNumber: string;
}

/** PATCH /api/orders/:orderId/shipping (admin): marks the order shipped and mails the customer; the answered order goes into the desk's pages. */
export const updateShipping = orderWrite(({ id, carrier, trackingNumber }: ShippingInput) => callApi(routes.updateShipping, { params: { orderId: id }, body: { carrier, trackingNumber } }));

export const useUpdateShipping = (options?: OrderWriteOptions<ShippingInput>) => useOrderWrite(updateShipping, options);
