import { bailAndRing, earHook } from '../forms';
import type { Body } from '../styles';
import { SHAPE_WORDS } from '../form-words';
import { bareNoun, cutOut } from './silhouette';
import type { DrawForm, FormInput } from './types';

/**
 * A pair of earrings: studs, or drops on French hooks, as the words say (else the seed's choice); the
 * engraving on the left one. Earrings the words shape like their subject ('earrings shaped like tiny
 * cacti') are a pair of cut-outs (silhouette.ts) when there is no text to cut.
 */
export const drawEarrings: DrawForm = (input) => {
  const { request, tall, motifs, engraving, paints, rng, ctx, medallion } = input;
  const R = tall ? 70 : 82;
  const studs = /\bstuds?\b/i.test(request.prompt) || (!/\b(?:drops?|dangl\w*|hooks?)\b/i.test(request.prompt) && rng.chance(0.4));
  if (motifs[0] && !engraving && SHAPE_WORDS.test(request.prompt)) return cutOutEarrings(input, studs);
  const cy = studs ? 256 : 300;
  if (ctx.shape) ctx.shape.shape.pairAt = 256;
  const svg: string[] = [];
  let body: Body | null = null;
  let bailPx = 0;
  for (const cx of [136, 376]) {
    const m = medallion(cx, cy, R, cx === 136 ? engraving : null);
    body = body ?? m.body;
    if (studs) ctx.shape?.shape.posts.push([cx, cy]);
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

/** A pair of cut-outs of the main subject, alike, as studs or drops on French hooks. */
function cutOutEarrings(input: FormInput, studs: boolean): ReturnType<DrawForm> {
  const { motifs, paints, rng, ctx } = input;
  const main = motifs[0];
  const parts = main.draw(rng);
  const svg: string[] = [];
  let body: Body | null = null;
  let bailPx = 0;
  let R = 0;
  if (ctx.shape) ctx.shape.shape.pairAt = 256;
  for (const cx of [136, 376]) {
    const cut = cutOut(input, main, parts, cx, studs ? 256 : 316, 170, 170);
    if (studs) ctx.shape?.shape.posts.push([cut.box.x + cut.box.w / 2, cut.box.y + cut.box.h / 2]);
    const [x, hy] = cut.hang;
    const piece = cut.layers.join('');
    R = 0.6 * Math.max(cut.box.w, cut.box.h);
    if (studs) svg.push(piece);
    else {
      const bail = bailAndRing(x, hy, 90, paints.rim, ctx, true);
      svg.push(earHook(x, bail.top + 2, 110, paints.rim, ctx), bail.svg, piece);
      bailPx = hy - bail.top;
    }
    body = body ?? {
      outer: cut.outer, solidRim: true, field: cut.inner || null, centre: cut.at(...cut.outline.pole), radius: cut.outline.poleRadius * cut.s, decor: [], top: hy,
      width: cut.box.w, height: cut.box.y + cut.box.h - hy, area: cut.outline.area * cut.s * cut.s, noun: `plate cut to the ${bareNoun(main)}'s outline`,
    };
  }
  const noun = bareNoun(main);
  return {
    svg, body: body!, R, bailPx,
    formNoun: studs ? 'Silhouette Stud Earrings' : 'Silhouette Drop Earrings',
    formPhrase: studs ? `pair of cut-out ${noun} stud earrings` : `pair of cut-out ${noun} drop earrings on French hooks`,
  };
}
