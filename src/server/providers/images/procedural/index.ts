import type { ImageProvider } from '../types';
import { generateDesign } from './generate';
import { DEFAULT_RATES, type PriceRates } from './price';

export { generateDesign, planMotifs } from './generate';
export { MOTIFS } from './motifs';
export { extractEngraving } from './engraving';
export { priceCents, retailDollars, GOLD_14K_PER_GRAM_CENTS, DEFAULT_RATES, type PriceRates } from './price';
export { GOLD_14K_DENSITY } from './measure';

/**
 * The embedded generator: offline, deterministic, an SVG in a few milliseconds and the piece's castable
 * model (providers/models) in tens more, priced at the configured rates.
 */
export function createProceduralGenerator(rates: PriceRates = DEFAULT_RATES): ImageProvider {
  return {
    name: 'procedural',
    generate: async (request) => generateDesign(request, rates),
  };
}
