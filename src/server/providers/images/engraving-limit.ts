/**
 * How much text each form can hold (issue 23; docs/engraving.md): engraved along the lower edge of a
 * 19 mm medallion, 24 characters stand about 1 mm tall, the smallest a hand engraver cuts legibly;
 * an earring's medallion is half as wide; a 32 mm bar holds 30 on its one line, a tag 20 under its
 * subject. Longer text is refused with the limit, never cut.
 */
import type { DesignForm } from './types';

export const ENGRAVING_LIMITS: Record<DesignForm, number> = { charm: 24, pendant: 24, bracelet: 24, earrings: 12, bar: 30, tag: 20, letter: 1 };

const PIECES: Record<DesignForm, string> = { charm: 'a charm', pendant: 'a pendant', bracelet: 'a bracelet', earrings: 'an earring', bar: 'a bar', tag: 'a tag', letter: 'a letter pendant' };

/** The sentence that refuses text the form cannot hold, or null when it fits. */
export function engravingRefusal(text: string | null, form: DesignForm): string | null {
  if (!text) return null;
  const length = [...text].length;
  const limit = ENGRAVING_LIMITS[form];
  if (length <= limit) return null;
  const shown = length > 40 ? `${[...text].slice(0, 40).join('').trim()}…` : text;
  return `The engraving “${shown}” has ${length} characters; ${PIECES[form]} holds at most ${limit}. Please shorten it, or request a quote for a larger piece.`;
}
