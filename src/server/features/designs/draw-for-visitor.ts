import type { GeneratedDesign } from '@shared/contracts/designs';
import { HttpError } from '../../http/errors';
import { createDesign, type DesignDeps, type NewDesign } from './create-design';
import { toDesign } from './design-view';

/**
 * Draws and stores a visitor's design (a generation or a refinement) and answers it with the
 * generator's note. A failing provider is the provider's fault: a readable 502, nothing stored.
 */
export async function drawForVisitor(deps: DesignDeps, input: NewDesign, log?: { error: (obj: object, msg: string) => void }): Promise<GeneratedDesign> {
  try {
    const row = await createDesign(deps, input);
    return { ...toDesign(row), note: row.note };
  } catch (err) {
    log?.error({ err }, 'design drawing failed');
    throw new HttpError(502, 'Our design studio could not draw this piece just now. Please try again in a moment.');
  }
}
