// Small path toolkit. Every path here uses absolute M, L, C, Q and Z only, so a path's numbers come
// in (x, y) pairs and can be mirrored, rotated, scaled and moved point by point.

export type Pt = [number, number];

/** A number for SVG output: two decimals at most. */
export function f(n: number): string {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

const TOKEN = /[MLCQZ]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g;

export function mapPoints(d: string, fn: (x: number, y: number) => Pt): string {
  const tokens = d.match(TOKEN) ?? [];
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (/^[MLCQZ]$/.test(t)) {
      out.push(t);
      continue;
    }
    const [x, y] = fn(Number(t), Number(tokens[i + 1]));
    out.push(`${f(x)} ${f(y)}`);
    i++;
  }
  return out.join(' ');
}

export const mirrorX = (d: string, axis = 50): string => mapPoints(d, (x, y) => [2 * axis - x, y]);
export const translate = (d: string, dx: number, dy: number): string => mapPoints(d, (x, y) => [x + dx, y + dy]);
export const scaleAbout = (d: string, s: number, cx = 50, cy = 50): string =>
  mapPoints(d, (x, y) => [cx + (x - cx) * s, cy + (y - cy) * s]);

export function rotate(d: string, deg: number, cx = 50, cy = 50): string {
  const a = (deg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return mapPoints(d, (x, y) => [cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c]);
}

/** The same path repeated n times around (cx, cy). */
export function radial(d: string, n: number, cx = 50, cy = 50, offsetDeg = 0): string[] {
  return Array.from({ length: n }, (_, i) => rotate(d, offsetDeg + (360 / n) * i, cx, cy));
}

const K = 0.5522847498;

export function ellipse(cx: number, cy: number, rx: number, ry: number, rotDeg = 0): string {
  const d =
    `M ${f(cx + rx)} ${f(cy)} ` +
    `C ${f(cx + rx)} ${f(cy + ry * K)} ${f(cx + rx * K)} ${f(cy + ry)} ${f(cx)} ${f(cy + ry)} ` +
    `C ${f(cx - rx * K)} ${f(cy + ry)} ${f(cx - rx)} ${f(cy + ry * K)} ${f(cx - rx)} ${f(cy)} ` +
    `C ${f(cx - rx)} ${f(cy - ry * K)} ${f(cx - rx * K)} ${f(cy - ry)} ${f(cx)} ${f(cy - ry)} ` +
    `C ${f(cx + rx * K)} ${f(cy - ry)} ${f(cx + rx)} ${f(cy - ry * K)} ${f(cx + rx)} ${f(cy)} Z`;
  return rotDeg ? rotate(d, rotDeg, cx, cy) : d;
}

export const circle = (cx: number, cy: number, r: number): string => ellipse(cx, cy, r, r);

/** A circle drawn the other way round: inside a circle() in one path it makes a hole (nonzero fill). */
export function circleReversed(cx: number, cy: number, r: number): string {
  return (
    `M ${f(cx + r)} ${f(cy)} ` +
    `C ${f(cx + r)} ${f(cy - r * K)} ${f(cx + r * K)} ${f(cy - r)} ${f(cx)} ${f(cy - r)} ` +
    `C ${f(cx - r * K)} ${f(cy - r)} ${f(cx - r)} ${f(cy - r * K)} ${f(cx - r)} ${f(cy)} ` +
    `C ${f(cx - r)} ${f(cy + r * K)} ${f(cx - r * K)} ${f(cy + r)} ${f(cx)} ${f(cy + r)} ` +
    `C ${f(cx + r * K)} ${f(cy + r)} ${f(cx + r)} ${f(cy + r * K)} ${f(cx + r)} ${f(cy)} Z`
  );
}

export function polygon(points: readonly Pt[]): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'} ${f(x)} ${f(y)}`).join(' ') + ' Z';
}

export function polyline(points: readonly Pt[]): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'} ${f(x)} ${f(y)}`).join(' ');
}

/** A smooth curve through the points (Catmull-Rom as cubic Béziers). */
export function smooth(points: readonly Pt[], closed = false, tension = 1): string {
  const n = points.length;
  if (n < 2) return '';
  const at = (i: number): Pt => (closed ? points[(i + n) % n] : points[Math.max(0, Math.min(n - 1, i))]);
  let d = `M ${f(points[0][0])} ${f(points[0][1])}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const t = tension / 6;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) * t, p1[1] + (p2[1] - p0[1]) * t];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) * t, p2[1] - (p3[1] - p1[1]) * t];
    d += ` C ${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return closed ? d + ' Z' : d;
}

/** Points of a star (outer and inner radius alternating). */
export function starPoints(cx: number, cy: number, outer: number, inner: number, n: number, rotDeg = -90): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = ((rotDeg + (180 / n) * i) * Math.PI) / 180;
    const r = i % 2 ? inner : outer;
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return pts;
}

export function regularPolygon(cx: number, cy: number, r: number, n: number, rotDeg = -90): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const a = ((rotDeg + (360 / n) * i) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as Pt;
  });
}

/** Shoelace area of a polygon. */
export function polygonArea(points: readonly Pt[]): number {
  let a = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i];
    const [x2, y2] = points[(i + 1) % points.length];
    a += x1 * y2 - x2 * y1;
  }
  return Math.abs(a) / 2;
}

/** Points along a path made by a polar function r(θ) around (cx, cy). */
export function polarPoints(cx: number, cy: number, n: number, r: (theta: number) => number, start = -Math.PI / 2): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const t = start + (2 * Math.PI * i) / n;
    const rr = r(t);
    return [cx + rr * Math.cos(t), cy + rr * Math.sin(t)] as Pt;
  });
}
