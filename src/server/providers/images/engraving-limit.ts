/**
 * How much text each form can hold (issue 23; docs/engraving.md): engraved along the lower edge of a
 * 19 mm medallion, 24 characters stand about 1 mm tall, the smallest a hand engraver cuts legibly;
 * an earring's medallion is half as wide; a 32 mm bar holds 30 on its one line, a tag 20 under its
 * subject; a silhouette 20 cut across its widest part; a name necklace is the name itself in script,
 * 12 characters at most (about 50 mm long with capitals 8 mm tall); a letter piece is one to three letters,
 * each its own piece. Longer text is refused with the limit, never cut. A name piece asked for in a
 * script the shop's alphabets cannot write (Arabic, Hebrew, Chinese; Greek in small letters) is refused
 * too, with a sentence saying so, rather than drawn as something else.
 */
import { NAME_WORDS } from './procedural/form-words';
import { findPersonalText } from './procedural/personal-text';
import { canScript } from './procedural/script-alphabet';
import type { DesignForm } from './types';

export const ENGRAVING_LIMITS: Record<DesignForm, number> = { charm: 24, pendant: 24, bracelet: 24, earrings: 12, bar: 30, tag: 20, letter: 3, silhouette: 20, name: 12 };

const PIECES: Record<DesignForm, string> = {
  charm: 'a charm', pendant: 'a pendant', bracelet: 'a bracelet', earrings: 'an earring', bar: 'a bar', tag: 'a tag', letter: 'a letter piece',
  silhouette: 'a silhouette', name: 'a name necklace',
};

/** The sentence that refuses text the form cannot hold, or null when it fits. A letter piece counts its letters only ('L and M' is two). */
export function engravingRefusal(text: string | null, form: DesignForm): string | null {
  if (!text) return null;
  const length = form === 'letter' ? [...text.replace(/\band\b/gi, '')].filter((c) => /\p{L}/u.test(c)).length : [...text].length;
  const limit = ENGRAVING_LIMITS[form];
  if (length <= limit) return null;
  const shown = length > 40 ? `${[...text].slice(0, 40).join('').trim()}…` : text;
  const unit = form === 'letter' ? 'letters' : 'characters';
  return `The engraving “${shown}” has ${length} ${unit}; ${PIECES[form]} holds at most ${limit}. Please shorten it, or request a quote for a larger piece.`;
}

/**
 * The sentence that refuses a name piece whose name cannot be written in the shop's script or block
 * capitals ('an arabic name necklace that says \u0623\u0645\u0644'), or null.
 */
export function nameRefusal(prompt: string): string | null {
  if (!NAME_WORDS.test(prompt)) return null;
  const name = findPersonalText(prompt).find((t) => /\p{L}/u.test(t) && !canScript(t));
  if (!name) return null;
  return `We can write names only in Latin letters for now, so “${name}” cannot be made as a name necklace here. Please request a quote and an artisan will draw it by hand.`;
}
