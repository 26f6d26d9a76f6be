import type { DesignStyle, Finish } from '@shared/options';
import { textWidth, engravable } from './alphabet';
import type { Placement } from './compose';
import { engraveArc, engraveLine, engravingLines } from './engraving';
import { finishOverlay } from './finishes';
import { recessGradient, type MetalPaint } from './metals';
import { f } from './paths';
import type { Rng } from './random';
import { drawParts, type DrawContext } from './render';
import { inkParts, recordParts } from './shape';
import type { Part } from './motifs/types';
import { bodyFor, type Body } from './styles';

// One medallion: the silhouette in rim metal with its bevel, the recessed field, the border, the
// motifs in relief, the engraving, and the finish over it all.

export interface Paints {
  rim: MetalPaint;
  field: MetalPaint;
  relief: MetalPaint[];
}

export interface MedallionInput {
  cx: number;
  cy: number;
  R: number;
  style: DesignStyle;
  finish: Finish;
  placements: readonly Placement[];
  engraving: string | null;
  paints: Paints;
  rng: Rng;
  ctx: DrawContext;
  /** A plate's body (plates.ts) instead of the style's medallion. */
  body?: Body;
}

/** One placed motif in relief, in the body's field circle (centre and radius), in the i-th relief metal. */
export function drawPlacement(p: Placement, body: Body, paints: Paints, rng: Rng, ctx: DrawContext, i: number): string {
  const [fx, fy] = body.centre;
  const rho = body.radius;
  const unit = (p.size * rho) / 100;
  const paint = paints.relief[i % paints.relief.length];
  const transform = `translate(${f(fx + p.x * rho)} ${f(fy + p.y * rho)}) rotate(${f(p.rotate)}) scale(${f(unit)}) translate(-50 -50)`;
  const parts = p.motif.draw(rng);
  recordParts(ctx.shape, parts, unit, transform);
  return `<g transform="${transform}">${drawParts(parts, paint, ctx, unit)}</g>`;
}

export function drawMedallion(input: MedallionInput): { svg: string; body: Body } {
  const { cx, cy, R, style, finish, placements, engraving, paints, rng, ctx } = input;
  const body = input.body ?? bodyFor(style, cx, cy, R, rng);
  const u = R / 150;
  const rimAsRelief: MetalPaint = { ...paints.rim, relief: paints.rim.rim };
  const out: string[] = [];
  ctx.shape?.shape.bodies.push({ outer: body.outer, field: body.field });
  // The border's beads and wires stand on the rim; its facets are the rim itself.
  recordParts(ctx.shape, body.decor.filter((p) => p.kind !== 'facet'), 1, null, 'raised', 'cuts');

  if (body.solidRim) out.push(drawParts([{ kind: 'fill', d: body.outer }], rimAsRelief, ctx, 1));
  if (body.field) {
    const fp = paints.field.pal;
    const clip = ctx.id();
    ctx.defs.push(`<clipPath id="${clip}"><path d="${body.field}"/></clipPath>`);
    const depth = finish === 'Vintage' ? 1.6 : 1;
    const recessed = placements.some((p) => p.motif.recessedField);
    const fill = recessed ? `url(#${ctx.once(`recess ${paints.field.key}`, (id) => recessGradient(id, fp, finish, ctx.flat))})` : paints.field.field;
    out.push(
      `<path d="${body.field}" fill="${fill}" stroke="${fp.dark}" stroke-width="${f(0.8 * u)}"/>` +
        `<g clip-path="url(#${clip})" fill="none">` +
        `<path d="${body.field}" stroke="${fp.deep}" stroke-width="${f(7 * u * depth)}" opacity="${f(0.32 * depth)}" transform="translate(${f(2.2 * u)} ${f(3 * u)})"/>` +
        `<path d="${body.field}" stroke="${fp.hi}" stroke-width="${f(3 * u)}" opacity="0.55" transform="translate(${f(-1.4 * u)} ${f(-2 * u)})"/>` +
        `</g>`,
    );
  }
  out.push(drawParts(body.decor, rimAsRelief, ctx, 1));

  const [fx, fy] = body.centre;
  const rho = body.radius;
  placements.forEach((p, i) => out.push(drawPlacement(p, body, paints, rng, ctx, i)));

  if (engraving) {
    const text = engravable(engraving);
    // Several texts too long for one line are set one to a line (engraving-limit.ts: at most three on a medallion).
    const lines = engravingLines(engraving).map(engravable);
    const n = lines.length;
    const widest = Math.max(1, ...lines.map(textWidth));
    const paint = body.field ? paints.field : paints.relief[0];
    if (body.textLine) {
      // A plate's text runs straight, as large as its line allows.
      const line = placements.length === 0 ? body.textLine.alone : body.textLine;
      const h = Math.min(line.height, (line.width * 10) / Math.max(1, textWidth(text)));
      const turn = line.turned ? `rotate(90 ${f(line.x)} ${f(line.y)})` : null;
      const undo = turn ? ctx.shape?.transform(turn) : undefined;
      const cut = engraveLine(text, line.x, line.y + h / 2, h, paint, ctx);
      undo?.();
      out.push(turn ? `<g transform="${turn}">${cut}</g>` : cut);
    } else if (placements.length > 0) {
      // Along the lower edge; further lines on arcs above it, the first text on top.
      const gap = 1.55;
      let h = n > 1 ? rho * 0.105 : rho * 0.13;
      const baseline = (i: number) => rho * 0.97 - (n - 1 - i) * gap * h;
      for (let i = 0; i < n; i++) h = Math.min(h, (baseline(i) * 2.3 * 10) / Math.max(1, textWidth(lines[i])));
      lines.forEach((l, i) => out.push(engraveArc(l, fx, fy, baseline(i), h, paint, ctx)));
    } else {
      // Across the middle, lines 1.7 letters apart, between two flourishes.
      const h = Math.min(rho * 0.3, (rho * 1.6 * 10) / widest, (rho * 1.2) / (1.7 * n));
      const half = h * 0.85 * (n - 1);
      const cut = (p: MetalPaint) => lines.map((l, i) => engraveLine(l, fx, fy - half + i * 1.7 * h + h / 2, h, p, ctx)).join('');
      if (!body.field) {
        // An open hoop has nothing to cut text into: a bar spans it, joined to the hoop at both ends.
        const span = rho / 0.92;
        const bh = h * 1.25 + half;
        const bar = `M ${f(fx - span)} ${f(fy - bh)} L ${f(fx + span)} ${f(fy - bh)} L ${f(fx + span)} ${f(fy + bh)} L ${f(fx - span)} ${f(fy + bh)} Z`;
        ctx.shape?.shape.bodies.push({ outer: bar, field: null });
        out.push(drawParts([{ kind: 'fill', d: bar }], paints.field, ctx, 1), cut(paints.field));
      } else {
        out.push(cut(paint));
        const top = fy - h * 1.2 - half;
        const fl = `M ${f(fx - rho * 0.45)} ${f(top)} C ${f(fx - rho * 0.15)} ${f(top - h * 0.4)}, ${f(fx + rho * 0.15)} ${f(top + h * 0.4)}, ${f(fx + rho * 0.45)} ${f(top)}`;
        const flourishes: Part[] = [{ kind: 'groove', d: fl, w: 1.4 }, { kind: 'groove', d: fl.replace(/(-?\d+\.?\d*) (-?\d+\.?\d*)/g, (_m, x: string, y: string) => `${x} ${f(2 * fy - Number(y))}`), w: 1.4 }];
        ctx.shape?.ink('cuts', inkParts(flourishes, 1).cut);
        out.push(drawParts(flourishes, paint, ctx, 1));
      }
    }
  }

  const box = { x: cx - body.width / 2, y: body.top, w: body.width, h: body.height };
  out.push(finishOverlay(finish, body.outer, box, paints.rim, ctx, rng));
  return { svg: out.join(''), body };
}
