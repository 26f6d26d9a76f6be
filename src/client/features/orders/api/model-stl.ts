import * as routes from '@shared/contracts/routes';
import { fetchApiFile } from './fetch-file';
import type { DocumentSource } from '../download-button';

/** GET /api/orders/:orderId/model.stl (admin): the piece's model for the caster's printer, a binary STL (issue 25, point 5). */
export const modelStl = (orderId: string): DocumentSource => ({
  fetch: () => fetchApiFile(routes.orderModelStl, { params: { orderId } }, { type: 'model/stl', fallbackName: 'model.stl' }),
});
