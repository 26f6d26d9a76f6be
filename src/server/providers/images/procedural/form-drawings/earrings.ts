import { bailAndRing, earHook } from '../forms';
import type { Body } from '../styles';
import type { DrawForm } from './types';

/** A pair of earrings: studs, or drops on French hooks, as the words say (else the seed's choice); the engraving on the left one. */
export const drawEarrings: DrawForm = ({ request, tall, engraving, paints, rng, ctx, medallion }) => {
  const R = tall ? 70 : 82;
  const studs = /\bstuds?\b/i.test(request.prompt) || (!/\b(?:drops?|dangl\w*|hooks?)\b/i.test(request.prompt) && rng.chance(0.4));
  const cy = studs ? 256 : 300;
  const svg: string[] = [];
  let body: Body | null = null;
  let bailPx = 0;
  for (const cx of [136, 376]) {
    const m = medallion(cx, cy, R, cx === 136 ? engraving : null);
    body = body ?? m.body;
    if (studs) svg.push(m.svg);
    else {
      const bail = bailAndRing(cx, m.body.top, R, paints.rim, ctx, true);
      svg.push(earHook(cx, bail.top + R * 0.02, R * 1.5, paints.rim, ctx), bail.svg, m.svg);
      bailPx = m.body.top - bail.top;
    }
  }
  return {
    svg, body: body!, R, bailPx,
    formNoun: studs ? 'Stud Earrings' : 'Drop Earrings',
    formPhrase: studs ? 'pair of stud earrings' : 'pair of drop earrings on French hooks',
  };
};
