import { GLYPHS } from './alphabet';
import { f, smooth, type Pt } from './paths';

// A joined script for name pieces (issue 23, point 2): single-stroke cursive letters whose pen enters
// every small letter at the baseline on its left and leaves it at the baseline on its right, so the
// letters of a name run on into one continuous wire. Each glyph is the pen's path as waypoints in a
// box with the baseline at y = 10, small letters' x-height at 5.4, capitals and ascenders at 0.6 and
// descenders to 14 (y down), drawn upright and slanted as a whole. A glyph is one or more runs: the pen
// turns sharply (a cusp) between runs and smoothly within one; marks (an i's dot, a t's bar, a second
// stroke) are drawn apart, touching the letter. Accented letters are their base letter and the accent
// (NFD). Capitals start where their stroke starts and end on the baseline; names written all in
// capitals ('BROOKLYN') are block capitals of the engraving alphabet standing on a baseline bar.

interface ScriptGlyph {
  runs: Pt[][];
  marks: Pt[][];
  /** Where the pen leaves the glyph, on the baseline: its advance. */
  width: number;
  /** Centre of the glyph's top, where an accent goes. */
  accentX: number;
}

/** 'x,y x,y | x,y x,y' → runs; the same for marks. */
function parse(runs: string, marks = ''): Pick<ScriptGlyph, 'runs' | 'marks'> {
  const read = (s: string): Pt[][] =>
    s.split('|').map((r) => r.trim()).filter(Boolean).map((r) => r.split(/\s+/).map((p) => p.split(',').map(Number) as Pt));
  return { runs: read(runs), marks: read(marks) };
}

function glyph(runs: string, marks = '', accentX?: number): ScriptGlyph {
  const g = parse(runs, marks);
  const last = g.runs[g.runs.length - 1];
  const width = last[last.length - 1][0];
  return { ...g, width, accentX: accentX ?? width / 2 };
}

// Small letters: the pen enters at (0, 10) and leaves at (width, 10).
const SMALL: Record<string, ScriptGlyph> = {
  a: glyph('0,10 0.5,8.8 1.1,7 2.1,5.7 3.6,5.4 | 3.6,5.4 2.2,5.5 1.1,6.5 0.8,8.2 1.5,9.7 2.8,9.9 3.8,8.6 4.2,5.4 | 4.2,5.4 4,8.4 4.4,9.8 5.6,10', '', 2.6),
  b: glyph('0,10 1,7.5 2.2,4 2.6,1.6 2.1,0.6 1.3,1.4 1,4 0.9,7.5 1,9.8 | 1,9.8 1.2,7.4 2.4,5.6 3.8,5.8 4.3,7.6 3.8,9.5 2.6,10 1.6,9.6 | 1.6,9.6 3,10 5,10'),
  c: glyph('0,10 0.6,8.5 1.4,6.5 2.6,5.5 3.9,5.6 4.3,6.3 | 4.3,6.3 3.5,5.5 2.2,5.6 1.1,6.8 0.9,8.5 1.7,9.8 3.2,10 4.8,10', '', 2.6),
  d: glyph('0,10 0.5,8.8 1.1,7 2.1,5.7 3.6,5.4 | 3.6,5.4 2.2,5.5 1.1,6.5 0.8,8.2 1.5,9.7 2.8,9.9 3.8,8.6 4.2,5.4 4.5,0.6 | 4.5,0.6 4.2,4 4,8.4 4.4,9.8 5.6,10', '', 2.6),
  e: glyph('0,10 1.5,8.7 3.3,7.2 3.8,6 3.2,5.4 2,5.6 1,6.8 0.8,8.5 1.6,9.8 3.1,10 4.8,10', '', 2.4),
  f: glyph('0,10 1.2,7.2 2.4,3.4 2.9,1.4 2.6,0.5 1.9,0.8 1.6,2.8 1.5,6 1.4,10 1.3,12.6 0.9,13.8 0.5,13.2 0.9,11.8 2.2,10.6 4.4,10'),
  g: glyph('0,10 0.5,8.8 1.1,7 2.1,5.7 3.6,5.4 | 3.6,5.4 2.2,5.5 1.1,6.5 0.8,8.2 1.5,9.7 2.8,9.9 3.8,8.6 4.2,5.4 | 4.2,5.4 4.1,9 3.9,12.5 3,13.9 1.8,13.6 1.8,12.5 3.2,11 5.2,10', '', 2.6),
  h: glyph('0,10 1,7.4 2.1,3.8 2.4,1.5 2,0.6 1.2,1.3 0.9,4 0.8,7.5 0.8,10 | 0.8,10 1.1,7.4 2.2,5.6 3.4,5.5 4,6.6 3.9,8.6 4.2,9.8 5.4,10'),
  i: glyph('0,10 0.8,8.4 1.9,5.4 | 1.9,5.4 1.6,8.4 2.1,9.8 3.4,10', '2,3.5 2.05,3.45', 2),
  j: glyph('0,10 1,8.2 2.4,5.4 | 2.4,5.4 2.3,9 2.1,12.5 1.4,13.9 0.6,13.6 0.7,12.4 2,11 4,10', '2.5,3.5 2.55,3.45', 2.4),
  k: glyph('0,10 1,7.4 2.1,3.8 2.4,1.5 2,0.6 1.2,1.3 0.9,4 0.8,7.5 0.8,10 | 0.8,10 1,7.6 2.2,5.7 3.4,5.6 3.7,6.6 2.6,7.6 1.4,7.9 | 1.4,7.9 2.9,8.2 3.6,9.5 4.3,10 5.4,10'),
  l: glyph('0,10 1,7.4 2.1,3.8 2.4,1.5 2,0.6 1.2,1.3 0.9,4 0.8,7.5 1.1,9.5 2.1,10 3.6,10'),
  m: glyph('0,10 0.6,8 0.9,5.6 | 0.9,5.6 0.9,8 0.8,10 | 0.8,10 1.2,7.2 2.2,5.6 3.1,5.8 3.4,7.2 3.3,10 | 3.3,10 3.7,7.2 4.7,5.6 5.6,5.8 5.9,7.2 5.8,9 6.3,9.9 7.6,10', '', 3.4),
  n: glyph('0,10 0.6,8 0.9,5.6 | 0.9,5.6 0.9,8 0.8,10 | 0.8,10 1.2,7.2 2.3,5.6 3.3,5.8 3.6,7.2 3.5,9 4,9.9 5.2,10', '', 2.3),
  o: glyph('0,10 1.4,10.1 2.8,9.9 3.9,8.6 4.1,6.8 3.4,5.6 2.2,5.4 1.1,6.2 0.8,7.8 1.3,9.4 2.6,10.05 4,10 5.4,10', '', 2.3),
  p: glyph('0,10 0.7,8 1.3,5.4 | 1.3,5.4 1.2,9 1.1,14 | 1.1,14 1.1,10 1.3,7.4 2.5,5.6 3.8,5.8 4.3,7.6 3.8,9.5 2.6,10 1.4,9.6 | 1.4,9.6 2.8,10 4,10.1 5.4,10'),
  q: glyph('0,10 0.5,8.8 1.1,7 2.1,5.7 3.6,5.4 | 3.6,5.4 2.2,5.5 1.1,6.5 0.8,8.2 1.5,9.7 2.8,9.9 3.8,8.6 4.2,5.4 | 4.2,5.4 4.1,10 4,13.9 | 4,13.9 4.4,12.2 5.4,10', '', 2.6),
  r: glyph('0,10 0.7,8.2 1.4,5.6 2.1,5.3 | 2.1,5.3 2.3,6.2 3.3,6.1 3.6,6.9 3.3,8.8 3.7,9.9 4.6,10', '', 2.4),
  s: glyph('0,10 0.8,8 1.8,5.4 | 1.8,5.4 3,7 3.4,8.6 2.8,9.8 1.6,9.9 0.9,9.4 | 0.9,9.4 2.4,10.1 4.4,10', '', 2.2),
  t: glyph('0,10 0.9,7.4 1.8,4.4 2.2,2.4 | 2.2,2.4 1.8,6 1.6,8.6 2.1,9.8 4,10', '0.6,5.2 3.4,5.2'),
  u: glyph('0,10 0.6,8 0.9,5.6 | 0.9,5.6 0.8,8.4 1.5,9.8 2.6,9.9 3.6,8.6 3.9,5.5 | 3.9,5.5 3.8,8.5 4.2,9.8 5.4,10', '', 2.4),
  v: glyph('0,10 0.6,8 1,5.5 | 1,5.5 1.6,7.8 2.6,9.9 | 2.6,9.9 3.4,7.6 4,5.4 | 4,5.4 3.3,7.7 2.7,9.8 | 2.7,9.8 3.8,10.1 5,10', '', 2.5),
  w: glyph('0,10 0.6,8 1,5.5 | 1,5.5 1.6,7.8 2.3,9.9 | 2.3,9.9 3,7.6 3.5,5.8 | 3.5,5.8 4,7.8 4.7,9.9 | 4.7,9.9 5.4,7.6 6,5.4 | 6,5.4 5.3,7.7 4.8,9.8 | 4.8,9.8 5.9,10.1 7,10', '', 3.5),
  x: glyph('0,10 0.9,7.6 1.7,5.4 | 1.7,5.4 2.6,7.8 3.6,9.9 5,10', '3.6,5.4 1.6,9.9', 2.6),
  y: glyph('0,10 0.6,8 0.9,5.6 | 0.9,5.6 0.8,8.4 1.5,9.8 2.6,9.9 3.6,8.6 3.9,5.5 | 3.9,5.5 3.8,10 3.5,12.8 2.7,13.9 1.7,13.6 1.8,12.4 3.2,11 5,10', '', 2.4),
  z: glyph('0,10 0.5,7.5 0.8,5.5 | 0.8,5.5 4,5.5 | 4,5.5 0.8,10 | 0.8,10 5,10', '', 2.4),
};

// Capitals: the pen starts where the letter starts and leaves at (width, 10).
const CAPITALS: Record<string, ScriptGlyph> = {
  A: glyph('0.2,10 2,6 3.6,0.6 | 3.6,0.6 4.4,5 5.2,9.9 | 5.2,9.9 6,10 7,10', '1.6,6.4 4.8,6.4', 3.6),
  B: glyph('1.4,10 1.6,5 1.8,0.7 | 1.8,0.7 3.8,0.6 5,1.6 4.8,3.6 3.2,5 1.8,5.1 | 1.8,5.1 3.8,5.2 5.4,6.6 5.2,8.8 3.6,9.9 1.4,10 | 1.4,10 4.5,10.1 6.2,10', '', 3.2),
  C: glyph('5.4,2 4.6,0.8 3.4,0.6 1.8,1.4 0.7,3.8 0.6,6.6 1.4,9 3,10 4.6,10 6,10', '', 3.2),
  D: glyph('1.4,10 1.6,5 1.8,0.8 | 1.8,0.8 3.6,0.6 5.3,1.8 6.1,5.2 5.4,8.6 3.6,9.9 1.4,10 | 1.4,10 4.6,10.1 6.8,10', '', 3.4),
  E: glyph('4.8,1.6 3.8,0.6 2.2,0.7 1.4,1.9 1.8,3.6 3.2,4.8 | 3.2,4.8 1.6,5.2 0.7,6.8 1,8.9 2.6,10 4.2,10 5.6,10', '', 3),
  F: glyph('3.6,0.8 3.4,5 3.1,8.6 3.6,9.9 5,10 6.2,10', '0.6,1.4 2,0.6 4.4,0.6 6.2,0.3 | 2,5.2 4.6,5.2', 3.4),
  G: glyph('5.6,2 4.8,0.8 3.4,0.6 1.6,1.6 0.6,4.2 0.8,7.4 2.2,9.6 3.8,9.9 5,9 5.4,5.6 | 5.4,5.6 5.3,8.6 5.6,9.8 6.4,10', '3.8,5.6 5.6,5.6', 3.2),
  H: glyph('5.6,0.6 5.4,5 5.4,9 5.8,9.9 7.2,10', '1.6,0.6 1.2,10 | 1.4,5.2 5.5,5.2', 3.6),
  I: glyph('3.4,0.6 3.1,5 2.9,8.8 3.4,9.9 4.4,10', '1.8,0.7 5,0.5', 3.2),
  J: glyph('3.8,0.6 3.6,5 3.3,10 2.9,12.8 2,13.8 1.2,13.2 1.8,11.6 3.4,10.4 5,10', '2.2,0.7 5.4,0.5', 3.6),
  K: glyph('5.6,0.8 3.6,3.6 1.6,5.4 | 1.6,5.4 3.2,6.6 4.2,9 5,9.9 6.4,10', '1.6,0.6 1.2,10', 3),
  L: glyph('4.4,1.4 3.6,0.6 2.6,1 2.2,3.6 1.9,7 1.4,9.4 0.6,10 0.4,9.5 1.2,9.4 3,10 4.6,10.1 6,10', '', 3),
  M: glyph('0.4,10 1.2,5.6 2,0.6 | 2,0.6 3,5 4.2,9 | 4.2,9 5.6,4.6 7,0.6 | 7,0.6 7,5 7,8.8 7.6,9.9 9.2,10', '', 4.6),
  N: glyph('0.4,10 1.2,5.6 1.8,0.6 | 1.8,0.6 3.4,5.2 5,9.8 | 5,9.8 5.4,5 5.8,0.6 | 5.8,0.6 5.6,5 5.4,9 5.9,9.9 7.2,10', '', 3.6),
  O: glyph('5.2,9 5.9,6 5.4,2.4 3.6,0.6 1.6,1.4 0.6,4.6 1,8.2 2.6,9.9 4.4,9.8 5.6,9.4 6.4,10', '', 3.4),
  P: glyph('1.4,10 1.6,5 1.8,0.7 | 1.8,0.7 3.8,0.6 5.4,1.6 5.4,3.8 3.8,5.2 1.8,5.3 | 1.8,5.3 1.6,7.6 1.4,9.9 | 1.4,9.9 3.5,10.1 6,10', '', 3.4),
  Q: glyph('5.2,9 5.9,6 5.4,2.4 3.6,0.6 1.6,1.4 0.6,4.6 1,8.2 2.6,9.9 4.4,9.8 5.6,9.4 6.6,10', '4,8.2 5.6,10.6', 3.4),
  R: glyph('1.4,10 1.6,5 1.8,0.7 | 1.8,0.7 3.8,0.6 5.4,1.6 5.4,3.8 3.8,5.2 1.8,5.3 | 1.8,5.3 3.6,5.6 4.4,8 5,9.7 6.4,10', '', 3.4),
  S: glyph('5,1.6 4.2,0.6 2.8,0.6 1.6,1.6 1.8,3.6 3.4,5 4.6,6.6 4.4,8.8 3,9.9 1.4,9.8 0.8,9.1 | 0.8,9.1 2.5,10.1 4,10.2 5.6,10', '', 3.2),
  T: glyph('3.6,0.8 3.3,5 3,8.8 3.5,9.9 5,10 6.2,10', '0.4,1.4 1.8,0.6 4.4,0.7 6.4,0.4', 3.4),
  U: glyph('0.6,1.6 1.4,0.6 1.6,3 1.2,7 2,9.6 3.4,9.9 4.6,8.6 5,4.6 5.2,0.6 | 5.2,0.6 5,5 4.9,8.8 5.3,9.9 6.4,10', '', 3.2),
  V: glyph('0.2,1.6 0.8,0.6 1.4,1.8 2.6,6 3.8,9.9 | 3.8,9.9 4.8,5 5.8,0.6 | 5.8,0.6 4.8,5.2 3.9,9.8 | 3.9,9.8 5.2,10.1 6.6,10', '', 3.2),
  W: glyph('0.2,1.6 0.8,0.6 1.3,1.8 2,6 2.8,9.9 | 2.8,9.9 3.8,5 4.6,2 | 4.6,2 5.2,6 6.2,9.9 | 6.2,9.9 7.2,5 8.2,0.6 | 8.2,0.6 7.2,5.2 6.3,9.8 | 6.3,9.8 7.7,10.1 9.2,10', '', 4.4),
  X: glyph('0.6,1.2 1.6,0.6 3,4 4.6,9 5.4,9.9 6.4,10', '5.4,0.6 1,10', 3.2),
  Y: glyph('0.6,1.6 1.4,0.6 1.6,3 1.4,5.4 2.4,6.6 3.8,6 4.6,4 4.8,0.6 | 4.8,0.6 4.6,6 4.2,11 3.4,13.8 2.2,13.8 2.2,12.4 4,10.8 6.4,10', '', 3),
  Z: glyph('0.8,1.2 2.4,0.6 5.4,0.6 | 5.4,0.6 0.6,9.8 | 0.6,9.8 3,9.7 6,10', '', 3),
};

// Between the words of a name the wire runs on along the baseline; '&' stands on it, a stroke of its own.
const SIGNS: Record<string, ScriptGlyph> = {
  '&': glyph('0,10 7.6,10', '7,10 5,7.2 3,4.4 2.4,2.4 3,0.9 4.2,0.7 4.8,1.8 4.3,3.3 2.6,5 1.7,7 2.1,9.1 3.4,10 4.9,9.7 5.9,8.5 6.6,6.8'),
  '-': glyph('0,10 2.6,10', '0.6,7.6 2.2,7.6'),
  "'": glyph('0,10 1.2,10', '1,0.8 0.7,2.6'),
  '.': glyph('0,10 1.6,10', '0.8,9.3 0.85,9.25'),
};

const SPACE = 2.6;
/** The slant of the script: x moves right by this much for each unit above the baseline. */
const SLANT = 0.2;

/** Accents over a letter, centred at x 0 with the letter's top at y 0 (y up is negative). */
const ACCENTS: Record<string, Pt[][]> = {
  '\u0301': [[[-0.4, -0.2], [0.7, -1.6]]],
  '\u0300': [[[0.4, -0.2], [-0.7, -1.6]]],
  '\u0302': [[[-0.9, -0.3], [0, -1.4], [0.9, -0.3]]],
  '\u030c': [[[-0.9, -1.4], [0, -0.3], [0.9, -1.4]]],
  '\u0308': [[[-0.7, -0.8], [-0.65, -0.85]], [[0.7, -0.8], [0.75, -0.85]]],
  '\u0303': [[[-1, -0.6], [-0.4, -1.2], [0.4, -0.6], [1, -1.2]]],
  '\u030a': [[[0, -0.3], [-0.5, -0.8], [0, -1.4], [0.5, -0.8], [0, -0.3]]],
  '\u0304': [[[-0.9, -0.8], [0.9, -0.8]]],
  '\u0327': [[[0, 10], [0.4, 10.8], [-0.5, 11.4]]],
};

/** A character's base letter and its accents ('\u00e9' → 'e' and the acute). */
function split(ch: string): { base: string; accents: string[] } {
  const [base, ...marks] = [...ch.normalize('NFD')];
  return { base, accents: marks };
}

/** Letters with no capital of their own (a name in capitals is drawn in block letters). */
const isCapital = (c: string) => c !== c.toLowerCase() && c === c.toUpperCase();

/** Whether a text can be written as a name piece: in joined script, or in block capitals on a bar. */
export function canScript(text: string): boolean {
  const chars = [...text.trim()];
  if (!chars.some((c) => /\p{L}/u.test(c))) return false;
  if (blockCapitals(text)) return chars.every((c) => c === ' ' || c in SIGNS || split(c).base in GLYPHS);
  return chars.every((c) => {
    if (c === ' ' || c in SIGNS) return true;
    const { base, accents } = split(c);
    return (base in SMALL || base in CAPITALS) && accents.every((a) => a in ACCENTS);
  });
}

/** A name written all in capitals, two letters or more ('BROOKLYN'), is drawn in block capitals. */
export function blockCapitals(text: string): boolean {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  return letters.length >= 2 && letters.every(isCapital);
}

export interface ScriptLayout {
  /** The name's one continuous wire (script) or its baseline bar (block capitals), in box units. */
  main: string;
  /** Strokes apart from it that touch it: dots, bars, accents, block letters. */
  marks: string[];
  /** Every point drawn, for the extent. */
  points: Pt[];
  /** Where the name ends on the left and on the right: the chain's rings go there. */
  left: Pt;
  right: Pt;
  /** Length of all the wire, in box units (its metal). */
  length: number;
}

const shear = ([x, y]: Pt): Pt => [x + (10 - y) * SLANT, y];
const polyline = (pts: readonly Pt[]) => pts.map(([x, y], i) => `${i ? 'L' : 'M'} ${f(x)} ${f(y)}`).join(' ');
const lengthOf = (pts: readonly Pt[]) => pts.slice(1).reduce((sum, p, i) => sum + Math.hypot(p[0] - pts[i][0], p[1] - pts[i][1]), 0);

/** The name laid out in joined script (or block capitals on a bar), starting at x = 0, baseline y = 10. */
export function layoutScript(text: string): ScriptLayout {
  return blockCapitals(text) ? layoutBlock(text) : layoutJoined(text);
}

function layoutJoined(text: string): ScriptLayout {
  // Strokes of runs: a new stroke (a new subpath) only where a capital starts above the baseline.
  const strokes: Pt[][][] = [];
  let runs: Pt[][] = [];
  const marks: Pt[][] = [];
  let current: Pt[] = [];
  let x = 0;
  let first = true;
  for (const ch of text.trim().replace(/\s+/g, ' ').replace(/ ?& ?/g, '&')) {
    if (ch === ' ') {
      current.push([x + SPACE, 10]);
      x += SPACE;
      continue;
    }
    const { base, accents } = split(ch);
    const g = SIGNS[ch] ?? SMALL[base] ?? CAPITALS[base];
    if (!g) continue;
    const small = base in SMALL || ch in SIGNS;
    const moved = g.runs.map((r) => r.map(([gx, gy]) => [gx + x, gy] as Pt));
    moved.forEach((run, i) => {
      if (i === 0) {
        // A small letter starts where the last one left off, a capital standing on the baseline ('A',
        // 'M') from a lead-in along it; one that starts above it ('C', 'S') is touched at its foot by
        // the wire running on along the baseline, and starts afresh.
        if (first) current = [...run];
        else if (small) current.push(...run.slice(1));
        else if (run[0][1] >= 9.5) current.push(...run);
        else {
          const feet = moved.flat().filter((p) => p[1] >= 9.5);
          const foot = feet.length ? Math.min(...feet.map((p) => p[0])) : x;
          current.push([Math.max(foot, current[current.length - 1][0] + 0.5), 10]);
          runs.push(current);
          strokes.push(runs);
          runs = [];
          current = [...run];
        }
      } else {
        runs.push(current);
        current = [current[current.length - 1], ...run.slice(1)];
      }
    });
    for (const m of g.marks) marks.push(m.map(([gx, gy]) => [gx + x, gy] as Pt));
    const top = small && !'bdfhklt'.includes(base) ? 4.2 : -0.2;
    for (const a of accents) {
      for (const m of ACCENTS[a] ?? []) marks.push(m.map(([ax, ay]) => [x + g.accentX + ax, a === '\u0327' ? ay : top + ay] as Pt));
    }
    x += g.width;
    first = false;
  }
  // The name ends in a little rising tail, where the chain's ring goes.
  current.push([x + 1.2, 9.4], [x + 2, 7.6]);
  runs.push(current);
  strokes.push(runs);
  const shearedStrokes = strokes.map((st) => st.map((r) => r.map(shear)));
  const sheared = shearedStrokes.flat();
  const main = shearedStrokes.map((st) => st.map((r, i) => (i ? smooth(r).replace(/^M [^C]*/, '') : smooth(r))).join(' ')).join(' ');
  const markPts = marks.map((m) => m.map(shear));
  const points = [...sheared.flat(), ...markPts.flat()];
  const startPts = sheared[0];
  // On the left the ring goes by the leftmost point of the first letter's upper part.
  const upper = startPts.slice(0, 12).filter((p) => p[1] > 1.5 && p[1] < 9);
  const left = (upper.length ? upper : startPts).reduce((a, b) => (b[0] < a[0] ? b : a));
  const last = sheared[sheared.length - 1];
  return {
    main,
    marks: markPts.map((m) => (m.length === 2 ? polyline(m) : smooth(m))),
    points,
    left,
    right: last[last.length - 1],
    length: sheared.reduce((sum, r) => sum + lengthOf(r), 0) + markPts.reduce((sum, m) => sum + lengthOf(m), 0),
  };
}

/** Block capitals of the engraving alphabet, 6 wide with 1.8 between, standing on a bar along the baseline. */
function layoutBlock(text: string): ScriptLayout {
  const marks: string[] = [];
  const points: Pt[] = [];
  let x = 0;
  let length = 0;
  for (const ch of text.trim().replace(/\s+/g, ' ')) {
    if (ch === ' ') {
      x += 3.6;
      continue;
    }
    const { base, accents } = split(ch);
    const d = GLYPHS[base];
    if (!d) continue;
    const ox = x;
    const moved = d.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_m, gx: string, gy: string) => `${f(Number(gx) + ox)} ${gy}`);
    marks.push(moved);
    for (const m of moved.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)) points.push([Number(m[1]), Number(m[2])]);
    for (const a of accents) for (const m of ACCENTS[a] ?? []) marks.push(polyline(m.map(([ax, ay]) => [ox + 3 + ax, (a === '\u0327' ? ay : -0.4 + ay)] as Pt)));
    length += 16;
    x += 7.8;
  }
  const bar: Pt[] = [[-1.4, 10.6], [x - 0.4, 10.6]];
  points.push(...bar, [-1.4, 0], [x - 0.4, 0]);
  return { main: polyline(bar), marks, points, left: bar[0], right: bar[1], length: length + lengthOf(bar) };
}
