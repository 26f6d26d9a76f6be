// A small single-stroke alphabet for engraving: capitals, digits and a little punctuation, each drawn
// in a 6 × 10 box (y down, baseline at 10) with absolute M, L, C commands. Engraved with a round
// graver it reads like hand engraving and needs no font, so it renders the same everywhere.

const O = 'M 3 0 C 1 0, 0 2.5, 0 5 C 0 7.5, 1 10, 3 10 C 5 10, 6 7.5, 6 5 C 6 2.5, 5 0, 3 0 Z';
const P = 'M 0 10 L 0 0 L 3.6 0 C 6 0, 6 5.4, 3.6 5.4 L 0 5.4';

export const GLYPHS: Record<string, string> = {
  A: 'M 0 10 L 3 0 L 6 10 M 1.1 6.6 L 4.9 6.6',
  B: 'M 0 10 L 0 0 L 3.6 0 C 5.6 0, 5.6 4.8, 3.6 4.8 L 0 4.8 M 3.6 4.8 C 6.2 4.8, 6.2 10, 3.6 10 L 0 10',
  C: 'M 5.8 1.8 C 5 0.5, 4 0, 3 0 C 1 0, 0 2.5, 0 5 C 0 7.5, 1 10, 3 10 C 4 10, 5 9.5, 5.8 8.2',
  D: 'M 0 0 L 0 10 L 2.4 10 C 5 10, 6 7.5, 6 5 C 6 2.5, 5 0, 2.4 0 Z',
  E: 'M 5.6 0 L 0 0 L 0 10 L 5.6 10 M 0 4.9 L 4.2 4.9',
  F: 'M 5.6 0 L 0 0 L 0 10 M 0 4.9 L 4.2 4.9',
  G: 'M 5.8 1.8 C 5 0.5, 4 0, 3 0 C 1 0, 0 2.5, 0 5 C 0 7.5, 1 10, 3 10 C 5 10, 6 8.5, 6 6.4 L 6 5.6 L 3.4 5.6',
  H: 'M 0 0 L 0 10 M 6 0 L 6 10 M 0 5 L 6 5',
  I: 'M 3 0 L 3 10 M 1.4 0 L 4.6 0 M 1.4 10 L 4.6 10',
  J: 'M 5 0 L 5 7 C 5 9, 4 10, 2.6 10 C 1.2 10, 0.4 9, 0 7.6',
  K: 'M 0 0 L 0 10 M 5.8 0 L 0 6.2 M 2 4.1 L 6 10',
  L: 'M 0 0 L 0 10 L 5.4 10',
  M: 'M 0 10 L 0 0 L 3 7 L 6 0 L 6 10',
  N: 'M 0 10 L 0 0 L 6 10 L 6 0',
  O,
  P,
  Q: `${O} M 3.6 7 L 6 10.4`,
  R: `${P} M 3 5.4 L 6 10`,
  S: 'M 5.6 1.6 C 5 0.5, 4 0, 3 0 C 1.4 0, 0.4 1, 0.4 2.5 C 0.4 5.5, 5.6 4.3, 5.6 7.4 C 5.6 9, 4.4 10, 3 10 C 1.8 10, 0.8 9.5, 0.2 8.3',
  T: 'M 0 0 L 6 0 M 3 0 L 3 10',
  U: 'M 0 0 L 0 6.8 C 0 9, 1.3 10, 3 10 C 4.7 10, 6 9, 6 6.8 L 6 0',
  V: 'M 0 0 L 3 10 L 6 0',
  W: 'M 0 0 L 1.5 10 L 3 3.5 L 4.5 10 L 6 0',
  X: 'M 0 0 L 6 10 M 6 0 L 0 10',
  Y: 'M 0 0 L 3 5 L 6 0 M 3 5 L 3 10',
  Z: 'M 0 0 L 6 0 L 0 10 L 6 10',
  '0': 'M 3 0 C 1.2 0, 0.4 2.5, 0.4 5 C 0.4 7.5, 1.2 10, 3 10 C 4.8 10, 5.6 7.5, 5.6 5 C 5.6 2.5, 4.8 0, 3 0 Z',
  '1': 'M 1.4 2 L 3.4 0 L 3.4 10 M 1.4 10 L 5.4 10',
  '2': 'M 0.4 2.4 C 0.8 0.8, 1.8 0, 3 0 C 4.6 0, 5.6 1, 5.6 2.7 C 5.6 5, 0.4 7.5, 0.4 10 L 5.8 10',
  '3': 'M 0.4 1 C 1.2 0.3, 2 0, 3 0 C 4.6 0, 5.4 1, 5.4 2.5 C 5.4 4, 4.2 4.8, 2.6 4.8 C 4.6 4.8, 5.8 5.8, 5.8 7.4 C 5.8 9, 4.5 10, 3 10 C 1.8 10, 0.8 9.6, 0.2 8.8',
  '4': 'M 4.4 10 L 4.4 0 L 0 7 L 6 7',
  '5': 'M 5.4 0 L 1 0 L 0.6 4.4 C 1.4 3.9, 2.2 3.7, 3 3.7 C 4.8 3.7, 5.8 5, 5.8 6.8 C 5.8 8.8, 4.6 10, 2.9 10 C 1.8 10, 0.8 9.5, 0.2 8.6',
  '6': 'M 5 0.8 C 4.4 0.3, 3.8 0, 3 0 C 1.2 0, 0.3 2.4, 0.3 5.6 C 0.3 8.4, 1.3 10, 3 10 C 4.7 10, 5.7 8.7, 5.7 6.9 C 5.7 5.1, 4.6 4, 3 4 C 1.6 4, 0.6 4.9, 0.3 6',
  '7': 'M 0.2 0 L 5.8 0 L 2.2 10',
  '8': 'M 3 4.7 C 1.5 4.7, 0.6 3.8, 0.6 2.4 C 0.6 1, 1.6 0, 3 0 C 4.4 0, 5.4 1, 5.4 2.4 C 5.4 3.8, 4.5 4.7, 3 4.7 C 1.3 4.7, 0.2 5.7, 0.2 7.3 C 0.2 8.9, 1.4 10, 3 10 C 4.6 10, 5.8 8.9, 5.8 7.3 C 5.8 5.7, 4.7 4.7, 3 4.7 Z',
  '9': 'M 1 9.2 C 1.6 9.7, 2.2 10, 3 10 C 4.8 10, 5.7 7.6, 5.7 4.4 C 5.7 1.6, 4.7 0, 3 0 C 1.3 0, 0.3 1.3, 0.3 3.1 C 0.3 4.9, 1.4 6, 3 6 C 4.4 6, 5.4 5.1, 5.7 4',
  '.': 'M 3 9.6 L 3 9.7',
  ',': 'M 3.2 9.4 L 2.4 11.4',
  '-': 'M 1.2 5.6 L 4.8 5.6',
  '/': 'M 5.4 0 L 0.6 10',
  "'": 'M 3 0 L 2.7 2.8',
  '&': 'M 5.8 10 L 1.4 3.8 C 0.7 2.7, 1 0, 2.8 0 C 4.4 0, 4.8 2.4, 3.4 3.6 L 1.1 5.8 C -0.4 7.3, 0.4 10, 2.8 10 C 4.2 10, 5.2 8.8, 5.8 6.8',
  '+': 'M 3 2.5 L 3 8.5 M 0 5.5 L 6 5.5',
  '#': 'M 2 1 L 1.4 9 M 4.6 1 L 4 9 M 0.4 3.6 L 6 3.6 M 0 6.6 L 5.6 6.6',
  '!': 'M 3 0 L 3 7 M 3 9.6 L 3 9.7',
  '?': 'M 0.6 2.2 C 0.8 0.8, 1.8 0, 3 0 C 4.6 0, 5.4 1, 5.4 2.4 C 5.4 4.6, 3 4.6, 3 7 M 3 9.6 L 3 9.7',
  '♥': 'M 3 9.4 C 1.4 8, 0 6.4, 0 4.6 C 0 3.4, 0.8 2.6, 1.7 2.6 C 2.3 2.6, 2.8 3, 3 3.6 C 3.2 3, 3.7 2.6, 4.3 2.6 C 5.2 2.6, 6 3.4, 6 4.6 C 6 6.4, 4.6 8, 3 9.4 Z',
};

/** Advance of a character in glyph units (letter width plus spacing). */
export function advance(ch: string): number {
  if (ch === ' ') return 4.6;
  if ('.,\'!'.includes(ch)) return 3.6;
  if (ch === 'I' || ch === '1') return 6.6;
  return 8.4;
}

/** The text as the alphabet can engrave it: upper case, unknown characters dropped, spaces folded. */
export function engravable(text: string): string {
  return [...text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase()]
    .map((c) => (c === '·' || c === '•' ? '.' : c))
    .filter((c) => c === ' ' || c in GLYPHS)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Width of engraved text in glyph units (without the last letter's spacing). */
export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += advance(ch);
  return Math.max(0, w - 2.4);
}
