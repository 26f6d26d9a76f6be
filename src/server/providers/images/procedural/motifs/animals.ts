import { circle, ellipse, mirrorX, polygon, rotate, smooth, type Pt } from '../paths';
import type { Motif, Part } from './types';

const paw: Motif = {
  id: 'paw',
  title: 'Paw Print',
  noun: 'a paw print',
  subjects: ['paw', 'paw print'],
  coverage: 0.36,
  draw: (rng) => {
    const tilt = rng.range(-14, 14);
    const pad =
      'M 50 48 C 60 48, 70 56, 75 66 C 80 76, 77 87, 67 87 C 60 87, 56 83, 50 83 C 44 83, 40 87, 33 87 C 23 87, 20 76, 25 66 C 30 56, 40 48, 50 48 Z';
    const parts: Part[] = [
      { kind: 'fill', d: rotate(pad, tilt) },
      { kind: 'fill', d: rotate(ellipse(22, 42, 8.5, 11, -24), tilt) },
      { kind: 'fill', d: rotate(ellipse(39, 25, 9, 12, -8), tilt) },
      { kind: 'fill', d: rotate(ellipse(61, 25, 9, 12, 8), tilt) },
      { kind: 'fill', d: rotate(ellipse(78, 42, 8.5, 11, 24), tilt) },
    ];
    return parts;
  },
};

const cat: Motif = {
  id: 'cat',
  title: 'Cat',
  noun: 'a seated cat',
  subjects: ['cat'],
  coverage: 0.34,
  draw: () => {
    const body =
      'M 40 40 C 30 48, 25 66, 28 80 C 30 89, 38 93, 50 93 C 62 93, 70 89, 72 80 C 75 66, 70 48, 60 40 Z';
    const tail = 'M 70 86 C 84 88, 92 78, 89 66 C 87 58, 80 57, 78 62';
    const head =
      'M 35 29 C 35 22, 38 17, 41 15 L 38 3 L 47 11 C 49 10.6, 51 10.6, 53 11 L 62 3 L 59 15 C 62 17, 65 22, 65 29 C 65 38, 58 44, 50 44 C 42 44, 35 38, 35 29 Z';
    return [
      { kind: 'wire', d: tail, w: 5.5 },
      { kind: 'fill', d: body },
      { kind: 'fill', d: head },
      { kind: 'groove', d: 'M 40.5 11 L 42 17 M 59.5 11 L 58 17', w: 1.3 },
      { kind: 'groove', d: 'M 40 27.5 Q 43.5 24.5 47 27.5 M 53 27.5 Q 56.5 24.5 60 27.5', w: 1.6 },
      { kind: 'dot', d: polygon([[47.5, 32], [52.5, 32], [50, 35]]) },
      { kind: 'groove', d: 'M 50 35 Q 48 38.5 45 37.5 M 50 35 Q 52 38.5 55 37.5', w: 1.2 },
      { kind: 'groove', d: 'M 33 33 L 24 31 M 33 35.5 L 24 37 M 67 33 L 76 31 M 67 35.5 L 76 37', w: 0.9 },
      { kind: 'groove', d: 'M 50 62 C 49 72, 49 82, 50 92 M 42 92 C 42 88, 45 86, 47 87 M 58 92 C 58 88, 55 86, 53 87', w: 1.4 },
    ];
  },
};

const dog: Motif = {
  id: 'dog',
  title: 'Dog',
  noun: 'a floppy-eared dog',
  subjects: ['dog'],
  coverage: 0.4,
  draw: () => {
    const head =
      'M 50 16 C 65 16, 73 28, 73 44 C 73 58, 68 70, 60 77 C 56 80, 44 80, 40 77 C 32 70, 27 58, 27 44 C 27 28, 35 16, 50 16 Z';
    const ear = 'M 34 22 C 22 18, 10 30, 12 50 C 13 62, 20 68, 27 62 C 30 52, 29 38, 35 27 Z';
    const muzzle = 'M 50 52 C 60 52, 65 60, 63 68 C 61 76, 39 76, 37 68 C 35 60, 40 52, 50 52 Z';
    return [
      { kind: 'fill', d: head },
      { kind: 'fill', d: ear },
      { kind: 'fill', d: mirrorX(ear) },
      { kind: 'fill', d: muzzle },
      { kind: 'dot', d: 'M 44 57 C 44 53, 56 53, 56 57 C 56 61, 52 63, 50 63 C 48 63, 44 61, 44 57 Z' },
      { kind: 'groove', d: 'M 50 63 L 50 67 M 43 68 Q 50 73 57 68', w: 1.4 },
      { kind: 'dot', d: circle(40.5, 43, 3.2) },
      { kind: 'dot', d: circle(59.5, 43, 3.2) },
      { kind: 'groove', d: 'M 36 36 Q 40.5 33 45 35 M 55 35 Q 59.5 33 64 36', w: 1.2 },
    ];
  },
};

const fox: Motif = {
  id: 'fox',
  title: 'Fox',
  noun: 'a fox',
  subjects: ['fox'],
  coverage: 0.36,
  draw: () => {
    const head =
      'M 50 88 L 37 70 C 27 64, 17 57, 11 48 L 21 45 L 17 9 L 38 28 C 46 26, 54 26, 62 28 L 83 9 L 79 45 L 89 48 C 83 57, 73 64, 63 70 Z';
    const cheek = 'M 11 48 C 20 56, 30 63, 37 70 L 43 57 C 36 52, 28 48, 21 45 Z';
    return [
      { kind: 'fill', d: head },
      { kind: 'facet', d: polygon([[21, 16], [23, 40], [34, 30]]), tone: 0.25 },
      { kind: 'facet', d: polygon([[79, 16], [77, 40], [66, 30]]), tone: 0.2 },
      { kind: 'facet', d: cheek, tone: 0.95 },
      { kind: 'facet', d: mirrorX(cheek), tone: 0.6 },
      { kind: 'facet', d: 'M 50 30 C 46 40, 44 50, 45 58 L 50 80 L 55 58 C 56 50, 54 40, 50 30 Z', tone: 0.8 },
      { kind: 'groove', d: 'M 31 44 Q 36.5 49 42 45 M 58 45 Q 63.5 49 69 44', w: 1.7 },
      { kind: 'groove', d: 'M 33 46.5 L 32 49 M 67 46.5 L 68 49', w: 1 },
      { kind: 'dot', d: ellipse(50, 82, 4.2, 3.2) },
    ];
  },
};

const bird: Motif = {
  id: 'bird',
  title: 'Songbird',
  noun: 'a songbird on a branch',
  subjects: ['bird'],
  coverage: 0.3,
  draw: () => {
    const body =
      'M 18 47 C 18 36, 27 29, 38 30 C 48 31, 55 37, 61 43 C 70 41, 82 35, 95 28 C 89 42, 81 52, 71 59 C 61 67, 47 70, 35 66 C 25 62, 18 56, 18 47 Z';
    const wing = 'M 35 49 C 45 41, 62 41, 78 49 C 68 57, 53 61, 41 59 C 36 57, 33 53, 35 49 Z';
    return [
      { kind: 'wire', d: 'M 14 82 C 34 77, 60 77, 88 83 M 70 80 C 75 74, 80 72, 86 72', w: 3.4 },
      { kind: 'wire', d: 'M 43 67 L 41 79 M 51 68 L 52 79', w: 1.6 },
      { kind: 'fill', d: polygon([[20, 42.5], [7, 46.5], [20, 50]]) },
      { kind: 'fill', d: body },
      { kind: 'fill', d: wing },
      { kind: 'groove', d: 'M 44 52 C 52 50, 60 50, 70 51 M 47 56 C 55 55, 61 55, 66 55', w: 1.1 },
      { kind: 'groove', d: 'M 70 55 L 90 34 M 72 57 L 86 42', w: 1 },
      { kind: 'dot', d: circle(28, 42, 2.6) },
    ];
  },
};

const butterfly: Motif = {
  id: 'butterfly',
  title: 'Butterfly',
  noun: 'a butterfly',
  subjects: ['butterfly'],
  coverage: 0.42,
  draw: () => {
    const upper = 'M 52 45 C 58 24, 76 9, 89 15 C 98 21, 94 40, 80 48 C 72 52, 61 52, 52 50 Z';
    const lower = 'M 52 54 C 64 54, 79 58, 81 70 C 83 82, 72 88, 63 82 C 56 77, 53 66, 52 56 Z';
    const upperIn = 'M 57 45 C 62 31, 74 21, 84 23 C 89 28, 86 38, 77 43 C 70 46, 63 46, 57 45 Z';
    const lowerIn = 'M 57 59 C 65 60, 74 63, 75 70 C 76 77, 70 80, 65 77 C 60 73, 58 67, 57 59 Z';
    const parts: Part[] = [];
    for (const m of [(d: string) => d, (d: string) => mirrorX(d)]) {
      parts.push({ kind: 'fill', d: m(upper) }, { kind: 'fill', d: m(lower) });
      parts.push({ kind: 'groove', d: m(upperIn), w: 1.3 }, { kind: 'groove', d: m(lowerIn), w: 1.3 });
      parts.push({ kind: 'dot', d: m(circle(80, 30, 2.6)) }, { kind: 'dot', d: m(circle(69, 70, 2)) });
    }
    parts.push({ kind: 'wire', d: 'M 48.5 32 C 46 22, 42 16, 36 13 M 51.5 32 C 54 22, 58 16, 64 13', w: 1.6 });
    parts.push({ kind: 'fill', d: circle(36, 13, 2.4) }, { kind: 'fill', d: circle(64, 13, 2.4) });
    parts.push({ kind: 'fill', d: ellipse(50, 55, 3.6, 22) });
    parts.push({ kind: 'fill', d: circle(50, 33, 4.2) });
    return parts;
  },
};

const bee: Motif = {
  id: 'bee',
  title: 'Honeybee',
  noun: 'a honeybee',
  subjects: ['bee', 'honeybee'],
  coverage: 0.3,
  draw: () => {
    const wing = ellipse(33, 40, 17, 9, -28);
    const wing2 = ellipse(35, 52, 12, 6.5, -8);
    const parts: Part[] = [];
    for (const m of [(d: string) => d, (d: string) => mirrorX(d)]) {
      parts.push({ kind: 'fill', d: m(wing) }, { kind: 'facet', d: m(ellipse(33, 40, 13, 5.5, -28)), tone: 0.92 });
      parts.push({ kind: 'fill', d: m(wing2) }, { kind: 'groove', d: m('M 26 46 C 32 40, 38 37, 44 38'), w: 0.9 });
    }
    parts.push({ kind: 'fill', d: 'M 50 36 C 61 36, 65 48, 64 60 C 63 72, 56 82, 50 88 C 44 82, 37 72, 36 60 C 35 48, 39 36, 50 36 Z' });
    parts.push({ kind: 'groove', d: 'M 37.5 52 Q 50 56 62.5 52 M 36.5 62 Q 50 66 63.5 62 M 39 72 Q 50 76 61 72', w: 3 });
    parts.push({ kind: 'fill', d: circle(50, 29, 8.5) });
    parts.push({ kind: 'dot', d: circle(46.5, 28, 1.8) }, { kind: 'dot', d: circle(53.5, 28, 1.8) });
    parts.push({ kind: 'wire', d: 'M 47 21.5 C 45 15, 41 12, 37 12 M 53 21.5 C 55 15, 59 12, 63 12', w: 1.5 });
    return parts;
  },
};

const honeycomb: Motif = {
  id: 'honeycomb',
  title: 'Honeycomb',
  noun: 'a honeycomb',
  subjects: ['honeycomb'],
  nest: { x: 50, y: 50, s: 0.6 },
  coverage: 0.5,
  draw: () => {
    const r = 12.5;
    const h = r * Math.sqrt(3);
    const centres: Pt[] = [[50, 50]];
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i + Math.PI / 6;
      centres.push([50 + h * Math.cos(a), 50 + h * Math.sin(a)]);
    }
    const hex = (c: Pt, rr: number) =>
      polygon(Array.from({ length: 6 }, (_, i) => [c[0] + rr * Math.cos((Math.PI / 3) * i), c[1] + rr * Math.sin((Math.PI / 3) * i)] as Pt));
    const parts: Part[] = centres.map((c) => ({ kind: 'fill', d: hex(c, r + 1.6) }) as Part);
    centres.forEach((c, i) => parts.push({ kind: 'facet', d: hex(c, r - 2.2), tone: i % 2 ? 0.32 : 0.22 }));
    centres.forEach((c) => parts.push({ kind: 'groove', d: smooth([[c[0] - 5, c[1] - 4], [c[0] - 2, c[1] - 6.5], [c[0] + 2, c[1] - 6.5]]), w: 1.1 }));
    return parts;
  },
};

export const animalMotifs: Motif[] = [paw, cat, dog, fox, bird, butterfly, bee, honeycomb];
