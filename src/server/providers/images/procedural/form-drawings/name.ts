import { chain, hang } from '../forms';
import { circle, f, mapPoints, type Pt } from '../paths';
import { drawParts } from '../render';
import { recordParts } from '../shape';
import { blockCapitals, layoutScript } from '../script-alphabet';
import type { Body } from '../styles';
import type { DrawForm } from './types';

// The name pendant (issue 23, point 2): the name itself, in joined script (script-alphabet.ts), is the
// piece: one continuous round wire, thick like the letter pendant's, a small jump ring at each end to
// the chain. A name in capitals stands in block letters on a baseline bar. A subject the words ask for
// ('a little heart at the end') sits at the end of the name, touching its last stroke; a second one
// at its start.

/** The wire's thickness and a subject's side, in script units (a small letter is 4.6 tall). */
const WIRE = 0.95;
const SUBJECT = 7.4;
/** Millimetres a script unit stands for: a capital is about 8 mm tall, 'Sophia' about 30 mm long. */
const MM_PER_UNIT = 0.85;

export const drawName: DrawForm = ({ motifs, engraving, paints, rng, ctx }) => {
  const text = engraving ?? 'Name';
  const layout = layoutScript(text);
  const block = blockCapitals(text);
  const xs = layout.points.map((p) => p[0]);
  const ys = layout.points.map((p) => p[1]);
  let [x0, x1] = [Math.min(...xs) - WIRE, Math.max(...xs) + WIRE];
  const [y0, y1] = [Math.min(...ys) - WIRE, Math.max(...ys) + WIRE];
  // Subjects: the first at the end of the name, the next at its start, each touching the wire.
  const subjects = motifs.filter((m) => m.id !== 'monogram').slice(0, 2);
  const slots: { x: number; y: number }[] = [];
  let [left, right]: [Pt, Pt] = [layout.left, layout.right];
  if (subjects[0]) {
    const slot = { x: layout.right[0] + SUBJECT / 2 - 0.6, y: layout.right[1] - (block ? SUBJECT / 2 : 0.4) };
    slots.push(slot);
    x1 = Math.max(x1, slot.x + SUBJECT / 2);
    right = [slot.x + SUBJECT / 2 - 0.4, slot.y];
  }
  if (subjects[1]) {
    const slot = { x: layout.left[0] - SUBJECT / 2 + 0.6, y: layout.left[1] };
    slots.push(slot);
    x0 = Math.min(x0, slot.x - SUBJECT / 2);
    left = [slot.x - SUBJECT / 2 + 0.4, slot.y];
  }
  const s = Math.min(420 / (x1 - x0 + 3), 190 / (y1 - y0), 15);
  const cx = 256 - ((x0 + x1) / 2) * s;
  const cy = 300 - ((y0 + y1) / 2) * s;
  const at = (x: number, y: number): Pt => [cx + x * s, cy + y * s];
  const w = WIRE * s;
  const paint = paints.relief[0];
  const main = mapPoints(layout.main, at);
  const marks = layout.marks.map((d) => mapPoints(d, at));
  const wires = [main, ...marks];

  // The rings at both ends, and the chain from each up to the neck.
  const ringR = Math.max(7, 0.85 * s);
  const [lx, ly] = at(...left);
  const [rx, ry] = at(...right);
  const rings = [[lx - ringR * 0.8, ly], [rx + ringR * 0.8, ry]] as const;
  const y = Math.min(ly, ry);
  const chains = [
    chain(hang([-10, Math.max(20, y - 230)], [rings[0][0] - ringR, rings[0][1]], [rings[0][0] - 30, rings[0][1] - 60]), paints.rim),
    chain(hang([rings[1][0] + ringR, rings[1][1]], [522, Math.max(20, y - 230)], [rings[1][0] + 30, rings[1][1] - 60]), paints.rim),
  ];
  const shadow = wires
    .map((d) => `<path d="${d}" fill="none" stroke="#4a3a22" stroke-opacity="0.08" stroke-width="${f(w + 7)}" stroke-linecap="round" stroke-linejoin="round" transform="translate(4 8)"/>`)
    .join('');
  const extras = subjects.map((m, i) => {
    const side = SUBJECT * s;
    const unit = side / 100;
    const [sx, sy] = at(slots[i].x, slots[i].y);
    const transform = `translate(${f(sx - side / 2)} ${f(sy - side / 2)}) scale(${f(unit)})`;
    const parts = m.draw(rng);
    recordParts(ctx.shape, parts, unit, transform, 'solids');
    return `<g transform="${transform}">${drawParts(parts, paints.relief[(i + 1) % paints.relief.length], ctx, unit)}</g>`;
  });
  recordParts(ctx.shape, [{ kind: 'wire', d: wires.join(' '), w }], 1, null, 'solids');
  for (const [x, yy] of rings) ctx.shape?.shape.flatRings.push({ x, y: yy, r: ringR, w: ringR * 0.34 });
  const ringSvg = rings.map(([x, yy]) => drawParts([{ kind: 'wire', d: circle(x, yy, ringR), w: ringR * 0.34 }], paints.rim, ctx, 1));

  const [bx0, by0] = at(x0, y0);
  const [bx1, by1] = at(x1, y1);
  const centre: Pt = slots[0] ? at(slots[0].x, slots[0].y) : [(bx0 + bx1) / 2, (by0 + by1) / 2];
  const body: Body = {
    outer: main, solidRim: true, field: null, centre, radius: (SUBJECT / 2) * s, decor: [], top: by0,
    width: bx1 - bx0, height: by1 - by0, area: layout.length * s * w, noun: block ? 'in block capitals standing on a baseline bar' : 'written as one wire in joined script',
  };
  // The piece is measured by R: a script unit stands for MM_PER_UNIT, and measure.ts reads about 19 mm as 2 R.
  const R = (19 * s) / (2 * MM_PER_UNIT);
  return {
    svg: [...chains, ...ringSvg, shadow, drawParts([{ kind: 'wire', d: wires.join(' '), w }], paint, ctx, 1), ...extras],
    body, R, bailPx: 0,
    formNoun: 'Name Necklace',
    formPhrase: 'name necklace on a fine cable chain',
  };
};
