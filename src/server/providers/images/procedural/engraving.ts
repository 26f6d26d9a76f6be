import { advance, engravable, GLYPHS, textWidth } from './alphabet';
import { ASKS_FOR_LETTERS, ASKS_FOR_ROMAN, findPersonalText } from './personal-text';
import type { MetalPaint } from './metals';
import type { Motif, Part } from './motifs/types';
import { f, mapPoints } from './paths';
import { drawParts, type DrawContext } from './render';
import { recordParts } from './shape';

// Engraving: the personal text a prompt asks for (personal-text.ts: names, initials, dates, numbers,
// coordinates, phrases, quoted or not), cut into the piece with the stroke alphabet in the case it
// was written: along the lower edge of the face when there is a motif, across the middle when the
// engraving is the whole design. Text a piece cannot hold is refused before drawing (engraving-limit.ts).

/** Between the texts of an engraving: 'E.R. · 5.2.2023'. */
export const TEXT_JOIN = ' \u00b7 ';
/** The most characters one line of engraving holds on a medallion (engraving-limit.ts: a charm's limit). */
export const LINE_CHARS = 24;

/**
 * The text to engrave, as the prompt wrote it (several texts joined by a dot), or null. Text in a
 * script the alphabet lacks is kept as written ('أمل'): the generate call refuses it, saying so.
 */
export function extractEngraving(prompt: string): string | null {
  const texts = findPersonalText(prompt).map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => engravable(t) || /\p{L}/u.test(t));
  return texts.length ? texts.join(TEXT_JOIN) : null;
}

/**
 * The lines an engraving is cut in: one when it fits a line of `perLine` characters, else one text to
 * a line ('47.6062° N, 122.3321° W' above '25.7617° N, 80.1918° W').
 */
export function engravingLines(engraving: string, perLine = LINE_CHARS): string[] {
  return [...engraving].length <= perLine ? [engraving] : engraving.split(TEXT_JOIN);
}

function glyphParts(ch: string, w: number): Part[] {
  const d = GLYPHS[ch];
  return d ? [{ kind: 'groove', d, w }] : [];
}

/** Engraved text along an arc below (cx, cy): `radius` to the letters' baseline, `height` of capitals. */
export function engraveArc(text: string, cx: number, cy: number, radius: number, height: number, paint: MetalPaint, ctx: DrawContext): string {
  const t = engravable(text);
  const s = height / 10;
  const total = textWidth(t) * s;
  const span = total / radius;
  let x = 0;
  const out: string[] = [];
  for (const ch of t) {
    const adv = advance(ch);
    const centre = (x + (adv - 2.4) / 2) * s;
    x += adv;
    if (ch === ' ') continue;
    const theta = Math.PI / 2 + span / 2 - centre / radius;
    const px = cx + radius * Math.cos(theta);
    const py = cy + radius * Math.sin(theta);
    const rot = ((theta - Math.PI / 2) * 180) / Math.PI;
    const transform = `translate(${f(px)} ${f(py)}) rotate(${f(rot)}) scale(${f(s)}) translate(-3 -10)`;
    recordParts(ctx.shape, glyphParts(ch, 1.7), s, transform, 'raised', 'cuts');
    out.push(`<g transform="${transform}">${drawParts(glyphParts(ch, 1.7), paint, ctx, s)}</g>`);
  }
  return out.join('');
}

/** Engraved text on a straight line centred at (cx, baselineY). */
export function engraveLine(text: string, cx: number, baselineY: number, height: number, paint: MetalPaint, ctx: DrawContext): string {
  const t = engravable(text);
  const s = height / 10;
  let x = cx - (textWidth(t) * s) / 2;
  const out: string[] = [];
  for (const ch of t) {
    const adv = advance(ch);
    if (ch !== ' ') {
      const gx = x + ((adv - 8.4) / 2) * s;
      const transform = `translate(${f(gx)} ${f(baselineY - height)}) scale(${f(s)})`;
      recordParts(ctx.shape, glyphParts(ch, 1.9), s, transform, 'raised', 'cuts');
      out.push(`<g transform="${transform}">${drawParts(glyphParts(ch, 1.9), paint, ctx, s)}</g>`);
    }
    x += adv * s;
  }
  return out.join('');
}

/** Initials of a prompt for a signet: the first letters of its first three meaningful words. */
export function initialsOf(prompt: string): string {
  const stop = new Set(['a', 'an', 'the', 'of', 'and', 'with', 'for', 'my', 'to', 'in', 'on', 'at', 'by', 'me', 'our', 'your', 'is', 'it', 'some', 'something', 'please', 'charm', 'pendant', 'necklace', 'design', 'custom']);
  const words = prompt
    .replace(/["“”]/g, ' ')
    .split(/[^A-Za-z0-9À-ÿ]+/)
    .filter((w) => w && !stop.has(w.toLowerCase()));
  return engravable(words.slice(0, 3).map((w) => w[0]).join('')).toUpperCase();
}

/**
 * The letters of an engraving that make a monogram, or null: one to three capitals the alphabet draws
 * (Latin or Greek: 'J & K', 'ΑΦ'), never roman numerals the words ask for ('roman numeral XII' is a number).
 */
export function monogramLetters(prompt: string, engraving: string | null): string | null {
  const letters = (engraving ?? '').replace(/\bMonogram\b|\band\b|[\s.&+,]/g, '');
  // 'lowercase initial charm: b': a small letter asked for is its monogram, in its own case.
  if (/^\p{Ll}$/u.test(letters) && letters in GLYPHS && ASKS_FOR_LETTERS.test(prompt)) return letters;
  if (!/^\p{Lu}{1,3}$/u.test(letters) || ![...letters].every((c) => c in GLYPHS)) return null;
  return ASKS_FOR_ROMAN.test(prompt) ? null : letters;
}

/** A monogram as a motif: the letters as raised wire, the middle one larger when there are three. */
export function monogramMotif(letters: string): Motif {
  const small = /^\p{Ll}$/u.test(letters) && letters in GLYPHS;
  const t = small ? letters : [...engravable(letters).toUpperCase().replace(/[^\p{Lu}0-9&]/gu, '')].filter((c) => c in GLYPHS).slice(0, 3).join('') || 'A';
  return {
    id: 'monogram',
    title: `${t.split('').join('.')}. Monogram`,
    noun: `the monogram ${t.split('').join('.')}.`,
    subjects: [],
    coverage: 0.2,
    draw: () => {
      const parts: Part[] = [];
      const sizes = t.length === 3 ? [0.8, 1.15, 0.8] : t.length === 2 ? [1, 1] : [1.5];
      const base = 36;
      const widths = sizes.map((k) => 6 * (base / 10) * k);
      const gap = 5;
      const total = widths.reduce((a, b) => a + b, 0) + gap * (t.length - 1);
      let x = 50 - total / 2;
      [...t].forEach((ch, i) => {
        const k = (base / 10) * sizes[i];
        const h = 10 * k;
        const top = 50 - h / 2;
        const ox = x;
        parts.push({ kind: 'wire', d: mapPoints(GLYPHS[ch] ?? GLYPHS.A, (gx, gy) => [ox + gx * k, top + gy * k]), w: 3.6 + sizes[i] * 1.6 });
        x += widths[i] + gap;
      });
      return parts;
    },
  };
}
