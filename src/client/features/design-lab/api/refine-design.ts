import type { GeneratedDesign, RefineDesignBody } from '@shared/contracts/designs';
import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';

/**
 * POST /api/designs/:id/refine: a new version of a design with a change asked in words; the design
 * it starts from stays as it was. Used by the generation flow, as ./generate-design.ts.
 */
export function refineDesign(id: string, body: RefineDesignBody): Promise<GeneratedDesign> {
  return callApi(routes.refineDesign, { params: { id }, body });
}
