import { circle, ellipse, mirrorX, polygon, radial, rotate, scaleAbout, smooth, type Pt } from '../paths';
import type { Motif, Part, PathPart } from './types';

export const HEART = 'M 50 88 C 30 74, 10 58, 10 36 C 10 20, 22 10, 34 10 C 42 10, 47 15, 50 22 C 53 15, 58 10, 66 10 C 78 10, 90 20, 90 36 C 90 58, 70 74, 50 88 Z';

const heart: Motif = {
  id: 'heart',
  title: 'Heart',
  noun: 'a puffed heart',
  subjects: ['heart'],
  nest: { x: 50, y: 46, s: 0.52 },
  coverage: 0.55,
  draw: (rng) => {
    const parts: Part[] = [{ kind: 'fill', d: HEART }];
    if (rng.chance(0.5)) parts.push({ kind: 'groove', d: scaleAbout(HEART, 0.84, 50, 47), w: 1.3 });
    return parts;
  },
};

const infinity: Motif = {
  id: 'infinity',
  title: 'Infinity',
  noun: 'an infinity loop',
  subjects: ['infinity'],
  coverage: 0.22,
  draw: () => [
    { kind: 'wire', d: 'M 50 50 C 38 34, 12 32, 10 50 C 8 68, 38 66, 50 50', w: 7 },
    { kind: 'wire', d: 'M 50 50 C 62 34, 88 32, 90 50 C 92 68, 62 66, 50 50', w: 7 },
    { kind: 'wire', d: 'M 43 58.5 C 46 56, 48.5 53, 50 50 C 51.5 47, 54 44, 57 41.5', w: 7 },
  ],
};

/** Sampled points of a circle between two angles (degrees). */
function arcPts(cx: number, cy: number, r: number, a0: number, a1: number, n = 24): Pt[] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = ((a0 + ((a1 - a0) * i) / n) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as Pt;
  });
}

function brilliant(cx: number, cy: number, w: number): Part[] {
  // A brilliant-cut stone seen from the side: crown facets above the girdle, pavilion below.
  const s = w / 76;
  const P = (x: number, y: number): Pt => [cx + (x - 50) * s, cy + (y - 50) * s];
  const T1 = P(32, 30), T2 = P(68, 30), G1 = P(12, 46), G2 = P(88, 46), M1 = P(31, 46), M2 = P(50, 46), M3 = P(69, 46), C = P(50, 92);
  return [
    { kind: 'facet', d: polygon([T1, T2, G2, C, G1]), tone: 0.5, gem: true },
    { kind: 'facet', d: polygon([G1, T1, M1]), tone: 0.95, gem: true },
    { kind: 'facet', d: polygon([T1, M2, M1]), tone: 0.7, gem: true },
    { kind: 'facet', d: polygon([T1, T2, M2]), tone: 1, gem: true },
    { kind: 'facet', d: polygon([T2, M3, M2]), tone: 0.55, gem: true },
    { kind: 'facet', d: polygon([T2, G2, M3]), tone: 0.35, gem: true },
    { kind: 'facet', d: polygon([G1, M1, C]), tone: 0.8, gem: true },
    { kind: 'facet', d: polygon([M1, M2, C]), tone: 0.45, gem: true },
    { kind: 'facet', d: polygon([M2, M3, C]), tone: 0.9, gem: true },
    { kind: 'facet', d: polygon([M3, G2, C]), tone: 0.2, gem: true },
  ];
}

const rings: Motif = {
  id: 'rings',
  title: 'Wedding Rings',
  noun: 'a pair of interlocked wedding rings',
  subjects: ['wedding ring'],
  coverage: 0.3,
  draw: () => {
    const w = 6.5;
    const r = 23;
    const a: Pt = [38, 58];
    const b: Pt = [62, 52];
    return [
      { kind: 'wire', d: smooth(arcPts(a[0], a[1], r, 0, 360, 36), true), w },
      { kind: 'wire', d: smooth(arcPts(b[0], b[1], r, 0, 360, 36), true), w },
      { kind: 'wire', d: smooth(arcPts(a[0], a[1], r, -40, 10, 10)), w },
      { kind: 'fill', d: polygon([[57, 30], [67, 30], [66, 24], [58, 24]]) },
      ...brilliant(62, 18, 16),
    ];
  },
};

const gem: Motif = {
  id: 'gem',
  title: 'Brilliant',
  noun: 'a brilliant-cut stone',
  subjects: ['gem'],
  coverage: 0.3,
  draw: () => {
    const parts: Part[] = [];
    // Four claws holding the stone.
    for (const x of [20, 38, 62, 80]) parts.push({ kind: 'wire', d: `M ${x} ${x === 20 || x === 80 ? 44 : 40} L ${50 + (x - 50) * 0.6} 76`, w: 3.2 });
    parts.push(...brilliant(50, 46, 72));
    for (const x of [20, 80]) parts.push({ kind: 'fill', d: circle(x, 40, 3) });
    return parts;
  },
};

const key: Motif = {
  id: 'key',
  title: 'Key',
  noun: 'a vintage key',
  subjects: ['key'],
  coverage: 0.25,
  draw: (rng) => {
    const tilt = rng.range(-30, -18);
    const bow: PathPart[] = [
      { kind: 'wire', d: circle(50, 21, 14), w: 5 },
      { kind: 'wire', d: 'M 50 12 C 44 16, 44 26, 50 30 C 56 26, 56 16, 50 12 Z', w: 2 },
      { kind: 'wire', d: 'M 41 21 C 45 15, 55 15, 59 21 C 55 27, 45 27, 41 21 Z', w: 2 },
    ];
    const shaft = 'M 47 35 L 53 35 L 53 90 L 47 90 Z';
    const bit = 'M 53 70 L 66 70 L 66 76 L 61 76 L 61 80 L 66 80 L 66 88 L 53 88 Z';
    const parts: PathPart[] = [
      ...bow,
      { kind: 'fill', d: shaft },
      { kind: 'fill', d: bit },
      { kind: 'fill', d: 'M 44 36 L 56 36 L 56 41 L 44 41 Z' },
      { kind: 'fill', d: 'M 45 47 L 55 47 L 55 50 L 45 50 Z' },
      { kind: 'groove', d: 'M 50 52 L 50 86', w: 1 },
    ];
    return parts.map((p) => ({ ...p, d: rotate(p.d, tilt) }));
  },
};

const crown: Motif = {
  id: 'crown',
  title: 'Crown',
  noun: 'a jewelled crown',
  subjects: ['crown'],
  coverage: 0.4,
  draw: () => [
    { kind: 'fill', d: 'M 20 66 L 13 28 L 33 47 L 50 18 L 67 47 L 87 28 L 80 66 Z' },
    { kind: 'facet', d: polygon([[50, 18], [33, 47], [50, 60]]), tone: 0.85 },
    { kind: 'facet', d: polygon([[50, 18], [67, 47], [50, 60]]), tone: 0.45 },
    { kind: 'fill', d: 'M 18 64 L 82 64 C 84 64, 84 78, 82 78 L 18 78 C 16 78, 16 64, 18 64 Z' },
    { kind: 'fill', d: circle(13, 25, 4.6) },
    { kind: 'fill', d: circle(50, 14, 5) },
    { kind: 'fill', d: circle(87, 25, 4.6) },
    ...[30, 50, 70].flatMap((x) => brilliantDot(x, 71, 4)),
  ],
};

function brilliantDot(cx: number, cy: number, r: number): Part[] {
  return [
    { kind: 'facet', d: circle(cx, cy, r), tone: 0.4, gem: true },
    { kind: 'facet', d: polygon([[cx - r * 0.7, cy - r * 0.7], [cx + r * 0.2, cy - r * 0.9], [cx - r * 0.1, cy]]), tone: 1, gem: true },
  ];
}

const horseshoe: Motif = {
  id: 'horseshoe',
  title: 'Horseshoe',
  noun: 'a lucky horseshoe',
  subjects: ['horseshoe'],
  coverage: 0.35,
  draw: () => {
    const outer = 'M 22 16 C 8 38, 10 80, 50 88 C 90 80, 92 38, 78 16 L 63 20 C 72 40, 72 68, 50 71 C 28 68, 28 40, 37 20 Z';
    const parts: Part[] = [{ kind: 'fill', d: outer }, { kind: 'groove', d: 'M 24 24 C 16 44, 20 74, 50 80 C 80 74, 84 44, 76 24', w: 1.2 }];
    for (const [x, y] of [[23, 36], [22, 52], [28, 66], [40, 76]] as Pt[]) {
      parts.push({ kind: 'dot', d: ellipse(x, y, 1.6, 2.6, 20) });
      parts.push({ kind: 'dot', d: ellipse(100 - x, y, 1.6, 2.6, -20) });
    }
    return parts;
  },
};

const anchor: Motif = {
  id: 'anchor',
  title: 'Anchor',
  noun: 'a ship’s anchor',
  subjects: ['anchor'],
  coverage: 0.28,
  draw: () => [
    { kind: 'wire', d: circle(50, 13, 7), w: 4.2 },
    { kind: 'wire', d: 'M 17 60 C 20 77, 34 87, 50 87 C 66 87, 80 77, 83 60', w: 6 },
    { kind: 'fill', d: 'M 46.5 20 L 53.5 20 L 54 84 C 54 88, 46 88, 46 84 Z' },
    { kind: 'fill', d: 'M 30 27 L 70 27 C 73 27, 73 34, 70 34 L 30 34 C 27 34, 27 27, 30 27 Z' },
    { kind: 'fill', d: circle(28, 30.5, 4) },
    { kind: 'fill', d: circle(72, 30.5, 4) },
    { kind: 'fill', d: 'M 17 50 L 9 64 L 18 62 L 24 68 Z' },
    { kind: 'fill', d: mirrorX('M 17 50 L 9 64 L 18 62 L 24 68 Z') },
    { kind: 'groove', d: 'M 50 38 L 50 80', w: 1 },
  ],
};

function crossParts(): Part[] {
  const c: Pt[] = [[43, 6], [57, 6], [57, 27], [79, 27], [79, 41], [57, 41], [57, 94], [43, 94], [43, 41], [21, 41], [21, 27], [43, 27]];
  const parts: Part[] = [{ kind: 'fill', d: polygon(c) }];
  // A pyramid cut: each arm is two faces meeting on a central ridge.
  parts.push({ kind: 'facet', d: polygon([[43, 6], [50, 9], [50, 34], [43, 27]]), tone: 0.9 });
  parts.push({ kind: 'facet', d: polygon([[57, 6], [50, 9], [50, 34], [57, 27]]), tone: 0.45 });
  parts.push({ kind: 'facet', d: polygon([[43, 94], [50, 91], [50, 34], [43, 41]]), tone: 0.78 });
  parts.push({ kind: 'facet', d: polygon([[57, 94], [50, 91], [50, 34], [57, 41]]), tone: 0.32 });
  parts.push({ kind: 'facet', d: polygon([[21, 27], [24, 34], [50, 34], [43, 27]]), tone: 0.95 });
  parts.push({ kind: 'facet', d: polygon([[21, 41], [24, 34], [50, 34], [43, 41]]), tone: 0.5 });
  parts.push({ kind: 'facet', d: polygon([[79, 27], [76, 34], [50, 34], [57, 27]]), tone: 0.62 });
  parts.push({ kind: 'facet', d: polygon([[79, 41], [76, 34], [50, 34], [57, 41]]), tone: 0.28 });
  return parts;
}

const cross: Motif = {
  id: 'cross',
  title: 'Cross',
  noun: 'a faceted cross',
  subjects: ['cross'],
  coverage: 0.3,
  draw: crossParts,
};

const celticCross: Motif = {
  id: 'celtic-cross',
  title: 'Celtic Cross',
  noun: 'a Celtic cross',
  subjects: ['celtic cross'],
  coverage: 0.36,
  draw: () => {
    const knot = radial('M 50 34 C 44 28, 44 18, 50 12 C 56 18, 56 28, 50 34', 4, 50, 34);
    return [
      { kind: 'wire', d: smooth(arcPts(50, 34, 19, 0, 360, 36), true), w: 5 },
      ...crossParts(),
      ...knot.map((d) => ({ kind: 'groove', d, w: 1.1 }) as Part),
      { kind: 'fill', d: circle(50, 34, 4) },
    ];
  },
};

const triquetra: Motif = {
  id: 'triquetra',
  title: 'Trinity Knot',
  noun: 'a Celtic trinity knot',
  subjects: ['triquetra'],
  coverage: 0.3,
  draw: () => {
    const lobe = 'M 50 58 C 33 48, 33 22, 50 8 C 67 22, 67 48, 50 58';
    const lobes = radial(lobe, 3, 50, 52);
    return [
      { kind: 'wire', d: smooth(arcPts(50, 52, 21, 0, 360, 36), true), w: 4.2 },
      ...lobes.map((d) => ({ kind: 'wire', d, w: 5 }) as Part),
      { kind: 'wire', d: smooth(arcPts(50, 52, 21, 200, 235, 6)), w: 4.2 },
      { kind: 'wire', d: smooth(arcPts(50, 52, 21, 320, 355, 6)), w: 4.2 },
      { kind: 'wire', d: smooth(arcPts(50, 52, 21, 80, 115, 6)), w: 4.2 },
    ];
  },
};

export const symbolMotifs: Motif[] = [heart, infinity, rings, gem, key, crown, horseshoe, anchor, cross, celticCross, triquetra];
