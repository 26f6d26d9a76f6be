import type { DesignRequest } from '../../providers/images/types';
import { generateDesign, type PriceRates } from '../../providers/images/procedural';
import type { BuiltModel } from '../../providers/models';

/**
 * The castable model of a design's stored inputs, as the embedded generator draws them: it is
 * deterministic, so the same prompt, options, seed and changes give the same piece and the same model.
 * A design drawn by another provider (OpenAI) gets the embedded generator's piece for the same words.
 */
export function modelOf(request: DesignRequest, rates?: PriceRates): { model: BuiltModel; render: ReturnType<typeof generateDesign> } {
  const render = generateDesign(request, rates);
  if (!render.model) throw new Error('the embedded generator answered no model');
  return { model: render.model, render };
}
