import * as routes from '@shared/contracts/routes';
import { fetchApiFile } from './fetch-file';
import type { DocumentSource } from '../download-button';

/** GET /api/orders/:orderId/model.3mf (admin): the piece's model for the caster's printer, a 3MF package (issue 25, point 5). */
export const model3mf = (orderId: string): DocumentSource => ({
  fetch: () => fetchApiFile(routes.orderModel3mf, { params: { orderId } }, { type: 'model/3mf', fallbackName: 'model.3mf' }),
});
