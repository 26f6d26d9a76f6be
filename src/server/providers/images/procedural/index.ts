import type { ImageProvider } from '../types';
import { generateDesign } from './generate';

export { generateDesign, planMotifs } from './generate';
export { MOTIFS } from './motifs';
export { extractEngraving } from './engraving';
export { priceCents, retailDollars, GOLD_14K_PER_GRAM_CENTS } from './price';
export { GOLD_14K_DENSITY } from './measure';

/** The embedded generator: offline, deterministic, an SVG in a few milliseconds. */
export function createProceduralGenerator(): ImageProvider {
  return {
    name: 'procedural',
    generate: async (request) => generateDesign(request),
  };
}
