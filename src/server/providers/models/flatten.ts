// The generator's own paths (paths.ts: absolute M, L, C, Q and Z only) as polygons in millimetres.
// Curves are cut into straight pieces no longer than about `step` along their control polygon.

export type Point = [number, number];
export type Ring = Point[];

const TOKEN = /[MLCQZ]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g;

/** Closed rings of a path (each subpath closed, whether or not it ends in Z), mapped point by point. */
export function flattenPath(d: string, map: (x: number, y: number) => Point, step = 0.15): Ring[] {
  const tokens = d.match(TOKEN) ?? [];
  const rings: Ring[] = [];
  let ring: Ring = [];
  let cmd = 'M';
  let at: Point = [0, 0];
  let i = 0;
  const num = () => Number(tokens[i++]);
  const close = () => {
    if (ring.length >= 3) rings.push(ring);
    ring = [];
  };
  const push = (p: Point) => ring.push(map(p[0], p[1]));
  const pieces = (pts: Point[]) => {
    const mapped = pts.map((p) => map(p[0], p[1]));
    let length = 0;
    for (let k = 1; k < mapped.length; k++) length += Math.hypot(mapped[k][0] - mapped[k - 1][0], mapped[k][1] - mapped[k - 1][1]);
    return Math.max(2, Math.min(64, Math.ceil(length / step)));
  };
  while (i < tokens.length) {
    if (/^[MLCQZ]$/.test(tokens[i])) cmd = tokens[i++];
    if (cmd === 'Z') {
      close();
      cmd = 'M';
      continue;
    }
    if (i >= tokens.length) break;
    if (cmd === 'M') {
      close();
      at = [num(), num()];
      push(at);
      cmd = 'L';
    } else if (cmd === 'L') {
      at = [num(), num()];
      push(at);
    } else if (cmd === 'C') {
      const c1: Point = [num(), num()];
      const c2: Point = [num(), num()];
      const end: Point = [num(), num()];
      const n = pieces([at, c1, c2, end]);
      for (let k = 1; k <= n; k++) {
        const t = k / n;
        const u = 1 - t;
        push([
          u * u * u * at[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * end[0],
          u * u * u * at[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * end[1],
        ]);
      }
      at = end;
    } else if (cmd === 'Q') {
      const c: Point = [num(), num()];
      const end: Point = [num(), num()];
      const n = pieces([at, c, end]);
      for (let k = 1; k <= n; k++) {
        const t = k / n;
        const u = 1 - t;
        push([u * u * at[0] + 2 * u * t * c[0] + t * t * end[0], u * u * at[1] + 2 * u * t * c[1] + t * t * end[1]]);
      }
      at = end;
    } else {
      i++;
    }
  }
  close();
  // A closing point that repeats the first adds nothing.
  return rings.map((r) => {
    const [a, b] = [r[0], r[r.length - 1]];
    return Math.hypot(a[0] - b[0], a[1] - b[1]) < 1e-9 ? r.slice(0, -1) : r;
  }).filter((r) => r.length >= 3);
}
