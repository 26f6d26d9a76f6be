import { handMotifFor } from './motifs';
import type { Motif } from './motifs/types';
import { list } from './naming';
import { iconMotif, namedBy } from './subjects/icon-motif';
import type { FoundSubject } from './subjects/types';

/**
 * A found subject as the motif drawn for it: its hand drawing where one is made (motifs/), its icon
 * otherwise, named in the customer's words either way.
 */
export function motifFor(found: FoundSubject): Motif {
  const hand = handMotifFor(found.subject.id);
  const drawn: Motif = hand ? { ...hand, ...namedBy(found), category: found.subject.category } : iconMotif(found);
  return found.young ? { ...drawn, young: true } : drawn;
}

/** Whether a motif draws the found subject (a hand drawing draws several library subjects). */
export function draws(motif: Motif, found: FoundSubject): boolean {
  return motif.id === found.subject.id || motif.subjects.includes(found.subject.id);
}

export const QUOTE_FOR_HAND = 'Request a quote and an artisan will draw it by hand.';

/** The sentence for subjects drawn only as the nearest the shop has. */
export function nearestNote(nearest: readonly FoundSubject[]): string {
  return `We couldn't draw ${list(nearest.map((f) => `'${f.words}'`))} yet, so this shows the nearest we have: ${list(nearest.map((f) => f.subject.noun))}. ${QUOTE_FOR_HAND}`;
}
