import type { GenerateDesignBody, GeneratedDesign } from '@shared/contracts/designs';
import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';

/**
 * POST /api/designs/generate: a new design from the prompt and choices. The generation flow keeps
 * its own state (../use-design-generation.ts) and reads the live feed again when it shows the
 * result (what the feed lists, and leaves out, is the server's to say), so this has no hook.
 */
export function generateDesign(body: GenerateDesignBody): Promise<GeneratedDesign> {
  return callApi(routes.generateDesign, { body });
}
