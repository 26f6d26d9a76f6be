/**
 * How much text each form can hold (issue 23; docs/engraving.md): engraved along the lower edge of a
 * 19 mm medallion, 24 characters stand about 1 mm tall, the smallest a hand engraver cuts legibly;
 * an earring's medallion is half as wide; a 32 mm bar holds 30 on its one line, a tag 20 under its
 * subject. Several texts too long for one line together are cut one to a line, up to three on a
 * medallion (a charm, a pendant, a bracelet's). Longer text is refused with the limit, never cut;
 * so is text in letters the engraving alphabet does not have (Arabic, Hebrew, Cyrillic, Chinese...).
 */
import { GLYPHS } from './procedural/alphabet';
import { engravingLines } from './procedural/engraving';
import type { DesignForm } from './types';

export const ENGRAVING_LIMITS: Record<DesignForm, number> = { charm: 24, pendant: 24, bracelet: 24, earrings: 12, bar: 30, tag: 20, letter: 1 };
/** The lines of text a form holds, one text to a line. */
export const ENGRAVING_LINES: Record<DesignForm, number> = { charm: 3, pendant: 3, bracelet: 3, earrings: 1, bar: 1, tag: 1, letter: 1 };

const PIECES: Record<DesignForm, string> = { charm: 'a charm', pendant: 'a pendant', bracelet: 'a bracelet', earrings: 'an earring', bar: 'a bar', tag: 'a tag', letter: 'a letter pendant' };

// Scripts a customer may write a name in, named in the refusal.
const SCRIPTS: [RegExp, string][] = [
  [/\p{Script=Arabic}/u, 'Arabic'], [/\p{Script=Hebrew}/u, 'Hebrew'], [/\p{Script=Cyrillic}/u, 'Cyrillic'],
  [/\p{Script=Han}/u, 'Chinese'], [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'Japanese'], [/\p{Script=Hangul}/u, 'Korean'],
  [/\p{Script=Devanagari}/u, 'Devanagari'], [/\p{Script=Thai}/u, 'Thai'], [/\p{Script=Armenian}/u, 'Armenian'], [/\p{Script=Georgian}/u, 'Georgian'],
];

const shown = (text: string) => ([...text].length > 40 ? `${[...text].slice(0, 40).join('').trim()}…` : text);

/** The letters of a text the engraving alphabet has no strokes for ('Zo\u00eb' it has, its accent included). */
function lettersWithoutStrokes(text: string): string[] {
  return [...text.normalize('NFC')].filter((c) => /\p{L}/u.test(c) && !(c in GLYPHS));
}

/** The sentence that refuses text the form cannot hold or the alphabet cannot cut, or null when it fits. */
export function engravingRefusal(text: string | null, form: DesignForm): string | null {
  if (!text) return null;
  const missing = lettersWithoutStrokes(text);
  if (missing.length) {
    const script = SCRIPTS.find(([re]) => missing.some((c) => re.test(c)))?.[1];
    const letters = script ? `is in ${script} letters, which` : `has letters (${[...new Set(missing)].join(' ')}) that`;
    return `The engraving “${shown(text)}” ${letters} our engraving alphabet does not have yet. Please write it in Latin or Greek letters, or request a quote and an artisan will engrave it by hand.`;
  }
  const limit = ENGRAVING_LIMITS[form];
  const length = [...text].length;
  if (length <= limit) return null;
  const lines = ENGRAVING_LINES[form] > 1 ? engravingLines(text, limit) : [text];
  if (lines.length === 1) {
    return `The engraving “${shown(text)}” has ${length} characters; ${PIECES[form]} holds at most ${limit}. Please shorten it, or request a quote for a larger piece.`;
  }
  if (lines.length > ENGRAVING_LINES[form]) {
    return `The engraving “${shown(text)}” has ${lines.length} texts; ${PIECES[form]} holds at most ${ENGRAVING_LINES[form]} lines of ${limit} characters. Please shorten it, or request a quote for a larger piece.`;
  }
  const long = lines.find((l) => [...l].length > limit);
  if (long) {
    return `The engraving “${shown(long)}” has ${[...long].length} characters; ${PIECES[form]} holds at most ${limit} on a line. Please shorten it, or request a quote for a larger piece.`;
  }
  return null;
}
