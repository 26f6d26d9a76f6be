import { drawSvg } from '../png';
import { iconStrokeWidth } from './icon-body';
import type { Part } from './motifs/types';
import { f, type Pt } from './paths';

// A subject's own outline as a piece of metal (the silhouette form): the motif's parts, as drawn in its
// 100 × 100 box, are rendered once to a small mask; the plate is that ink grown by the rim's width (its
// narrow gaps filled, so legs and ears stay joined and the piece is one casting; holes wider than that
// stay cut through), the field the plate shrunk by the rim's width. Both are traced as closed outlines
// (marching squares on the distance to the ink, so the edges are smooth), and the mask answers where
// the top of the metal is near the middle (the bail goes there, on metal, not air), where the widest
// inner circle is and where a line of text runs longest across it.

/** Grid cells per box unit, and the margin round the box the plate may grow into. */
const CELLS = 1.5;
const MARGIN = 14;
const SIDE = (100 + 2 * MARGIN) * CELLS;

export interface Outline {
  /** The plate: closed rings in box units, holes wound the other way (nonzero fill). */
  outer: string;
  /** The field inside the rim: closed rings in box units. */
  inner: string;
  /** The plate's extent in box units. */
  box: [x0: number, y0: number, x1: number, y1: number];
  /** Area of the plate, box units². */
  area: number;
  /** Where the bail meets the plate: the top of the metal near the balance point, box units. */
  hang: Pt;
  /** The centre and radius of the widest circle inside the field, box units. */
  pole: Pt;
  poleRadius: number;
  /**
   * A horizontal band inside the field `height` units tall and at least `width` wide, the one whose
   * middle is nearest `y`: its left and right x and the y of its lower edge, or null when none is.
   */
  band(height: number, width: number, y: number): { x0: number; x1: number; y: number } | null;
}

/** Squared Euclidean distance transform of one line (Felzenszwalb and Huttenlocher). */
function edt1(f: Float64Array, n: number, d: Float64Array, v: Int32Array, z: Float64Array): void {
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < n; q++) {
    let s = (f[q] + q * q - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k]);
    while (s <= z[k]) {
      k--;
      s = (f[q] + q * q - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k]);
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (z[k + 1] < q) k++;
    d[q] = (q - v[k]) * (q - v[k]) + f[v[k]];
  }
}

/** For every cell, the distance (in cells) to the nearest cell where `on` is true. */
function distanceTo(on: Uint8Array, n: number): Float64Array {
  const INF = 1e12;
  const grid = new Float64Array(n * n);
  for (let i = 0; i < n * n; i++) grid[i] = on[i] ? 0 : INF;
  const f = new Float64Array(n);
  const d = new Float64Array(n);
  const v = new Int32Array(n);
  const z = new Float64Array(n + 1);
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) f[y] = grid[y * n + x];
    edt1(f, n, d, v, z);
    for (let y = 0; y < n; y++) grid[y * n + x] = d[y];
  }
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) f[x] = grid[y * n + x];
    edt1(f, n, d, v, z);
    for (let x = 0; x < n; x++) grid[y * n + x] = Math.sqrt(d[x]);
  }
  return grid;
}

/**
 * The closed outlines where `value` crosses zero (negative inside), by marching squares, each wound
 * with the inside on its left; in grid cells. Edges are numbered: the horizontal edge from (x, y) to
 * (x + 1, y) first, then the vertical edge from (x, y) to (x, y + 1), x and y from -1 (the grid's
 * outside counts as outside).
 */
export function contours(value: Float64Array, n: number): Pt[][] {
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= n || y >= n ? 1 : value[y * n + x]);
  // Inside, on a grid one cell wider all round (the outside of the grid is outside).
  const m = n + 2;
  const inside = new Uint8Array(m * m);
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) inside[(y + 1) * m + x + 1] = value[y * n + x] < 0 ? 1 : 0;
  const hCount = (n + 2) * (n + 1);
  const total = hCount + (n + 1) * (n + 2);
  const next = new Int32Array(total).fill(-1);
  const px = new Float64Array(total);
  const py = new Float64Array(total);
  // The crossing on edge `e` from (x, y), running right (horizontal) or down (vertical), and its link on to `to`.
  const link = (e: number, to: number, x: number, y: number, horizontal: boolean) => {
    const a = at(x, y);
    const b = horizontal ? at(x + 1, y) : at(x, y + 1);
    const t = a === b ? 0.5 : a / (a - b);
    px[e] = horizontal ? x + t : x;
    py[e] = horizontal ? y : y + t;
    next[e] = to;
  };
  for (let y = -1; y < n; y++) {
    const row = (y + 1) * m;
    for (let x = -1; x < n; x++) {
      // Corners: top left, top right, bottom right, bottom left; a bit set when inside.
      const i = row + x + 1;
      const code = (inside[i] << 3) | (inside[i + 1] << 2) | (inside[i + m + 1] << 1) | inside[i + m];
      if (code === 0 || code === 15) continue;
      const top = (y + 1) * (n + 1) + (x + 1);
      const bottom = top + (n + 1);
      const left = hCount + (y + 1) * (n + 2) + (x + 1);
      const right = left + 1;
      // Each segment runs so that the inside lies on its left (y down); an edge is linked from where it is crossed.
      switch (code) {
        case 1: link(bottom, left, x, y + 1, true); break;
        case 2: link(right, bottom, x + 1, y, false); break;
        case 3: link(right, left, x + 1, y, false); break;
        case 4: link(top, right, x, y, true); break;
        case 5: link(top, right, x, y, true); link(bottom, left, x, y + 1, true); break;
        case 6: link(top, bottom, x, y, true); break;
        case 7: link(top, left, x, y, true); break;
        case 8: link(left, top, x, y, false); break;
        case 9: link(bottom, top, x, y + 1, true); break;
        case 10: link(left, top, x, y, false); link(right, bottom, x + 1, y, false); break;
        case 11: link(right, top, x + 1, y, false); break;
        case 12: link(left, right, x, y, false); break;
        case 13: link(bottom, right, x, y + 1, true); break;
        case 14: link(left, bottom, x, y, false); break;
      }
    }
  }
  const rings: Pt[][] = [];
  for (let start = 0; start < total; start++) {
    if (next[start] < 0) continue;
    const ring: Pt[] = [];
    let e = start;
    while (e >= 0 && next[e] >= 0) {
      ring.push([px[e], py[e]]);
      const to = next[e];
      next[e] = -1;
      e = to;
    }
    if (ring.length >= 3) rings.push(ring);
  }
  return rings;
}

/** Douglas-Peucker on a closed ring. */
export function simplify(ring: Pt[], tolerance: number): Pt[] {
  if (ring.length < 8) return ring;
  const keep = new Uint8Array(ring.length);
  const run = (i: number, j: number) => {
    const [ax, ay] = ring[i];
    const [bx, by] = ring[j];
    const len = Math.hypot(bx - ax, by - ay) || 1;
    let worst = -1;
    let at = -1;
    for (let k = i + 1; k < j; k++) {
      const d = Math.abs((bx - ax) * (ay - ring[k][1]) - (ax - ring[k][0]) * (by - ay)) / len;
      if (d > worst) [worst, at] = [d, k];
    }
    if (worst > tolerance) {
      keep[at] = 1;
      run(i, at);
      run(at, j);
    }
  };
  const half = Math.floor(ring.length / 2);
  keep[0] = keep[half] = 1;
  run(0, half);
  run(half, ring.length - 1);
  keep[ring.length - 1] = 1;
  return ring.filter((_, i) => keep[i]);
}

function ringArea(ring: readonly Pt[]): number {
  let a = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i];
    const [x2, y2] = ring[(i + 1) % ring.length];
    a += x1 * y2 - x2 * y1;
  }
  return a / 2;
}

/** The rings as one path in box units. Specks (a ring smaller than a few cells) are left out. */
function toPath(rings: Pt[][]): string {
  const toBox = (p: Pt): Pt => [p[0] / CELLS - MARGIN + 0.5 / CELLS, p[1] / CELLS - MARGIN + 0.5 / CELLS];
  return rings
    .filter((r) => Math.abs(ringArea(r)) > 6)
    .map((r) => simplify(r, 0.3).map(toBox))
    .map((r) => r.map(([x, y], i) => `${i ? 'L' : 'M'} ${f(x)} ${f(y)}`).join(' ') + ' Z')
    .join(' ');
}

/** The motif's parts as black ink, in a square of SIDE px covering the box and its margin. */
function inkSvg(parts: readonly Part[]): string {
  const out: string[] = [];
  for (const p of parts) {
    if (p.kind === 'fill' || p.kind === 'facet') out.push(`<path d="${p.d}"/>`);
    else if (p.kind === 'wire') out.push(`<path d="${p.d}" fill="none" stroke="#000" stroke-width="${p.w}" stroke-linecap="round" stroke-linejoin="round"/>`);
    else if (p.kind === 'icon') {
      const { icon } = p;
      const s = p.size / Math.max(icon.width, icon.height);
      const line = icon.stroked ? ` stroke-width="${iconStrokeWidth(icon) * 0.75}"` : '';
      out.push(
        `<g transform="translate(${f(p.x + (p.size - icon.width * s) / 2)} ${f(p.y + (p.size - icon.height * s) / 2)}) scale(${s})" color="#000"${line}>${icon.body}</g>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-MARGIN} ${-MARGIN} ${100 + 2 * MARGIN} ${100 + 2 * MARGIN}">${out.join('')}</svg>`;
}

const made = new Map<string, Outline>();

/**
 * The outline of a motif drawn as `parts`, its plate `grow` box units beyond the ink and its rim `rim`
 * units wide. Kept per drawing: a piece is drawn twice (its metal and silver) from the same parts.
 */
export function outlineOf(parts: readonly Part[], grow: number, rim: number): Outline {
  const svg = inkSvg(parts);
  const key = `${grow} ${rim} ${svg}`;
  const known = made.get(key);
  if (known) return known;
  const n = SIDE;
  const { pixels } = drawSvg(svg, n);
  const ink = new Uint8Array(n * n);
  for (let i = 0; i < n * n; i++) ink[i] = pixels[i * 4 + 3] >= 128 ? 1 : 0;
  // The plate: within `grow` of the ink.
  const fromInk = distanceTo(ink, n);
  const plateValue = new Float64Array(n * n);
  const plate = new Uint8Array(n * n);
  for (let i = 0; i < n * n; i++) {
    plateValue[i] = fromInk[i] - grow * CELLS;
    plate[i] = plateValue[i] < 0 ? 1 : 0;
  }
  // The field: farther than `rim` from the plate's edge.
  const outside = new Uint8Array(n * n);
  for (let i = 0; i < n * n; i++) outside[i] = plate[i] ? 0 : 1;
  const fromEdge = distanceTo(outside, n);
  const fieldValue = new Float64Array(n * n);
  for (let i = 0; i < n * n; i++) fieldValue[i] = rim * CELLS - fromEdge[i];

  let x0 = n;
  let y0 = n;
  let x1 = -1;
  let y1 = -1;
  let cells = 0;
  let sx = 0;
  let pole = 0;
  let poleAt = 0;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const i = y * n + x;
      if (!plate[i]) continue;
      cells++;
      sx += x;
      if (x < x0) x0 = x;
      if (y < y0) y0 = y;
      if (x + 1 > x1) x1 = x + 1;
      if (y + 1 > y1) y1 = y + 1;
      if (fromEdge[i] > pole) {
        pole = fromEdge[i];
        poleAt = i;
      }
    }
  }
  const toBox = (c: number) => c / CELLS - MARGIN;
  // The bail: the highest metal within a fifth of the width of the balance point, the nearer the
  // better; where the middle is open at the top (a U, a horseshoe standing up) it goes on the top of
  // an arm, wherever that is, rather than down in the opening.
  const balance = sx / Math.max(1, cells);
  const topAt = (from: number, to: number) => {
    let best = { score: Infinity, x: balance, y: y0 };
    for (let x = Math.max(0, Math.round(from)); x <= Math.min(n - 1, Math.round(to)); x++) {
      let y = 0;
      while (y < n && !plate[y * n + x]) y++;
      if (y === n) continue;
      const score = y + 0.35 * Math.abs(x - balance);
      if (score < best.score) best = { score, x, y };
    }
    return best;
  };
  const reach = Math.max(2, (x1 - x0) * 0.2);
  let best = topAt(balance - reach, balance + reach);
  if (best.y - y0 > 0.35 * (y1 - y0)) best = topAt(x0, x1);
  // The longest run of field in each row: its start and end cell.
  const runStart = new Int32Array(n);
  const runEnd = new Int32Array(n);
  for (let y = 0; y < n; y++) {
    let start = -1;
    for (let x = 0; x <= n; x++) {
      const on = x < n && fieldValue[y * n + x] < 0;
      if (on && start < 0) start = x;
      if (!on && start >= 0) {
        if (x - start > runEnd[y] - runStart[y]) {
          runStart[y] = start;
          runEnd[y] = x;
        }
        start = -1;
      }
    }
  }
  const band = (height: number, width: number, near: number) => {
    const h = Math.max(1, Math.round(height * CELLS));
    const target = (near + MARGIN) * CELLS;
    let found: { x0: number; x1: number; y: number } | null = null;
    let off = Infinity;
    for (let y = h; y < n; y++) {
      let a = 0;
      let b = n;
      for (let k = y - h; k < y; k++) {
        if (runStart[k] > a) a = runStart[k];
        if (runEnd[k] < b) b = runEnd[k];
      }
      const d = Math.abs(y - h / 2 - target);
      if (b - a >= width * CELLS && d < off) {
        found = { x0: toBox(a), x1: toBox(b), y: toBox(y) };
        off = d;
      }
    }
    return found;
  };

  const outline: Outline = {
    outer: toPath(contours(plateValue, n)),
    inner: toPath(contours(fieldValue, n)),
    box: [toBox(x0), toBox(y0), toBox(x1), toBox(y1)],
    area: cells / (CELLS * CELLS),
    hang: [toBox(best.x + 0.5), toBox(best.y)],
    pole: [toBox((poleAt % n) + 0.5), toBox(Math.floor(poleAt / n) + 0.5)],
    poleRadius: pole / CELLS,
    band,
  };
  if (made.size > 200) made.clear();
  made.set(key, outline);
  return outline;
}
