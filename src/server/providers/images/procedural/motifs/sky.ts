import { circle, polygon, radial, rotate, smooth, starPoints, type Pt } from '../paths';
import { litTone } from '../render';
import type { Motif, Part } from './types';

/** A faceted star: every point is two cut faces, the one facing the light brighter. */
export function facetedStar(cx: number, cy: number, outer: number, inner: number, n: number, rot = -90): Part[] {
  const pts = starPoints(cx, cy, outer, inner, n, rot);
  const parts: Part[] = [{ kind: 'fill', d: polygon(pts) }];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    const mid = (rot + (180 / n) * (i + 0.5)) % 360;
    parts.push({ kind: 'facet', d: polygon([[cx, cy], a, b]), tone: litTone(mid, 0.55, 0.42) });
  }
  return parts;
}

/** Points of a crescent: the outer circle's arc outside the inner circle, back along the inner arc. */
function crescentPoints(c1: Pt, r1: number, c2: Pt, r2: number, steps = 28): Pt[] {
  const pts: Pt[] = [];
  const inside = (p: Pt, c: Pt, r: number) => Math.hypot(p[0] - c[0], p[1] - c[1]) < r;
  const ang = (c: Pt, r: number, a: number): Pt => [c[0] + r * Math.cos(a), c[1] + r * Math.sin(a)];
  // Outer arc: the angles not covered by the inner circle.
  const outer: Pt[] = [];
  for (let i = 0; i < 720; i++) {
    const p = ang(c1, r1, (i / 720) * 2 * Math.PI);
    outer.push(p);
  }
  const firstOut = outer.findIndex((p, i) => !inside(p, c2, r2) && inside(outer[(i + 719) % 720], c2, r2));
  const arc: Pt[] = [];
  for (let j = 0; j < 720; j++) {
    const p = outer[(firstOut + j) % 720];
    if (inside(p, c2, r2)) break;
    arc.push(p);
  }
  const step = Math.max(1, Math.floor(arc.length / steps));
  for (let j = 0; j < arc.length; j += step) pts.push(arc[j]);
  pts.push(arc[arc.length - 1]);
  // Inner arc back, from the end of the outer arc to its start, inside c1.
  const end = arc[arc.length - 1];
  const start = arc[0];
  let a0 = Math.atan2(end[1] - c2[1], end[0] - c2[0]);
  let a1 = Math.atan2(start[1] - c2[1], start[0] - c2[0]);
  // Go the way that stays inside the outer circle.
  const midA = (a0 + a1) / 2;
  if (!inside(ang(c2, r2, midA), c1, r1)) a1 += a1 < a0 ? 2 * Math.PI : -2 * Math.PI;
  if (!inside(ang(c2, r2, (a0 + a1) / 2), c1, r1)) {
    a0 = Math.atan2(end[1] - c2[1], end[0] - c2[0]);
    a1 = Math.atan2(start[1] - c2[1], start[0] - c2[0]);
  }
  for (let i = 1; i < steps; i++) pts.push(ang(c2, r2, a0 + ((a1 - a0) * i) / steps));
  return pts;
}

const star: Motif = {
  id: 'star',
  title: 'Star',
  noun: 'a faceted star',
  subjects: ['star'],
  coverage: 0.3,
  draw: (rng) => {
    const n = rng.pick([5, 5, 5, 6]);
    return facetedStar(50, n === 5 ? 53 : 50, 46, n === 5 ? 19 : 22, n);
  },
};

const moon: Motif = {
  id: 'moon',
  title: 'Crescent Moon',
  noun: 'a crescent moon',
  subjects: ['moon'],
  nest: { x: 62, y: 50, s: 0.5 },
  coverage: 0.3,
  draw: (rng) => {
    const tilt = rng.range(-12, 12);
    const pts = crescentPoints([50, 50], 42, [68, 44], 35);
    const d = rotate(smooth(pts, true, 0.9), tilt);
    const inner = crescentPoints([50, 50], 36, [68, 44], 35);
    const groove = rotate(smooth(inner.slice(0, Math.floor(inner.length / 2) + 4), false), tilt);
    return [
      { kind: 'fill', d },
      { kind: 'groove', d: groove, w: 1.4 },
      { kind: 'dot', d: rotate(circle(24, 58, 2.4), tilt) },
      { kind: 'dot', d: rotate(circle(30, 72, 1.6), tilt) },
    ];
  },
};

const sun: Motif = {
  id: 'sun',
  title: 'Sun',
  noun: 'a radiant sun',
  subjects: ['sun'],
  coverage: 0.4,
  draw: (rng) => {
    const n = rng.pick([12, 16]);
    const parts: Part[] = [];
    const longRay = polygon([[50, 4], [54.2, 30], [45.8, 30]]);
    const shortRay = polygon([[50, 14], [53, 30], [47, 30]]);
    radial(longRay, n / 2, 50, 50).forEach((d, i) => {
      parts.push({ kind: 'fill', d });
      const a = (360 / (n / 2)) * i - 90;
      parts.push({ kind: 'facet', d: rotate(polygon([[50, 4], [50, 30], [45.8, 30]]), a + 90), tone: litTone(a - 20) });
      parts.push({ kind: 'facet', d: rotate(polygon([[50, 4], [54.2, 30], [50, 30]]), a + 90), tone: litTone(a + 20) });
    });
    radial(shortRay, n / 2, 50, 50, 360 / n).forEach((d) => parts.push({ kind: 'fill', d }));
    parts.push({ kind: 'fill', d: circle(50, 50, 21) });
    parts.push({ kind: 'groove', d: circle(50, 50, 15.5), w: 1.5 });
    parts.push({ kind: 'fill', d: circle(50, 50, 9) });
    return parts;
  },
};

const snowflake: Motif = {
  id: 'snowflake',
  title: 'Snowflake',
  noun: 'a six-armed snowflake',
  subjects: ['snowflake'],
  coverage: 0.22,
  draw: (rng) => {
    const branchy = rng.chance(0.5);
    const arm = `M 50 50 L 50 9 M 50 ${branchy ? 34 : 30} L 39 ${branchy ? 25 : 20} M 50 ${branchy ? 34 : 30} L 61 ${branchy ? 25 : 20} M 50 20 L 43 13 M 50 20 L 57 13`;
    const parts: Part[] = radial(arm, 6).map((d) => ({ kind: 'wire', d, w: 4.2 }) as Part);
    radial(polygon([[50, 3], [53.5, 9], [50, 15], [46.5, 9]]), 6).forEach((d) => parts.push({ kind: 'fill', d }));
    parts.push({ kind: 'fill', d: polygon(starPoints(50, 50, 12, 7, 6)) });
    parts.push(...facetedStar(50, 50, 9, 4.5, 6));
    return parts;
  },
};

const lightning: Motif = {
  id: 'lightning',
  title: 'Lightning Bolt',
  noun: 'a lightning bolt',
  subjects: ['lightning'],
  coverage: 0.25,
  draw: () => {
    const A: Pt = [62, 4], B: Pt = [22, 54], C: Pt = [46, 54], D: Pt = [34, 96], E: Pt = [80, 40], F: Pt = [56, 40], G: Pt = [74, 4];
    return [
      { kind: 'fill', d: polygon([A, B, C, D, E, F, G]) },
      { kind: 'facet', d: polygon([A, B, C]), tone: 0.88 },
      { kind: 'facet', d: polygon([A, C, F, G]), tone: 0.45 },
      { kind: 'facet', d: polygon([C, D, F]), tone: 0.78 },
      { kind: 'facet', d: polygon([F, D, E]), tone: 0.35 },
    ];
  },
};

const compass: Motif = {
  id: 'compass',
  title: 'Compass Rose',
  noun: 'a compass rose',
  subjects: ['compass'],
  nest: { x: 50, y: 50, s: 0.42 },
  coverage: 0.3,
  draw: () => {
    const parts: Part[] = [{ kind: 'wire', d: circle(50, 50, 33), w: 2.6 }];
    parts.push({ kind: 'groove', d: circle(50, 50, 38), w: 1.2 });
    for (const [len, off, inner] of [[31, 45, 6], [46, 0, 8]] as const) {
      for (let i = 0; i < 4; i++) {
        const a = off + 90 * i - 90;
        const rad = (x: number) => (x * Math.PI) / 180;
        const tip: Pt = [50 + len * Math.cos(rad(a)), 50 + len * Math.sin(rad(a))];
        const l: Pt = [50 + inner * Math.cos(rad(a - 45)), 50 + inner * Math.sin(rad(a - 45))];
        const r: Pt = [50 + inner * Math.cos(rad(a + 45)), 50 + inner * Math.sin(rad(a + 45))];
        parts.push({ kind: 'fill', d: polygon([tip, r, [50, 50], l]) });
        parts.push({ kind: 'facet', d: polygon([tip, [50, 50], l]), tone: litTone(a - 30, 0.6, 0.38) });
        parts.push({ kind: 'facet', d: polygon([tip, r, [50, 50]]), tone: litTone(a + 30, 0.5, 0.38) });
      }
    }
    parts.push({ kind: 'fill', d: circle(50, 50, 3.2) });
    return parts;
  },
};

export const skyMotifs: Motif[] = [star, moon, sun, snowflake, lightning, compass];
