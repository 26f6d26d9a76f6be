import { circle, mapPoints, polygon, radial, rotate, scaleAbout, smooth, translate, type Pt } from '../paths';
import type { Motif, Part } from './types';

const LEAF = 'M 50 92 C 24 74, 18 36, 50 8 C 82 36, 76 74, 50 92 Z';

function leafParts(tilt: number, veins = 5): Part[] {
  const parts: Part[] = [{ kind: 'fill', d: rotate(LEAF, tilt) }];
  parts.push({ kind: 'groove', d: rotate('M 50 86 C 49 62, 49 38, 50 16', tilt), w: 1.8 });
  let v = '';
  for (let i = 0; i < veins; i++) {
    const y = 76 - i * 11;
    const spread = 18 - Math.abs(i - 2) * 3;
    v += ` M 49.6 ${y} Q ${50 - spread * 0.6} ${y - 4} ${50 - spread} ${y - 11} M 50.4 ${y} Q ${50 + spread * 0.6} ${y - 4} ${50 + spread} ${y - 11}`;
  }
  parts.push({ kind: 'groove', d: rotate(v.trim(), tilt), w: 1.1 });
  return parts;
}

const leaf: Motif = {
  id: 'leaf',
  title: 'Leaf',
  noun: 'a veined leaf',
  subjects: ['leaf'],
  coverage: 0.32,
  draw: (rng) => leafParts(rng.range(18, 34)),
};

/** A small leaf at (x, y) pointing at `deg`, `size` long. */
function smallLeaf(x: number, y: number, deg: number, size: number): string {
  const d = 'M 0 0 C 3 -3, 8 -3.4, 12 0 C 8 3.4, 3 3, 0 0 Z';
  const s = size / 12;
  const a = (deg * Math.PI) / 180;
  return mapPoints(d, (px, py) => [x + s * (px * Math.cos(a) - py * Math.sin(a)), y + s * (px * Math.sin(a) + py * Math.cos(a))]);
}

const tree: Motif = {
  id: 'tree',
  title: 'Tree of Life',
  noun: 'a tree of life',
  subjects: ['tree'],
  coverage: 0.42,
  draw: (rng) => {
    const parts: Part[] = [];
    const trunk = 'M 44 84 C 46 74, 47 66, 45 56 L 55 56 C 53 66, 54 74, 56 84 Z';
    const ends: Pt[] = [];
    const branches: string[] = [];
    const count = 7;
    for (let i = 0; i < count; i++) {
      const a = (-165 + (150 / (count - 1)) * i) * (Math.PI / 180);
      const r = 30 + (i % 2) * 4;
      const end: Pt = [50 + r * Math.cos(a), 44 + r * Math.sin(a) * 0.95];
      ends.push(end);
      const mid: Pt = [50 + r * 0.45 * Math.cos(a) * 0.7, 50 + r * 0.45 * Math.sin(a)];
      branches.push(smooth([[50, 58], mid, end]));
    }
    const roots = ['M 47 82 C 40 88, 30 88, 22 92', 'M 49 84 C 46 90, 42 93, 38 95', 'M 51 84 C 54 90, 58 93, 62 95', 'M 53 82 C 60 88, 70 88, 78 92'];
    roots.forEach((d) => parts.push({ kind: 'wire', d, w: 2.8 }));
    branches.forEach((d) => parts.push({ kind: 'wire', d, w: 3 }));
    parts.push({ kind: 'fill', d: trunk });
    parts.push({ kind: 'groove', d: 'M 49 80 C 50 72, 50 66, 49 59 M 52.5 78 C 52 72, 52.5 68, 52 62', w: 0.9 });
    const jitter = rng.range(-10, 10);
    ends.forEach(([x, y], i) => {
      const out = (Math.atan2(y - 50, x - 50) * 180) / Math.PI;
      for (const da of [-48, 0, 48]) parts.push({ kind: 'fill', d: smallLeaf(x, y, out + da + jitter * (i % 2 ? 1 : -1) * 0.3, 10) });
    });
    const inner: Pt[] = [[36, 34], [50, 24], [64, 34], [42, 44], [58, 44], [50, 36]];
    inner.forEach(([x, y], i) => parts.push({ kind: 'fill', d: smallLeaf(x, y, -90 + (i - 2.5) * 30, 9) }));
    return parts;
  },
};

const flower: Motif = {
  id: 'flower',
  title: 'Blossom',
  noun: 'a five-petalled blossom',
  subjects: ['flower'],
  coverage: 0.45,
  draw: (rng) => {
    const n = rng.pick([5, 6]);
    const petal = 'M 50 50 C 38 40, 35 17, 50 7 C 65 17, 62 40, 50 50 Z';
    const parts: Part[] = [];
    radial(petal, n, 50, 50, rng.range(-10, 10)).forEach((d, i) => {
      parts.push({ kind: 'fill', d });
      parts.push({ kind: 'groove', d: rotate('M 50 40 C 48.5 32, 48.5 24, 50 16', (360 / n) * i), w: 1.2 });
    });
    parts.push({ kind: 'fill', d: circle(50, 50, 10.5) });
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2;
      parts.push({ kind: 'dot', d: circle(50 + 6.4 * Math.cos(a), 50 + 6.4 * Math.sin(a), 1.05) });
    }
    parts.push({ kind: 'dot', d: circle(50, 50, 1.6) });
    return parts;
  },
};

const rose: Motif = {
  id: 'rose',
  title: 'Rose',
  noun: 'a rose in bloom',
  subjects: ['rose'],
  coverage: 0.4,
  draw: (rng) => {
    const cx = 50;
    const cy = 35;
    const ph = rng.range(0, Math.PI);
    const outer = smooth(Array.from({ length: 20 }, (_, i) => {
      const t = (i / 20) * Math.PI * 2;
      const r = 27 + 3.2 * Math.cos(5 * t + ph);
      return [cx + r * Math.cos(t), cy + r * Math.sin(t) * 0.92] as Pt;
    }), true);
    const middle = smooth(Array.from({ length: 16 }, (_, i) => {
      const t = (i / 16) * Math.PI * 2;
      const r = 18 + 2.4 * Math.cos(4 * t + ph + 1);
      return [cx + r * Math.cos(t), cy - 1 + r * Math.sin(t) * 0.9] as Pt;
    }), true);
    const spiral: Pt[] = [];
    for (let i = 0; i <= 34; i++) {
      const t = i * 0.42;
      const r = 1.2 + t * 1.05;
      spiral.push([cx + r * Math.cos(t + ph), cy - 2 + r * Math.sin(t + ph) * 0.9]);
    }
    const petalLines = Array.from({ length: 5 }, (_, i) => {
      const t = (i / 5) * Math.PI * 2 + ph + 0.6;
      return `M ${cx + 19 * Math.cos(t)} ${cy + 17 * Math.sin(t)} Q ${cx + 25 * Math.cos(t + 0.25)} ${cy + 23 * Math.sin(t + 0.25)} ${cx + 26 * Math.cos(t + 0.6)} ${cy + 24 * Math.sin(t + 0.6)}`;
    }).join(' ');
    const leafD = 'M 0 0 C 5 -6, 14 -7, 20 -2 C 14 4, 6 5, 0 0 Z';
    const place = (x: number, y: number, deg: number, s: number) => translate(rotate(scaleAbout(leafD, s, 0, 0), deg, 0, 0), x, y);
    return [
      { kind: 'wire', d: 'M 50 60 C 52 70, 46 80, 49 96', w: 3.6 },
      { kind: 'fill', d: polygon([[51.4, 74], [56, 72], [51.2, 78]]) },
      { kind: 'fill', d: place(49, 78, 200, 1.25) },
      { kind: 'groove', d: translate(rotate('M 1 0 L 22 -2', 200, 0, 0), 49, 78), w: 1 },
      { kind: 'fill', d: place(50, 86, -20, 1.2) },
      { kind: 'groove', d: translate(rotate('M 1 0 L 21 -2', -20, 0, 0), 50, 86), w: 1 },
      { kind: 'fill', d: outer },
      { kind: 'groove', d: petalLines, w: 1.2 },
      { kind: 'fill', d: middle },
      { kind: 'groove', d: smooth(spiral), w: 1.7 },
    ];
  },
};

const lotus: Motif = {
  id: 'lotus',
  title: 'Lotus',
  noun: 'a lotus flower',
  subjects: ['lotus'],
  coverage: 0.38,
  draw: () => {
    const petal = 'M 50 18 C 63 32, 64 56, 50 72 C 36 56, 37 32, 50 18 Z';
    const parts: Part[] = [];
    for (const [deg, s] of [[-64, 0.8], [64, 0.8], [-33, 0.92], [33, 0.92], [0, 1]] as const) {
      const d = rotate(scaleAbout(petal, s, 50, 72), deg, 50, 72);
      parts.push({ kind: 'fill', d });
      parts.push({ kind: 'groove', d: rotate(scaleAbout('M 50 66 C 48 52, 48 40, 50 28', s, 50, 72), deg, 50, 72), w: 1.1 });
    }
    parts.push({ kind: 'wire', d: 'M 16 80 C 30 76, 40 76, 50 78 C 60 80, 72 80, 84 76', w: 2.6 });
    parts.push({ kind: 'wire', d: 'M 26 88 C 38 85, 62 85, 74 88', w: 2 });
    return parts;
  },
};

const clover: Motif = {
  id: 'clover',
  title: 'Four-Leaf Clover',
  noun: 'a four-leaf clover',
  subjects: ['clover', 'shamrock'],
  coverage: 0.4,
  draw: () => {
    const heart = 'M 50 88 C 30 74, 10 58, 10 36 C 10 20, 22 10, 34 10 C 42 10, 47 15, 50 22 C 53 15, 58 10, 66 10 C 78 10, 90 20, 90 36 C 90 58, 70 74, 50 88 Z';
    const leafD = translate(scaleAbout(heart, 0.44, 50, 88), 0, -38);
    const parts: Part[] = [{ kind: 'wire', d: 'M 52 54 C 58 66, 62 78, 70 92', w: 3.4 }];
    radial(leafD, 4, 50, 50, 45).forEach((d, i) => {
      parts.push({ kind: 'fill', d });
      parts.push({ kind: 'groove', d: rotate('M 50 47 L 50 32', 45 + 90 * i), w: 1.2 });
    });
    parts.push({ kind: 'fill', d: circle(50, 50, 3.4) });
    return parts;
  },
};

const wave: Motif = {
  id: 'wave',
  title: 'Ocean Wave',
  noun: 'a curling ocean wave',
  subjects: ['wave'],
  coverage: 0.4,
  draw: () => {
    const body =
      'M 6 80 C 14 70, 20 50, 34 38 C 48 26, 70 22, 83 31 C 93 38, 93 52, 84 57 C 77 61, 69 57, 70 50 C 70.6 45, 76 43, 79 46 C 75 37, 61 35, 51 43 C 40 52, 40 68, 52 76 C 61 82, 76 81, 94 76 L 94 88 L 6 88 Z';
    return [
      { kind: 'fill', d: body },
      { kind: 'groove', d: 'M 13 76 C 20 62, 28 49, 40 40 C 50 33, 64 30, 74 34', w: 1.3 },
      { kind: 'groove', d: 'M 22 80 C 27 68, 33 58, 42 51', w: 1.1 },
      { kind: 'groove', d: 'M 46 82 C 60 86, 76 84, 92 80', w: 1.1 },
      { kind: 'wire', d: 'M 4 94 C 14 90, 22 90, 30 94 C 38 98, 46 98, 54 94 C 62 90, 70 90, 78 94 C 84 97, 90 97, 96 94', w: 2.6 },
      { kind: 'fill', d: circle(86, 20, 2.6) },
      { kind: 'fill', d: circle(92, 28, 1.8) },
    ];
  },
};

const mountain: Motif = {
  id: 'mountain',
  title: 'Mountain Range',
  noun: 'a snow-capped mountain range',
  subjects: ['mountain'],
  coverage: 0.45,
  draw: () => {
    const A: Pt = [4, 86], B: Pt = [28, 46], C: Pt = [39, 60], D: Pt = [59, 22], E: Pt = [79, 56], F: Pt = [86, 48], G: Pt = [97, 86];
    return [
      { kind: 'fill', d: polygon([A, B, C, D, E, F, G]) },
      { kind: 'facet', d: polygon([B, A, [30, 86], C]), tone: 0.82 },
      { kind: 'facet', d: polygon([D, C, [30, 86], [62, 86]]), tone: 0.9 },
      { kind: 'facet', d: polygon([D, [62, 86], [84, 86], E]), tone: 0.4 },
      { kind: 'facet', d: polygon([F, E, [84, 86], G]), tone: 0.5 },
      { kind: 'facet', d: polygon([D, [51, 37], [55, 34], [58, 39], [62, 33], [67, 38]]), tone: 1 },
      { kind: 'facet', d: polygon([B, [23, 55], [27, 53], [30, 56], [33, 52]]), tone: 1 },
      { kind: 'wire', d: 'M 4 88 L 97 88', w: 2.4 },
    ];
  },
};

const feather: Motif = {
  id: 'feather',
  title: 'Feather',
  noun: 'a feather',
  subjects: ['feather'],
  coverage: 0.3,
  draw: (rng) => {
    const tilt = rng.range(24, 40);
    const vane = 'M 50 5 C 64 18, 70 44, 60 70 C 57 76, 54 80, 51 82 L 49 82 C 38 74, 30 52, 35 30 C 38 18, 44 10, 50 5 Z';
    let barbs = '';
    for (let i = 0; i < 9; i++) {
      const y = 16 + i * 7;
      barbs += ` M 50 ${y + 3} Q ${58 - i * 0.2} ${y} ${63 - Math.abs(i - 3) * 0.9} ${y - 4}`;
      barbs += ` M 50 ${y + 3} Q ${42} ${y + 0.5} ${37 + Math.abs(i - 4) * 0.8} ${y - 3}`;
    }
    return [
      { kind: 'fill', d: rotate(vane, tilt) },
      { kind: 'groove', d: rotate('M 62.5 44 L 55 48 M 36.8 58 L 44 56', tilt), w: 1.6 },
      { kind: 'groove', d: rotate(barbs.trim(), tilt), w: 0.9 },
      { kind: 'wire', d: rotate('M 50 10 C 51 40, 51 66, 50 96', tilt), w: 2.4 },
    ];
  },
};

export const natureMotifs: Motif[] = [leaf, tree, flower, rose, lotus, clover, wave, mountain, feather];
