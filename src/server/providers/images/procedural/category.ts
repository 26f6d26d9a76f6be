import { animalMotifs } from './motifs/animals';
import { hobbyMotifs } from './motifs/hobbies';
import { natureMotifs } from './motifs/nature';
import { scienceMotifs } from './motifs/science';
import { skyMotifs } from './motifs/sky';
import { symbolMotifs } from './motifs/symbols';

/** Love tokens belong to Engagement rather than to the symbols they are drawn from. */
const ENGAGEMENT = new Set(['heart', 'rings', 'gem', 'infinity']);

const FAMILY = new Map<string, string>([
  ...animalMotifs.map((m) => [m.id, 'pets-animals'] as const),
  ...hobbyMotifs.map((m) => [m.id, 'sports-hobbies'] as const),
  ...natureMotifs.map((m) => [m.id, 'nature-elements'] as const),
  ...skyMotifs.map((m) => [m.id, 'nature-elements'] as const),
  ...scienceMotifs.map((m) => [m.id, 'science-medical'] as const),
  ...symbolMotifs.map((m) => [m.id, ENGAGEMENT.has(m.id) ? 'engagement' : 'symbols-myth'] as const),
]);

/** The collection a piece belongs in, from its main motif (a monogram or plain gem: Symbols & Myth). */
export function categoryFor(motifIds: readonly string[]): string {
  return FAMILY.get(motifIds[0] ?? '') ?? 'symbols-myth';
}
