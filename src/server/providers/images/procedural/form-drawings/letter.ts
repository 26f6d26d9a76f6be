import { GLYPHS } from '../alphabet';
import { bailAndRing } from '../forms';
import type { Motif } from '../motifs/types';
import { f, mapPoints } from '../paths';
import { drawPlacement } from '../piece';
import { drawParts } from '../render';
import type { Body } from '../styles';
import { neckChain } from './neck-chain';
import type { DrawForm } from './types';

/** The letters of initials, without their dots and joins: 'J & K' → 'JK', 'A.M.' → 'AM'. */
export const lettersOf = (text: string | null) => (text ?? '').replace(/\bMonogram\b|\band\b|[\s.&+,]/g, '');

/** The letter a letter pendant is: the engraved capital, or the monogram's when it was drawn as one. */
export const letterOf = (engraving: string | null, motifs: readonly Motif[]) =>
  lettersOf(engraving) || lettersOf(motifs.find((m) => m.id === 'monogram')?.title ?? null) || 'A';

/** The letter itself is the piece: its strokes as thick round wire, a bail at its top, any subject small beside it. */
export const drawLetter: DrawForm = ({ motifs, placements, engraving, paints, rng, ctx }) => {
  const R = 150;
  const glyph = GLYPHS[letterOf(engraving, motifs)] ?? GLYPHS.A;
  const s = (2.1 * R) / 10;
  const [x0, y0] = [256 - 3 * s, 300 - 5 * s];
  const w = 1.25 * s;
  const d = mapPoints(glyph, (gx, gy) => [x0 + gx * s, y0 + gy * s]);
  const paint = paints.relief[0];
  const letterBody: Body = {
    outer: d, solidRim: true, field: null, centre: [256 + 3.6 * s, 300 + 3.4 * s], radius: 1.3 * s, decor: [], top: y0 - w / 2,
    width: 6 * s + w, height: 10 * s + w, area: 0.3 * 6 * s * 10 * s, noun: 'letter',
  };
  const extras = placements.filter((p) => p.motif.id !== 'monogram').slice(0, 1).map((p) => drawPlacement(p, letterBody, paints, rng, ctx, 0));
  // Hung at its top near the middle (A, T, J); a letter whose top is two ends (M, W, V) hangs from both, balanced.
  const points = [...glyph.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
  const topY = Math.min(...points.map((p) => p[1]));
  const tops = points.filter((p) => p[1] <= topY + 0.3).map((p) => p[0]);
  const middle = tops.find((x) => Math.abs(x - 3) <= 1.2);
  const hangs = middle !== undefined ? [middle] : [...new Set([Math.min(...tops), Math.max(...tops)])];
  const bails = hangs.map((gx) => bailAndRing(x0 + gx * s, y0 + topY * s - w / 2, R * (hangs.length > 1 ? 0.55 : 0.9), paints.rim, ctx, true));
  const y = bails[0].top + R * 0.03;
  const [left, right] = [x0 + hangs[0] * s, x0 + hangs[hangs.length - 1] * s];
  const shadow = `<path d="${d}" fill="none" stroke="#4a3a22" stroke-opacity="0.08" stroke-width="${f(w + 8)}" stroke-linecap="round" stroke-linejoin="round" transform="translate(5 10)"/>`;
  return {
    svg: [...neckChain(left - 6, right + 6, y, paints.rim), ...bails.map((b) => b.svg), shadow, drawParts([{ kind: 'wire', d, w }], paint, ctx, 1), ...extras],
    body: letterBody, R, bailPx: letterBody.top - bails[0].top, formNoun: 'Initial Pendant', formPhrase: 'letter pendant on a fine cable chain',
  };
};
