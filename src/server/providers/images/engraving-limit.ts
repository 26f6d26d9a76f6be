/**
 * How much text each form can hold (issue 23; docs/engraving.md): engraved along the lower edge of a
 * 19 mm medallion, 24 characters stand about 1 mm tall, the smallest a hand engraver cuts legibly;
 * an earring's medallion is half as wide; a 32 mm bar holds 30 on its one line, a tag 20 under its
 * subject; a silhouette 20 cut across its widest part; a name necklace is the name itself in script,
 * 12 characters at most (about 50 mm long with capitals 8 mm tall); a letter piece is one to three
 * letters, each its own piece. Several texts too long for one line together are cut one to a line, up
 * to three on a medallion (a charm, a pendant, a bracelet's). Longer text is refused with the limit,
 * never cut; so is text in letters the engraving alphabet does not have (Arabic, Hebrew, Cyrillic,
 * Chinese...), and a name piece in a script the shop's script alphabet cannot write.
 */
import { GLYPHS } from './procedural/alphabet';
import { engravingLines } from './procedural/engraving';
import { NAME_WORDS } from './procedural/form-words';
import { findPersonalText } from './procedural/personal-text';
import { canScript } from './procedural/script-alphabet';
import type { DesignForm } from './types';

export const ENGRAVING_LIMITS: Record<DesignForm, number> = { charm: 24, pendant: 24, bracelet: 24, earrings: 12, bar: 30, tag: 20, letter: 3, silhouette: 20, name: 12 };
/** The lines of text a form holds, one text to a line. */
export const ENGRAVING_LINES: Record<DesignForm, number> = { charm: 3, pendant: 3, bracelet: 3, earrings: 1, bar: 1, tag: 1, letter: 1, silhouette: 1, name: 1 };

const PIECES: Record<DesignForm, string> = {
  charm: 'a charm', pendant: 'a pendant', bracelet: 'a bracelet', earrings: 'an earring', bar: 'a bar', tag: 'a tag', letter: 'a letter piece',
  silhouette: 'a silhouette', name: 'a name necklace',
};

// Scripts a customer may write a name in, named in the refusal.
const SCRIPTS: [RegExp, string][] = [
  [/\p{Script=Arabic}/u, 'Arabic'], [/\p{Script=Hebrew}/u, 'Hebrew'], [/\p{Script=Cyrillic}/u, 'Cyrillic'],
  [/\p{Script=Han}/u, 'Chinese'], [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'Japanese'], [/\p{Script=Hangul}/u, 'Korean'],
  [/\p{Script=Devanagari}/u, 'Devanagari'], [/\p{Script=Thai}/u, 'Thai'], [/\p{Script=Armenian}/u, 'Armenian'], [/\p{Script=Georgian}/u, 'Georgian'],
];

const shown = (text: string) => ([...text].length > 40 ? `${[...text].slice(0, 40).join('').trim()}\u2026` : text);

/** The letters of a text the engraving alphabet has no strokes for ('Zo\u00eb' it has, its accent included). */
function lettersWithoutStrokes(text: string): string[] {
  return [...text.normalize('NFC')].filter((c) => /\p{L}/u.test(c) && !(c in GLYPHS));
}

/**
 * The sentence that refuses text the form cannot hold or the alphabet cannot cut, or null when it
 * fits. A letter piece counts its letters only ('L and M' is two).
 */
export function engravingRefusal(text: string | null, form: DesignForm): string | null {
  if (!text) return null;
  const missing = lettersWithoutStrokes(text);
  if (missing.length) {
    const script = SCRIPTS.find(([re]) => missing.some((c) => re.test(c)))?.[1];
    const letters = script ? `is in ${script} letters, which` : `has letters (${[...new Set(missing)].join(' ')}) that`;
    return `The engraving \u201c${shown(text)}\u201d ${letters} our engraving alphabet does not have yet. Please write it in Latin or Greek letters, or request a quote and an artisan will engrave it by hand.`;
  }
  const limit = ENGRAVING_LIMITS[form];
  const length = form === 'letter' ? [...text.replace(/\band\b/gi, '')].filter((c) => /\p{L}/u.test(c)).length : [...text].length;
  if (length <= limit) return null;
  const unit = form === 'letter' ? 'letters' : 'characters';
  const lines = ENGRAVING_LINES[form] > 1 ? engravingLines(text, limit) : [text];
  if (lines.length === 1) {
    return `The engraving \u201c${shown(text)}\u201d has ${length} ${unit}; ${PIECES[form]} holds at most ${limit}. Please shorten it, or request a quote for a larger piece.`;
  }
  if (lines.length > ENGRAVING_LINES[form]) {
    return `The engraving \u201c${shown(text)}\u201d has ${lines.length} texts; ${PIECES[form]} holds at most ${ENGRAVING_LINES[form]} lines of ${limit} characters. Please shorten it, or request a quote for a larger piece.`;
  }
  const long = lines.find((l) => [...l].length > limit);
  if (long) {
    return `The engraving \u201c${shown(long)}\u201d has ${[...long].length} characters; ${PIECES[form]} holds at most ${limit} on a line. Please shorten it, or request a quote for a larger piece.`;
  }
  return null;
}

/**
 * The sentence that refuses a name piece whose name cannot be written in the shop's script or block
 * capitals ('an arabic name necklace that says \u0623\u0645\u0644'), or null.
 */
export function nameRefusal(prompt: string): string | null {
  if (!NAME_WORDS.test(prompt)) return null;
  const name = findPersonalText(prompt).find((t) => /\p{L}/u.test(t) && !canScript(t));
  if (!name) return null;
  return `We can write names only in Latin letters for now, so \u201c${name}\u201d cannot be made as a name necklace here. Please request a quote and an artisan will draw it by hand.`;
}
