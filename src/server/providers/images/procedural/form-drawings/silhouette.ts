import { engravable, textWidth } from '../alphabet';
import { engraveLine } from '../engraving';
import { finishOverlay } from '../finishes';
import { NECK_WORDS } from '../form-words';
import { bailAndRing } from '../forms';
import { recessGradient, type MetalPaint } from '../metals';
import type { Motif, Part } from '../motifs/types';
import { outlineOf } from '../outline';
import { f, mapPoints } from '../paths';
import { drawMedallion } from '../piece';
import { roundedRect } from '../plates';
import { drawParts } from '../render';
import { recordParts } from '../shape';
import type { Body } from '../styles';
import { drawCharm } from './charm';
import { neckChain } from './neck-chain';
import type { DrawForm, FormInput } from './types';

// The silhouette (issue 23, point 2): the subject's own outline is the piece, no disc round it. The
// main subject's drawing, grown a little so its narrow gaps close and it casts as one piece, is cut
// from plate (outline.ts); a raised rim runs along the outline, the field inside it is recessed, and
// the subject stands in relief on it, its inner lines reading as the recessed field between its
// raised parts. A bail and jump ring sit on the top of the metal near the balance point; on a chain
// when the words make it a necklace. Any engraving is cut on a small plaque across the piece, a
// little below its middle, when it fits there at a readable size; else on a small round tag on the
// same jump ring.

/** How far the plate grows beyond the subject's ink, and the raised rim's width, in the motif's box units. */
const GROW = 4.2;
const RIM = 2.6;
/** The largest the piece is drawn, px. */
const MAX_W = 330;
const MAX_H = 300;
/** The smallest engraved letter that reads at this size, px. */
const MIN_LETTER = 15;

/** 'a fox' → 'fox'. */
export const bareNoun = (motif: Motif) => motif.noun.replace(/^(?:a|an|the)\s+/i, '');

function field(d: string, paint: MetalPaint, recessed: boolean, finish: string, ctx: Parameters<DrawForm>[0]['ctx'], u: number): string {
  const fp = paint.pal;
  const clip = ctx.id();
  ctx.defs.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
  const depth = finish === 'Vintage' ? 1.6 : 1;
  const fill = recessed ? `url(#${ctx.once(`recess ${paint.key}`, (id) => recessGradient(id, fp, finish as 'Polished', ctx.flat))})` : paint.field;
  return (
    `<path d="${d}" fill="${fill}" stroke="${fp.dark}" stroke-width="${f(0.8 * u)}"/>` +
    `<g clip-path="url(#${clip})" fill="none">` +
    `<path d="${d}" stroke="${fp.deep}" stroke-width="${f(5 * u * depth)}" opacity="${f(0.32 * depth)}" transform="translate(${f(1.6 * u)} ${f(2.2 * u)})"/>` +
    `<path d="${d}" stroke="${fp.hi}" stroke-width="${f(2.4 * u)}" opacity="0.55" transform="translate(${f(-1 * u)} ${f(-1.4 * u)})"/>` +
    `</g>`
  );
}

function shadow(d: string): string {
  const layers: [number, number][] = [[20, 0.03], [12, 0.045], [6, 0.06], [1, 0.08]];
  return (
    `<g transform="translate(5 10)" fill="#4a3a22" stroke="#4a3a22" stroke-linejoin="round">` +
    layers.map(([w, o]) => `<path d="${d}" fill-opacity="${o}" stroke-opacity="${o}" stroke-width="${w}"/>`).join('') +
    `</g>`
  );
}

/** One cut-out: the subject's plate, recessed field and relief, fitted in a box `maxW` × `maxH` centred at (cx, cy). */
export function cutOut(input: FormInput, main: Motif, parts: Part[], cx: number, cy: number, maxW: number, maxH: number) {
  const { request, paints, ctx } = input;
  const outline = outlineOf(parts, GROW, RIM);
  const [bx0, by0, bx1, by1] = outline.box;
  const s = Math.min(maxW / (bx1 - bx0), maxH / (by1 - by0));
  const ox = cx - ((bx0 + bx1) / 2) * s;
  const oy = cy - ((by0 + by1) / 2) * s;
  const at = (x: number, y: number): [number, number] => [ox + x * s, oy + y * s];
  const outer = mapPoints(outline.outer, at);
  const inner = mapPoints(outline.inner, at);
  const rimAsRelief: MetalPaint = { ...paints.rim, relief: paints.rim.rim };
  const layers = [shadow(outer), drawParts([{ kind: 'fill', d: outer }], rimAsRelief, ctx, 1)];
  if (inner) layers.push(field(inner, paints.field, Boolean(main.recessedField), request.finish, ctx, s / 3));
  // The subject in relief, kept within the plate (a whisker drawn past the outline is not cut).
  const plate = ctx.id();
  ctx.defs.push(`<clipPath id="${plate}"><path d="${outer}"/></clipPath>`);
  // The model keeps the relief within the plate as the clip does.
  ctx.shape?.shape.bodies.push({ outer, field: inner || null });
  recordParts(ctx.shape, parts, s, `translate(${f(ox)} ${f(oy)}) scale(${f(s)})`, 'raised');
  layers.push(`<g clip-path="url(#${plate})"><g transform="translate(${f(ox)} ${f(oy)}) scale(${f(s)})">${drawParts(parts, paints.relief[0], ctx, s)}</g></g>`);
  return {
    outline, s, at, outer, inner, layers, hang: at(...outline.hang),
    box: { x: ox + bx0 * s, y: oy + by0 * s, w: (bx1 - bx0) * s, h: (by1 - by0) * s },
  };
}

export const drawSilhouette: DrawForm = (input) => {
  const { request, motifs, engraving, paints, rng, ctx } = input;
  const main = motifs[0];
  // Words alone have no outline to cut: the piece is a charm.
  if (!main) return drawCharm(input);
  const onChain = NECK_WORDS.test(request.prompt);
  const parts = main.draw(rng);
  const cut = cutOut(input, main, parts, 256, onChain ? 322 : 306, MAX_W, MAX_H);
  const { outline, s, at, outer, inner } = cut;
  const [, by0, , by1] = outline.box;
  const [hx, hy] = cut.hang;
  const { w: width, h: height } = cut.box;
  // The scale the piece is measured by: its longer side about 22 mm.
  const R = 0.43 * Math.max(width, height);
  const bailR = Math.min(150, Math.max(100, 0.48 * Math.max(width, height)));
  const bail = bailAndRing(hx, hy, bailR, paints.rim, ctx, !onChain);

  const rimAsRelief: MetalPaint = { ...paints.rim, relief: paints.rim.rim };
  const svg: string[] = [];
  if (onChain) svg.push(...neckChain(hx - 6, hx + 6, bail.top + bailR * 0.03, paints.rim));
  svg.push(bail.svg, ...cut.layers);

  // Further subjects stand small in relief where the piece is widest inside.
  const [px, py] = at(...outline.pole);
  const others = motifs.slice(1);
  others.forEach((m, i) => {
    const side = Math.min(outline.poleRadius * 1.5, 30) * s;
    const unit = side / 100;
    const x = px + (i - (others.length - 1) / 2) * side * 1.05;
    const transform = `translate(${f(x - side / 2)} ${f(py - side / 2)}) scale(${f(unit)})`;
    const drawn = m.draw(rng);
    recordParts(ctx.shape, drawn, unit, transform, 'raised');
    svg.push(`<g transform="${transform}">${drawParts(drawn, paints.relief[(i + 1) % paints.relief.length], ctx, unit)}</g>`);
  });

  const body: Body = {
    outer, solidRim: true, field: inner || null, centre: [px, py], radius: outline.poleRadius * s, decor: [], top: hy,
    width, height: cut.box.y + cut.box.h - hy, area: outline.area * s * s, noun: `plate cut to the ${bareNoun(main)}'s outline`,
  };

  if (engraving) {
    const text = engravable(engraving);
    const units = Math.max(1, textWidth(text));
    // A small plaque across the piece, a little below its middle, carries the text at the largest size
    // that fits there (up to a fifth of the piece's height), its own rim round a recessed field.
    let plaque: string | null = null;
    for (let h = Math.min(height * 0.15, 36); h >= MIN_LETTER; h *= 0.9) {
      const [pw, ph] = [(units * h) / 10 + h * 1.3, h * 1.8];
      const band = outline.band(ph / s, pw / s, by0 + (by1 - by0) * 0.66);
      if (!band) continue;
      const [x0] = at(band.x0, band.y);
      const [x1, yb] = at(band.x1, band.y);
      const [mx, my] = [(x0 + x1) / 2, yb - ph / 2];
      const inset = h * 0.2;
      // The plaque's rim stands in relief; inside it the relief is cleared and the text cut into the field.
      ctx.shape?.ink('raised', `<path d="${roundedRect(mx, my, pw, ph, ph * 0.3)}"/>`);
      ctx.shape?.ink('cleared', `<path d="${roundedRect(mx, my, pw - 2 * inset, ph - 2 * inset, (ph - 2 * inset) * 0.3)}"/>`);
      plaque =
        drawParts([{ kind: 'fill', d: roundedRect(mx, my, pw, ph, ph * 0.3) }], rimAsRelief, ctx, 1) +
        `<path d="${roundedRect(mx, my, pw - 2 * inset, ph - 2 * inset, (ph - 2 * inset) * 0.3)}" fill="${paints.field.field}" stroke="${paints.field.pal.dark}" stroke-width="0.8"/>` +
        engraveLine(text, mx, my + h / 2, h, paints.field, ctx);
      break;
    }
    if (plaque) svg.push(plaque);
    else {
      // Too long to cut across at a size that reads: a small round tag on the same jump ring carries it.
      const tagR = 52;
      const tag = drawMedallion({ cx: hx + tagR * 0.8, cy: bail.top + tagR * 1.6, R: tagR, style: 'Flat', finish: request.finish, placements: [], engraving, paints, rng, ctx });
      const tagBail = bailAndRing(hx + tagR * 0.8, tag.body.top, tagR * 1.6, paints.rim, ctx, false);
      svg.push(tagBail.svg, shadow(tag.body.outer), tag.svg);
    }
  }
  svg.push(finishOverlay(request.finish, outer, cut.box, paints.rim, ctx, rng));
  const noun = bareNoun(main);
  return {
    svg, body, R, bailPx: hy - bail.top,
    formNoun: onChain ? 'Silhouette Pendant' : 'Silhouette Charm',
    formPhrase: onChain ? `cut-out ${noun} pendant on a fine cable chain` : `cut-out ${noun} charm with a bail and jump ring`,
  };
};
