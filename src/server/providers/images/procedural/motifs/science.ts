import { circle, ellipse, mirrorX, polyline, smooth, type Pt } from '../paths';
import type { Motif, Part } from './types';

/**
 * Two strands twisting about x = 50 between y0 and y1: the back strand, the rungs, the front strand,
 * then the back strand's pieces that pass in front.
 */
function helix(y0: number, y1: number, amp: (y: number) => number, turns: number, w: number, rungs: boolean): Part[] {
  const steps = 90;
  const at = (i: number, phase: number): Pt => {
    const y = y0 + ((y1 - y0) * i) / steps;
    const t = ((y - y0) / (y1 - y0)) * turns * Math.PI * 2 + phase;
    return [50 + amp(y) * Math.sin(t), y];
  };
  const front = (i: number, phase: number) => Math.cos(((i / steps) * turns * Math.PI * 2) + phase) > 0;
  const a = Array.from({ length: steps + 1 }, (_, i) => at(i, 0));
  const b = Array.from({ length: steps + 1 }, (_, i) => at(i, Math.PI));
  const parts: Part[] = [];
  if (rungs) {
    const count = Math.round(turns * 9);
    for (let r = 1; r < count; r++) {
      const i = Math.round((r / count) * steps);
      parts.push({ kind: 'wire', d: polyline([a[i], b[i]]), w: w * 0.4 });
    }
  }
  parts.push({ kind: 'wire', d: smooth(b), w });
  parts.push({ kind: 'wire', d: smooth(a), w });
  // Where b is in front, draw it again over a.
  let run: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    if (front(i, Math.PI)) run.push(b[i]);
    else if (run.length) {
      if (run.length > 2) parts.push({ kind: 'wire', d: smooth(run), w });
      run = [];
    }
  }
  if (run.length > 2) parts.push({ kind: 'wire', d: smooth(run), w });
  return parts;
}

const dna: Motif = {
  id: 'dna',
  title: 'DNA Helix',
  noun: 'a DNA double helix',
  subjects: ['dna'],
  coverage: 0.28,
  draw: (rng) => helix(6, 94, () => 20, rng.pick([1.5, 2]), 4.6, true),
};

const heartbeat: Motif = {
  id: 'heartbeat',
  title: 'Heartbeat',
  noun: 'a heartbeat line',
  subjects: ['heartbeat', 'cardiogram'],
  coverage: 0.16,
  draw: () => [
    { kind: 'wire', d: polyline([[4, 56], [26, 56], [31, 47], [36, 56], [42, 56], [49, 18], [58, 86], [65, 48], [69, 56], [96, 56]]), w: 4.6 },
    { kind: 'fill', d: circle(4, 56, 3.6) },
    { kind: 'fill', d: circle(96, 56, 3.6) },
  ],
};

const caduceus: Motif = {
  id: 'caduceus',
  title: 'Caduceus',
  noun: 'a caduceus',
  subjects: ['caduceus'],
  coverage: 0.35,
  draw: () => {
    const wing =
      'M 47 27 C 38 17, 24 12, 6 15 C 11 19, 15 21, 18 23 C 12 24, 8 26, 6 30 C 13 31, 19 31, 23 31 C 18 34, 15 37, 13 41 C 26 41, 39 36, 47 32 Z';
    const parts: Part[] = [
      { kind: 'wire', d: 'M 50 16 L 50 96', w: 4.4 },
      { kind: 'fill', d: wing },
      { kind: 'fill', d: mirrorX(wing) },
      { kind: 'groove', d: 'M 44 26 C 34 21, 24 19, 14 19 M 42 30 C 33 28, 24 27, 16 28 M 40 33 C 33 34, 26 36, 20 38', w: 1 },
      { kind: 'groove', d: mirrorX('M 44 26 C 34 21, 24 19, 14 19 M 42 30 C 33 28, 24 27, 16 28 M 40 33 C 33 34, 26 36, 20 38'), w: 1 },
      { kind: 'fill', d: circle(50, 12, 5.5) },
      ...helix(42, 90, (y) => 15 - (y - 42) * 0.16, 1.5, 4, false),
      { kind: 'fill', d: ellipse(38.5, 39, 5.5, 3.6, 15) },
      { kind: 'fill', d: ellipse(61.5, 39, 5.5, 3.6, -15) },
    ];
    return parts;
  },
};

const atom: Motif = {
  id: 'atom',
  title: 'Atom',
  noun: 'an atom with three orbits',
  subjects: ['atom'],
  coverage: 0.25,
  draw: () => {
    const parts: Part[] = [0, 60, 120].map((deg) => ({ kind: 'wire', d: ellipse(50, 50, 43, 15.5, deg), w: 3.2 }) as Part);
    parts.push({ kind: 'fill', d: circle(50, 50, 8.5) });
    for (const deg of [0, 60, 120]) {
      const a = (deg * Math.PI) / 180;
      const x = 43 * Math.cos(0.9);
      const y = 15.5 * Math.sin(0.9);
      parts.push({ kind: 'fill', d: circle(50 + x * Math.cos(a) - y * Math.sin(a), 50 + x * Math.sin(a) + y * Math.cos(a), 3.8) });
    }
    return parts;
  },
};

export const scienceMotifs: Motif[] = [dna, heartbeat, caduceus, atom];
