import { animalMotifs } from './motifs/animals';
import type { Motif } from './motifs/types';
import { hobbyMotifs } from './motifs/hobbies';
import { natureMotifs } from './motifs/nature';
import { scienceMotifs } from './motifs/science';
import { skyMotifs } from './motifs/sky';
import { symbolMotifs } from './motifs/symbols';

/** Love tokens belong to Engagement rather than to the symbols they are drawn from; a compass is a symbol, not the sky. */
const ENGAGEMENT = new Set(['heart', 'rings', 'gem', 'infinity', 'key']);
const SYMBOLS = new Set(['compass']);

const FAMILY = new Map<string, string>([
  ...animalMotifs.map((m) => [m.id, 'pets-animals'] as const),
  ...hobbyMotifs.map((m) => [m.id, 'sports-hobbies'] as const),
  ...natureMotifs.map((m) => [m.id, 'nature-elements'] as const),
  ...skyMotifs.map((m) => [m.id, SYMBOLS.has(m.id) ? 'symbols-myth' : 'nature-elements'] as const),
  ...scienceMotifs.map((m) => [m.id, 'science-medical'] as const),
  ...symbolMotifs.map((m) => [m.id, ENGAGEMENT.has(m.id) ? 'engagement' : 'symbols-myth'] as const),
]);

/**
 * The collection a piece belongs in: its main (first) motif's. A subject from the library carries the
 * category its rule gave it (subjects/category-rule.ts); a hand-drawn motif takes its family's above;
 * a monogram or a plain gem goes to Symbols & Myth.
 */
export function categoryFor(motifs: readonly Pick<Motif, 'id' | 'category'>[]): string {
  const main = motifs[0];
  return main?.category ?? FAMILY.get(main?.id ?? '') ?? 'symbols-myth';
}
