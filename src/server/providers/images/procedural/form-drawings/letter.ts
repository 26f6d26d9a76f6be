import { GLYPHS } from '../alphabet';
import { bailAndRing, chain, hang } from '../forms';
import type { Motif } from '../motifs/types';
import { f, mapPoints } from '../paths';
import { drawPlacement } from '../piece';
import { drawParts } from '../render';
import { recordParts } from '../shape';
import type { Body } from '../styles';
import { neckChain } from './neck-chain';
import type { DrawForm } from './types';

/** The letters of initials, without their dots and joins: 'J & K' → 'JK', 'A.M.' → 'AM'. */
export const lettersOf = (text: string | null) => (text ?? '').replace(/\bMonogram\b|\band\b|[\s.&+,]/g, '');

/**
 * The letter a letter pendant is: the engraved letter, or the monogram's when it was drawn as one;
 * two or three letters, each its own piece on one chain, joined by '&' ('L & M').
 */
export function letterOf(engraving: string | null, motifs: readonly Motif[]): string {
  const letters = lettersOf(engraving) || lettersOf(motifs.find((m) => m.id === 'monogram')?.title ?? null) || 'A';
  return /^[A-Z]{2,3}$/.test(letters) ? [...letters].join(' & ') : letters;
}

/** The letter itself is the piece: its strokes as thick round wire, a bail at its top, any subject small beside it. */
export const drawLetter: DrawForm = (input) => {
  const { motifs, placements, engraving, paints, rng, ctx } = input;
  const letters = letterOf(engraving, motifs).split(' & ');
  if (letters.length > 1) return drawLetters(input, letters);
  const R = 150;
  const glyph = GLYPHS[letters[0]] ?? GLYPHS.A;
  const s = (2.1 * R) / 10;
  const [x0, y0] = [256 - 3 * s, 300 - 5 * s];
  const w = 1.25 * s;
  const d = mapPoints(glyph, (gx, gy) => [x0 + gx * s, y0 + gy * s]);
  const paint = paints.relief[0];
  const letterBody: Body = {
    outer: d, solidRim: true, field: null, centre: [256 + 3.6 * s, 300 + 3.4 * s], radius: 1.3 * s, decor: [], top: y0 - w / 2,
    width: 6 * s + w, height: 10 * s + w, area: 0.3 * 6 * s * 10 * s, noun: 'letter',
  };
  // The letter's wire is the piece; a subject beside it is cut out of plate and joined to it.
  recordParts(ctx.shape, [{ kind: 'wire', d, w }], 1, null, 'solids');
  if (ctx.shape) ctx.shape.solidMode = true;
  const extras = placements.filter((p) => p.motif.id !== 'monogram').slice(0, 1).map((p) => drawPlacement(p, letterBody, paints, rng, ctx, 0));
  if (ctx.shape) ctx.shape.solidMode = false;
  // Hung at its top near the middle (A, T, J); a letter whose top is two ends (M, W, V) hangs from both, balanced.
  const { xs: hangs, y: topY } = hangPoints(glyph);
  const bails = hangs.map((gx) => bailAndRing(x0 + gx * s, y0 + topY * s - w / 2, R * (hangs.length > 1 ? 0.55 : 0.9), paints.rim, ctx, true));
  const y = bails[0].top + R * 0.03;
  const [left, right] = [x0 + hangs[0] * s, x0 + hangs[hangs.length - 1] * s];
  const shadow = `<path d="${d}" fill="none" stroke="#4a3a22" stroke-opacity="0.08" stroke-width="${f(w + 8)}" stroke-linecap="round" stroke-linejoin="round" transform="translate(5 10)"/>`;
  return {
    svg: [...neckChain(left - 6, right + 6, y, paints.rim), ...bails.map((b) => b.svg), shadow, drawParts([{ kind: 'wire', d, w }], paint, ctx, 1), ...extras],
    body: letterBody, R, bailPx: letterBody.top - bails[0].top, formNoun: 'Initial Pendant', formPhrase: 'letter pendant on a fine cable chain',
  };
};

/** Where a letter hangs from: its top near the middle (A, T, J), or both ends of its top (M, W, V), in glyph units. */
function hangPoints(glyph: string): { xs: number[]; y: number } {
  const points = [...glyph.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
  const topY = Math.min(...points.map((p) => p[1]));
  const tops = points.filter((p) => p[1] <= topY + 0.3).map((p) => p[0]);
  const middle = tops.find((x) => Math.abs(x - 3) <= 1.2);
  return { xs: middle !== undefined ? [middle] : [...new Set([Math.min(...tops), Math.max(...tops)])], y: topY };
}

/** Two or three letters, each its own piece with a bail and jump ring, side by side on one chain. */
function drawLetters({ paints, ctx }: Parameters<DrawForm>[0], letters: string[]): ReturnType<DrawForm> {
  const R = 150;
  const n = letters.length;
  const s = (n === 2 ? 1.5 : 1.1) * (R / 10);
  const w = 1.25 * s;
  const gap = 3.2 * s;
  const total = n * 6 * s + (n - 1) * gap;
  const y0 = 318 - 5 * s;
  const paint = paints.relief[0];
  const wires: string[] = [];
  const bails: string[] = [];
  const rings: [number, number][] = [];
  let bailPx = 0;
  letters.forEach((ch, i) => {
    const glyph = GLYPHS[ch] ?? GLYPHS.A;
    const x0 = 256 - total / 2 + i * (6 * s + gap);
    wires.push(mapPoints(glyph, (gx, gy) => [x0 + gx * s, y0 + gy * s]));
    // A bail at the middle of its top, or one on each of its two tops (M, W), the chain through every ring.
    const { xs, y } = hangPoints(glyph);
    for (const gx of xs) {
      const bail = bailAndRing(x0 + gx * s, y0 + y * s - w / 2, R * (xs.length > 1 ? 0.5 : 0.62), paints.rim, ctx, true);
      bails.push(bail.svg);
      rings.push([x0 + gx * s, bail.top + R * 0.03]);
      bailPx = Math.max(bailPx, y0 - bail.top);
    }
  });
  const d = wires.join(' ');
  recordParts(ctx.shape, [{ kind: 'wire', d, w }], 1, null, 'solids');
  // The chain runs through every jump ring, sagging a little between them.
  const between = rings.slice(1).map(([x, y], i) => {
    const [px, py] = rings[i];
    return chain(hang([px + 4, py], [x - 4, y], [(px + x) / 2, Math.max(py, y) + 14]), paints.rim);
  });
  const shadow = `<path d="${d}" fill="none" stroke="#4a3a22" stroke-opacity="0.08" stroke-width="${f(w + 8)}" stroke-linecap="round" stroke-linejoin="round" transform="translate(5 10)"/>`;
  const body: Body = {
    outer: d, solidRim: true, field: null, centre: [256, 318], radius: 1.3 * s, decor: [], top: y0 - w / 2,
    width: total + w, height: 10 * s + w, area: n * 0.3 * 6 * s * 10 * s, noun: 'letters',
  };
  return {
    svg: [...neckChain(rings[0][0] - 4, rings[n - 1][0] + 4, rings[0][1], paints.rim), ...between, ...bails, shadow, drawParts([{ kind: 'wire', d, w }], paint, ctx, 1)],
    body, R, bailPx, formNoun: 'Initial Pendant', formPhrase: `${n === 2 ? 'pair' : 'trio'} of letter pendants on one fine cable chain`,
  };
}
