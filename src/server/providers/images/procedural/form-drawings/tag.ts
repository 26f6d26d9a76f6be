import { circle } from '../paths';
import { tagBody } from '../plates';
import { drawParts } from '../render';
import { neckChain } from './neck-chain';
import type { DrawForm } from './types';

/** A tag on a ball chain through its hole, a split ring round the hole's rim. */
export const drawTag: DrawForm = ({ engraving, paints, ctx, medallion }) => {
  const R = 128;
  const cy = 300;
  const t = tagBody(256, cy, R);
  const m = medallion(256, cy, R, engraving, t);
  const hole = t.hole!;
  ctx.shape?.shape.holeRings.push({ x: hole.x, y: hole.y, r: hole.r });
  const ring = drawParts([{ kind: 'wire', d: circle(hole.x, hole.y - hole.r * 0.2, hole.r * 1.6), w: R * 0.035 }], paints.rim, ctx, 1);
  const y = hole.y - hole.r * 1.8;
  return {
    svg: [...neckChain(hole.x - 4, hole.x + 4, y, paints.rim, 7), m.svg, ring],
    body: m.body, R, bailPx: m.body.top - y, formNoun: 'Tag Necklace', formPhrase: 'tag on a fine ball chain',
  };
};
