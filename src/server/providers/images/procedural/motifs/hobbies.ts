import { circle, ellipse, mirrorX, polygon, regularPolygon, rotate, type Pt } from '../paths';
import type { Motif, Part, PathPart } from './types';

const music: Motif = {
  id: 'music',
  title: 'Music Notes',
  noun: 'a pair of beamed music notes',
  subjects: ['music note'],
  coverage: 0.25,
  draw: () => [
    { kind: 'fill', d: ellipse(30, 78, 11, 7.6, -22) },
    { kind: 'fill', d: ellipse(72, 70, 11, 7.6, -22) },
    { kind: 'fill', d: 'M 37.5 76 L 41.5 76 L 41.5 27 L 37.5 27 Z' },
    { kind: 'fill', d: 'M 79.5 68 L 83.5 68 L 83.5 17 L 79.5 17 Z' },
    { kind: 'fill', d: 'M 37.5 24 L 83.5 14 L 83.5 26 L 37.5 36 Z' },
    { kind: 'groove', d: 'M 40 32 L 81 23', w: 1 },
  ],
};

function ball(parts: Part[]): Part[] {
  return [{ kind: 'fill', d: circle(50, 50, 42) }, ...parts];
}

const basketball: Motif = {
  id: 'basketball',
  title: 'Basketball',
  noun: 'a basketball',
  subjects: ['basketball'],
  coverage: 0.55,
  draw: () =>
    ball([
      { kind: 'groove', d: 'M 50 9 L 50 91 M 9 50 L 91 50', w: 2.2 },
      { kind: 'groove', d: 'M 22 19 C 36 34, 36 66, 22 81', w: 2.2 },
      { kind: 'groove', d: mirrorX('M 22 19 C 36 34, 36 66, 22 81'), w: 2.2 },
    ]),
};

const soccer: Motif = {
  id: 'soccer',
  title: 'Football',
  noun: 'a football',
  subjects: ['soccer ball'],
  coverage: 0.55,
  draw: () => {
    const parts: Part[] = [{ kind: 'facet', d: polygon(regularPolygon(50, 50, 13, 5)), tone: 0.2 }];
    const outer = regularPolygon(50, 50, 13, 5);
    for (let i = 0; i < 5; i++) {
      const a = -90 + 72 * i;
      const rad = (x: number) => (x * Math.PI) / 180;
      const p: Pt = [50 + 27 * Math.cos(rad(a)), 50 + 27 * Math.sin(rad(a))];
      parts.push({ kind: 'groove', d: `M ${outer[i][0]} ${outer[i][1]} L ${p[0]} ${p[1]}`, w: 1.8 });
      const c: Pt = [50 + 40 * Math.cos(rad(a + 36)), 50 + 40 * Math.sin(rad(a + 36))];
      parts.push({ kind: 'facet', d: polygon(regularPolygon(c[0], c[1], 9, 5, a + 36 + 180)), tone: 0.22 });
      const q: Pt = [50 + 27 * Math.cos(rad(a + 72)), 50 + 27 * Math.sin(rad(a + 72))];
      parts.push({ kind: 'groove', d: `M ${p[0]} ${p[1]} L ${c[0] + 9 * Math.cos(rad(a + 216 - 72))} ${c[1] + 9 * Math.sin(rad(a + 216 - 72))} M ${q[0]} ${q[1]} L ${c[0] + 9 * Math.cos(rad(a + 216 + 72))} ${c[1] + 9 * Math.sin(rad(a + 216 + 72))}`, w: 1.8 });
    }
    return [{ kind: 'fill', d: circle(50, 50, 42) }, ...parts];
  },
};

const baseball: Motif = {
  id: 'baseball',
  title: 'Baseball',
  noun: 'a stitched baseball',
  subjects: ['baseball'],
  coverage: 0.55,
  draw: () => {
    const seam: Pt[] = [];
    for (let i = 0; i <= 20; i++) {
      const a = ((-58 + (116 * i) / 20) * Math.PI) / 180;
      seam.push([-6 + 38 * Math.cos(a), 50 + 38 * Math.sin(a)]);
    }
    const seamD = seam.map(([x, y], i) => `${i ? 'L' : 'M'} ${x} ${y}`).join(' ');
    let stitches = '';
    for (let i = 1; i < seam.length - 1; i++) {
      const [x, y] = seam[i];
      stitches += ` M ${x - 3.5} ${y - 1.8} L ${x - 0.5} ${y + 0.6} L ${x + 3} ${y - 1.8}`;
    }
    return ball([
      { kind: 'groove', d: seamD, w: 1.4 },
      { kind: 'groove', d: mirrorX(seamD), w: 1.4 },
      { kind: 'groove', d: stitches.trim(), w: 1.1 },
      { kind: 'groove', d: mirrorX(stitches.trim()), w: 1.1 },
    ]);
  },
};

const tennis: Motif = {
  id: 'tennis',
  title: 'Tennis Ball',
  noun: 'a tennis ball',
  subjects: ['tennis ball'],
  coverage: 0.55,
  draw: () =>
    ball([
      { kind: 'groove', d: 'M 18 22 C 38 36, 38 64, 18 78', w: 3 },
      { kind: 'groove', d: mirrorX('M 18 22 C 38 36, 38 64, 18 78'), w: 3 },
    ]),
};

const football: Motif = {
  id: 'football',
  title: 'Football',
  noun: 'an American football',
  subjects: ['football'],
  coverage: 0.4,
  draw: () => {
    const body = rotate('M 8 50 C 20 26, 80 26, 92 50 C 80 74, 20 74, 8 50 Z', -35);
    return [
      { kind: 'fill', d: body },
      { kind: 'groove', d: rotate('M 20 40 C 24 46, 24 54, 20 60 M 80 40 C 76 46, 76 54, 80 60', -35), w: 1.6 },
      { kind: 'groove', d: rotate('M 38 50 L 62 50 M 41 46 L 41 54 M 46 46 L 46 54 M 51 46 L 51 54 M 56 46 L 56 54', -35), w: 1.8 },
    ];
  },
};

const dumbbell: Motif = {
  id: 'dumbbell',
  title: 'Dumbbell',
  noun: 'a dumbbell',
  subjects: ['dumbbell'],
  coverage: 0.3,
  draw: (rng) => {
    const tilt = rng.range(-32, -18);
    const plate = 'M 18 28 L 27 28 C 29 28, 29 28, 29 30 L 29 70 C 29 72, 29 72, 27 72 L 18 72 C 16 72, 16 72, 16 70 L 16 30 C 16 28, 16 28, 18 28 Z';
    const small = 'M 8 36 L 13 36 C 15 36, 15 36, 15 38 L 15 62 C 15 64, 15 64, 13 64 L 8 64 C 6 64, 6 64, 6 62 L 6 38 C 6 36, 6 36, 8 36 Z';
    const parts: PathPart[] = [
      { kind: 'fill', d: 'M 29 46 L 71 46 L 71 54 L 29 54 Z' },
      { kind: 'groove', d: 'M 40 47.5 L 40 52.5 M 44 47.5 L 44 52.5 M 48 47.5 L 48 52.5 M 52 47.5 L 52 52.5 M 56 47.5 L 56 52.5 M 60 47.5 L 60 52.5', w: 1 },
      { kind: 'fill', d: small },
      { kind: 'fill', d: mirrorX(small) },
      { kind: 'fill', d: plate },
      { kind: 'fill', d: mirrorX(plate) },
    ];
    return parts.map((p) => ({ ...p, d: rotate(p.d, tilt) }));
  },
};

export const hobbyMotifs: Motif[] = [music, basketball, soccer, baseball, tennis, football, dumbbell];
