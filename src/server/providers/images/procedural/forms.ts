import type { MetalPaint } from './metals';
import { circle, ellipse, f, smooth, type Pt } from './paths';
import { drawParts, type DrawContext } from './render';

// The forms the catalogue sells, around one or two medallions: a charm with its bail and jump ring;
// a pendant on a fine cable chain; earrings as a pair of drops on French hooks or a pair of studs;
// a bracelet as a bangle carrying the medallion or a charm bracelet's chain with the charm hanging.

/** A bail (a tapered loop soldered to the top of the piece) and a jump ring through it. Returns the top. */
export function bailAndRing(cx: number, top: number, R: number, paint: MetalPaint, ctx: DrawContext, ring = true): { svg: string; top: number } {
  const w0 = R * 0.11;
  const h = R * 0.22;
  const yb = top + R * 0.05;
  const yt = top - h;
  const bail =
    `M ${f(cx - w0)} ${f(yb)} C ${f(cx - w0)} ${f(top - h * 0.35)}, ${f(cx - w0 * 0.8)} ${f(yt)}, ${f(cx)} ${f(yt)} ` +
    `C ${f(cx + w0 * 0.8)} ${f(yt)}, ${f(cx + w0)} ${f(top - h * 0.35)}, ${f(cx + w0)} ${f(yb)} Z`;
  const holeY = yt + h * 0.42;
  const hole = ellipse(cx, holeY, w0 * 0.42, h * 0.22);
  ctx.shape?.shape.bails.push({ d: bail, hole: [cx, holeY, w0 * 0.42, h * 0.22], ring: ring ? { r: R * 0.13, w: R * 0.04 } : null });
  const out: string[] = [];
  let ringTop = yt;
  if (ring) {
    const rr = R * 0.13;
    const rcy = holeY - rr + h * 0.08;
    out.push(drawParts([{ kind: 'wire', d: circle(cx, rcy, rr), w: R * 0.04 }], paint, ctx, 1));
    ringTop = rcy - rr - R * 0.02;
  }
  out.push(drawParts([{ kind: 'fill', d: bail }, { kind: 'dot', d: hole }], paint, ctx, 1));
  if (ring) {
    const rr = R * 0.13;
    const rcy = holeY - rr + h * 0.08;
    // The ring's lower arc passes in front of the bail, through its hole.
    const a0 = Math.PI * 0.36;
    const a1 = Math.PI * 0.64;
    const arc = `M ${f(cx + rr * Math.cos(a0))} ${f(rcy + rr * Math.sin(a0))} Q ${f(cx)} ${f(rcy + rr * 1.08)} ${f(cx + rr * Math.cos(a1))} ${f(rcy + rr * Math.sin(a1))}`;
    out.push(drawParts([{ kind: 'wire', d: arc, w: R * 0.04 }], paint, ctx, 1));
  }
  return { svg: out.join(''), top: ringTop };
}

/** A fine cable chain along the points: links alternating face-on (oval rings) and edge-on (bars). */
export function chain(points: readonly Pt[], paint: MetalPaint, link = 9): string {
  const p = paint.pal;
  // Resample by arc length.
  const pts: Pt[] = [];
  const seg: number[] = [];
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const d = Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]);
    seg.push(d);
    total += d;
  }
  const n = Math.max(2, Math.floor(total / link));
  let i = 0;
  let acc = 0;
  for (let k = 0; k <= n; k++) {
    const target = (total * k) / n;
    while (i < seg.length - 1 && acc + seg[i] < target) acc += seg[i++];
    const t = seg[i] ? (target - acc) / seg[i] : 0;
    pts.push([points[i][0] + (points[i + 1][0] - points[i][0]) * t, points[i][1] + (points[i + 1][1] - points[i][1]) * t]);
  }
  const out: string[] = [];
  for (let k = 0; k < pts.length - 1; k++) {
    const [x1, y1] = pts[k];
    const [x2, y2] = pts[k + 1];
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    const ang = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
    const len = Math.hypot(x2 - x1, y2 - y1) * 0.72;
    if (k % 2 === 0) {
      out.push(
        `<ellipse cx="${f(mx)}" cy="${f(my)}" rx="${f(len)}" ry="${f(len * 0.5)}" transform="rotate(${f(ang)} ${f(mx)} ${f(my)})" fill="none" stroke="${p.dark}" stroke-width="2.6"/>` +
          `<ellipse cx="${f(mx)}" cy="${f(my)}" rx="${f(len)}" ry="${f(len * 0.5)}" transform="rotate(${f(ang)} ${f(mx)} ${f(my)})" fill="none" stroke="${p.light}" stroke-width="1.3"/>`,
      );
    } else {
      out.push(
        `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${p.dark}" stroke-width="3.2" stroke-linecap="round"/>` +
          `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${p.base}" stroke-width="1.9" stroke-linecap="round"/>` +
          `<line x1="${f(x1)}" y1="${f(y1 - 0.5)}" x2="${f(x2)}" y2="${f(y2 - 0.5)}" stroke="${p.hi}" stroke-width="0.7" stroke-linecap="round"/>`,
      );
    }
  }
  return out.join('');
}

/** Points of a hanging curve from a to b with its lowest sag at `sagY`. */
export function hang(a: Pt, b: Pt, control: Pt, n = 40): Pt[] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    const u = 1 - t;
    return [u * u * a[0] + 2 * u * t * control[0] + t * t * b[0], u * u * a[1] + 2 * u * t * control[1] + t * t * b[1]] as Pt;
  });
}

/** A French ear hook rising from (x, y). */
export function earHook(x: number, y: number, size: number, paint: MetalPaint, ctx: DrawContext): string {
  const d = smooth([
    [x, y],
    [x - size * 0.04, y - size * 0.35],
    [x + size * 0.12, y - size * 0.72],
    [x + size * 0.42, y - size * 0.78],
    [x + size * 0.6, y - size * 0.5],
    [x + size * 0.62, y - size * 0.1],
    [x + size * 0.7, y + size * 0.12],
  ]);
  return drawParts([{ kind: 'wire', d, w: size * 0.035 }, { kind: 'fill', d: circle(x - size * 0.03, y - size * 0.3, size * 0.05) }], paint, ctx, 1);
}

/** A bangle seen from slightly above: back half thinner, front half full. */
export function bangle(cx: number, cy: number, rx: number, ry: number, paint: MetalPaint, ctx: DrawContext, part: 'back' | 'front'): string {
  const pts: Pt[] = [];
  const from = part === 'back' ? Math.PI : 0;
  for (let i = 0; i <= 48; i++) {
    const t = from + (Math.PI * i) / 48;
    pts.push([cx + rx * Math.cos(t), cy + ry * Math.sin(t)]);
  }
  return drawParts([{ kind: 'wire', d: smooth(pts), w: part === 'back' ? 11 : 17 }], part === 'back' ? { ...paint, pal: { ...paint.pal, base: paint.pal.mid, light: paint.pal.base } } : paint, ctx, 1);
}

