import type { DesignStyle } from '@shared/options';
import { facetedStar } from './motifs/sky';
import type { Part } from './motifs/types';
import { circle, circleReversed, ellipse, polarPoints, polygon, polygonArea, regularPolygon, scaleAbout, smooth, type Pt } from './paths';
import type { Rng } from './random';
import { litTone } from './render';

// Style shapes the piece: its silhouette, the recessed field the motifs sit on, and the border on the
// rim. Minimalist is a fine open hoop; Geometric a faceted hexagon or octagon; Filigree wire lace;
// Celtic a braided band; Floral a scalloped bloom; Celestial a band of stars; Baroque a scrolled
// cartouche; Gothic a lancet arch; Ornate beads and rope; Detailed milgrain; Flat a plain stamped
// disc; Abstract an organic pebble; None a classic medallion.

/** A straight line of engraved text: its centre, width and letter height; `turned` reads it downwards. */
export interface TextLine { x: number; y: number; width: number; height: number; turned?: boolean }

export interface Body {
  /** Silhouette of the piece (absolute coordinates). */
  outer: string;
  /** Whether the rim band is solid metal (false for wire lace, whose border is all decor). */
  solidRim: boolean;
  /** The recessed field, or null when the middle is open. */
  field: string | null;
  /** Where motifs go: a circle inside the field. */
  centre: Pt;
  radius: number;
  /** Border ornaments, in rim metal. */
  decor: Part[];
  /** y of the silhouette's top at the centre line (where the bail goes). */
  top: number;
  width: number;
  height: number;
  /** Area of metal seen from the front, px². */
  area: number;
  /** Style noun and adjective for names and descriptions. */
  noun: string;
  /** A plate's straight line of text (plates.ts): its centre, baseline middle, width and letter height. */
  textLine?: TextLine & { alone: TextLine };
  /** A tag's hole, where its chain passes. */
  hole?: { x: number; y: number; r: number };
}

const rad = (d: number) => (d * Math.PI) / 180;
const onCircle = (cx: number, cy: number, r: number, deg: number): Pt => [cx + r * Math.cos(rad(deg)), cy + r * Math.sin(rad(deg))];

function disc(cx: number, cy: number, R: number, fieldK: number, noun: string, decor: Part[] = []): Body {
  return {
    outer: circle(cx, cy, R),
    solidRim: true,
    field: circle(cx, cy, R * fieldK),
    centre: [cx, cy],
    radius: R * fieldK * 0.96,
    decor,
    top: cy - R,
    width: 2 * R,
    height: 2 * R,
    area: Math.PI * R * R,
    noun,
  };
}

function beads(cx: number, cy: number, r: number, n: number, size: number, offsetDeg = 0): Part[] {
  return Array.from({ length: n }, (_, i) => {
    const [x, y] = onCircle(cx, cy, r, offsetDeg + (360 / n) * i);
    return { kind: 'fill', d: circle(x, y, size) } as Part;
  });
}

export function bodyFor(style: DesignStyle, cx: number, cy: number, R: number, rng: Rng): Body {
  switch (style) {
    case 'Minimalist': {
      const inner = R * 0.94;
      return {
        outer: circle(cx, cy, R) + ' ' + circleReversed(cx, cy, inner),
        solidRim: true,
        field: null,
        centre: [cx, cy],
        radius: inner * 0.92,
        decor: [],
        top: cy - R,
        width: 2 * R,
        height: 2 * R,
        area: Math.PI * (R * R - inner * inner),
        noun: 'slender open hoop',
      };
    }
    case 'Detailed':
      return disc(cx, cy, R, 0.78, 'milgrain-edged medallion', [
        ...beads(cx, cy, R * 0.895, 44, R * 0.03),
        { kind: 'wire', d: circle(cx, cy, R * 0.815), w: R * 0.022 },
      ]);
    case 'Flat': {
      if (rng.chance(0.5)) return disc(cx, cy, R, 0.9, 'flat stamped disc');
      const s = R * 0.9;
      const r = R * 0.28;
      const sq = (h: number, rr: number) =>
        `M ${cx - h + rr} ${cy - h} L ${cx + h - rr} ${cy - h} Q ${cx + h} ${cy - h} ${cx + h} ${cy - h + rr} L ${cx + h} ${cy + h - rr} Q ${cx + h} ${cy + h} ${cx + h - rr} ${cy + h} L ${cx - h + rr} ${cy + h} Q ${cx - h} ${cy + h} ${cx - h} ${cy + h - rr} L ${cx - h} ${cy - h + rr} Q ${cx - h} ${cy - h} ${cx - h + rr} ${cy - h} Z`;
      return { outer: sq(s, r), solidRim: true, field: sq(s * 0.9, r * 0.85), centre: [cx, cy], radius: s * 0.92, decor: [], top: cy - s, width: 2 * s, height: 2 * s, area: 4 * s * s - (4 - Math.PI) * r * r, noun: 'flat cushion tag' };
    }
    case 'Abstract': {
      const k = Array.from({ length: 7 }, () => rng.range(0.86, 1));
      const pts = polarPoints(cx, cy, 7, (t) => R * k[Math.round(((t + Math.PI / 2) / (2 * Math.PI)) * 7) % 7], -Math.PI / 2);
      const outer = smooth(pts, true);
      return {
        outer,
        solidRim: true,
        field: scaleAbout(outer, 0.84, cx, cy),
        centre: [cx, cy],
        radius: R * 0.7,
        decor: [{ kind: 'groove', d: smooth([onCircle(cx, cy, R * 0.9, 150), onCircle(cx, cy, R * 0.92, 180), onCircle(cx, cy, R * 0.9, 210)]), w: 1.6 }],
        top: Math.min(...pts.map((p) => p[1])),
        width: 2 * R,
        height: 2 * R,
        area: polygonArea(pts) * 1.04,
        noun: 'organic pebble',
      };
    }
    case 'Geometric': {
      const n = rng.pick([6, 8]);
      const rot = n === 6 ? -90 : -90 + 22.5;
      const o = regularPolygon(cx, cy, R, n, rot);
      const inn = regularPolygon(cx, cy, R * 0.8, n, rot);
      const decor: Part[] = [];
      for (let i = 0; i < n; i++) {
        const j = (i + 1) % n;
        const mid = rot + (360 / n) * (i + 0.5);
        decor.push({ kind: 'facet', d: polygon([o[i], o[j], inn[j], inn[i]]), tone: litTone(mid, 0.55, 0.42) });
      }
      const apothem = R * 0.8 * Math.cos(Math.PI / n);
      return { outer: polygon(o), solidRim: true, field: polygon(inn), centre: [cx, cy], radius: apothem * 0.95, decor, top: Math.min(...o.map((p) => p[1])), width: 2 * R, height: 2 * R, area: polygonArea(o), noun: n === 6 ? 'faceted hexagon' : 'faceted octagon' };
    }
    case 'Filigree': {
      const n = 14;
      const decor: Part[] = [
        { kind: 'wire', d: circle(cx, cy, R * 0.97), w: R * 0.026 },
        { kind: 'wire', d: circle(cx, cy, R * 0.8), w: R * 0.022 },
      ];
      for (let i = 0; i < n; i++) {
        const a = (360 / n) * i - 90;
        const [x, y] = onCircle(cx, cy, R * 0.885, a);
        decor.push({ kind: 'wire', d: circle(x, y, R * 0.062), w: R * 0.016 });
        const [bx, by] = onCircle(cx, cy, R * 0.885, a + 180 / n);
        decor.push({ kind: 'wire', d: smooth([onCircle(cx, cy, R * 0.955, a + 180 / n - 6), [bx, by], onCircle(cx, cy, R * 0.955, a + 180 / n + 6)]), w: R * 0.014 });
        decor.push({ kind: 'fill', d: circle(bx, by, R * 0.018) });
      }
      return { ...disc(cx, cy, R, 0.79, 'filigree lace medallion', decor), solidRim: false, area: Math.PI * (R * 0.79) ** 2 + 2 * Math.PI * R * 0.9 * R * 0.12 };
    }
    case 'Celtic': {
      const rm = R * 0.895;
      const amp = R * 0.05;
      const n = 18;
      const strand = (phase: number, from = 0, to = 360, steps = 180) =>
        smooth(Array.from({ length: steps + 1 }, (_, i) => {
          const t = rad(from + ((to - from) * i) / steps);
          const r = rm + amp * Math.sin(n * t + phase);
          return [cx + r * Math.cos(t), cy + r * Math.sin(t)] as Pt;
        }));
      const w = R * 0.034;
      const decor: Part[] = [{ kind: 'wire', d: strand(0), w }, { kind: 'wire', d: strand(Math.PI), w }];
      // Over and under: every other crossing, the first strand passes on top again.
      for (let k = 0; k < n * 2; k += 2) {
        const at = (180 / n) * k;
        decor.push({ kind: 'wire', d: strand(0, at - 4, at + 4, 8), w });
      }
      return disc(cx, cy, R, 0.8, 'Celtic braided medallion', decor);
    }
    case 'Floral': {
      const petals = 10;
      const pts = polarPoints(cx, cy, 200, (t) => R * (0.88 + 0.12 * Math.abs(Math.cos((petals * (t + Math.PI / 2)) / 2))));
      const decor: Part[] = [];
      for (let i = 0; i < petals; i++) {
        const a = -90 + (360 / petals) * i;
        const [x1, y1] = onCircle(cx, cy, R * 0.8, a);
        const [x2, y2] = onCircle(cx, cy, R * 0.93, a);
        decor.push({ kind: 'groove', d: `M ${x1} ${y1} L ${x2} ${y2}`, w: 1.3 });
        const [dx, dy] = onCircle(cx, cy, R * 0.84, a + 180 / petals);
        decor.push({ kind: 'fill', d: circle(dx, dy, R * 0.02) });
      }
      return { outer: smooth(pts.filter((_, i) => i % 2 === 0), true), solidRim: true, field: circle(cx, cy, R * 0.76), centre: [cx, cy], radius: R * 0.73, decor, top: cy - R, width: 2 * R, height: 2 * R, area: polygonArea(pts), noun: 'scalloped bloom' };
    }
    case 'Celestial': {
      const decor: Part[] = [{ kind: 'wire', d: circle(cx, cy, R * 0.79), w: R * 0.018 }];
      const n = 12;
      for (let i = 0; i < n; i++) {
        const a = -90 + (360 / n) * i;
        const [x, y] = onCircle(cx, cy, R * 0.89, a);
        if (i % 2 === 0) decor.push(...facetedStar(x, y, R * 0.075, R * 0.026, 4, a - 90));
        else {
          decor.push({ kind: 'fill', d: circle(x, y, R * 0.022) });
          for (const da of [-8, 8]) {
            const [bx, by] = onCircle(cx, cy, R * 0.89, a + da);
            decor.push({ kind: 'fill', d: circle(bx, by, R * 0.012) });
          }
        }
      }
      return disc(cx, cy, R, 0.77, 'celestial medallion', decor);
    }
    case 'Baroque': {
      const pts = polarPoints(cx, cy, 240, (t) => R * (0.92 + 0.08 * Math.cos(4 * t)) * (1 - 0.08 * Math.cos(t) ** 2));
      const decor: Part[] = [];
      const scroll = (x: number, y: number, dir: number, rot: number): string => {
        const p: Pt[] = [];
        for (let i = 0; i <= 26; i++) {
          const t = (i / 26) * Math.PI * 2.1;
          const r = R * 0.085 * (1 - i / 34);
          p.push([x + dir * r * Math.cos(t + rot), y + r * Math.sin(t + rot)]);
        }
        return smooth(p);
      };
      for (const deg of [45, 135, 225, 315]) {
        const [x, y] = onCircle(cx, cy, R * 0.86, deg);
        decor.push({ kind: 'wire', d: scroll(x, y, deg === 45 || deg === 225 ? 1 : -1, rad(deg)), w: R * 0.022 });
      }
      for (const deg of [0, 90, 180, 270]) {
        const [x, y] = onCircle(cx, cy, R * 0.86, deg);
        decor.push({ kind: 'fill', d: ellipse(x, y, R * 0.05, R * 0.035, deg + 90) });
        for (const s of [-1, 1]) {
          decor.push({ kind: 'groove', d: smooth([onCircle(cx, cy, R * 0.86, deg + s * 6), onCircle(cx, cy, R * 0.9, deg + s * 14), onCircle(cx, cy, R * 0.85, deg + s * 24)]), w: 1.2 });
        }
      }
      return { outer: smooth(pts.filter((_, i) => i % 3 === 0), true), solidRim: true, field: ellipse(cx, cy, R * 0.7, R * 0.76), centre: [cx, cy], radius: R * 0.68, decor, top: cy - R, width: 2 * R * 0.92, height: 2 * R, area: polygonArea(pts), noun: 'baroque cartouche' };
    }
    case 'Gothic': {
      const arch = (a: number, rho: number, bottom: number, spring: number): Pt[] => {
        const pts: Pt[] = [];
        const h = Math.sqrt(rho * rho - (rho - a) ** 2);
        const steps = 24;
        for (let i = 0; i <= steps; i++) {
          const y = spring - (h * i) / steps;
          const x = cx + (rho - a) - Math.sqrt(Math.max(0, rho * rho - (spring - y) ** 2));
          pts.push([x, y]);
        }
        for (let i = steps; i >= 0; i--) {
          const y = spring - (h * i) / steps;
          pts.push([2 * cx - (cx + (rho - a) - Math.sqrt(Math.max(0, rho * rho - (spring - y) ** 2))), y]);
        }
        pts.push([cx + a, bottom - a * 0.25], [cx + a * 0.75, bottom], [cx - a * 0.75, bottom], [cx - a, bottom - a * 0.25]);
        return pts;
      };
      const spring = cy - 0.02 * R;
      const o = arch(R * 0.8, R * 1.2, cy + R, spring);
      const f = arch(R * 0.66, R * 0.99, cy + R * 0.86, spring);
      const top = Math.min(...o.map((p) => p[1]));
      const ftop = Math.min(...f.map((p) => p[1]));
      const tre = [[0, -0.045], [-0.04, 0.02], [0.04, 0.02]].map(([dx, dy]) => ({ kind: 'groove', d: circle(cx + dx * R, ftop + R * 0.2 + dy * R, R * 0.04), w: 1.3 }) as Part);
      return {
        outer: polygon(o),
        solidRim: true,
        field: polygon(f),
        centre: [cx, cy + R * 0.12],
        radius: R * 0.64,
        decor: [...tre, { kind: 'groove', d: `M ${cx - R * 0.6} ${cy + R * 0.93} L ${cx + R * 0.6} ${cy + R * 0.93}`, w: 1.2 }],
        top,
        width: 1.6 * R,
        height: cy + R - top,
        area: polygonArea(o),
        noun: 'Gothic lancet arch',
      };
    }
    case 'Ornate': {
      const n = 30;
      const decor: Part[] = [...beads(cx, cy, R * 0.955, n, R * 0.05)];
      const rope = circle(cx, cy, R * 0.855);
      decor.push({ kind: 'wire', d: rope, w: R * 0.05 });
      let twist = '';
      for (let i = 0; i < 56; i++) {
        const a = (360 / 56) * i;
        const [x1, y1] = onCircle(cx, cy, R * 0.83, a);
        const [x2, y2] = onCircle(cx, cy, R * 0.88, a + 4);
        twist += ` M ${x1.toFixed(2)} ${y1.toFixed(2)} L ${x2.toFixed(2)} ${y2.toFixed(2)}`;
      }
      decor.push({ kind: 'groove', d: twist.trim(), w: 1.1 });
      decor.push(...beads(cx, cy, R * 0.785, 36, R * 0.014));
      return { ...disc(cx, cy, R * 0.93, 0.81, 'ornate beaded medallion', decor), top: cy - R * 1.0, width: 2 * R, height: 2 * R };
    }
    default: {
      if (rng.chance(0.35)) {
        return { ...disc(cx, cy, R, 0.86, 'classic oval medallion'), outer: ellipse(cx, cy, R * 0.84, R), field: ellipse(cx, cy, R * 0.84 * 0.85, R * 0.87), radius: R * 0.7, width: 1.68 * R, area: Math.PI * R * R * 0.84 };
      }
      return disc(cx, cy, R, 0.86, 'classic round medallion');
    }
  }
}

/** Label and labour weight of each style, used by naming and price. */
export const STYLE_WORDS: Record<DesignStyle, { adjective: string; labourDollars: number }> = {
  None: { adjective: 'Classic', labourDollars: 0 },
  Flat: { adjective: 'Pure', labourDollars: 0 },
  Minimalist: { adjective: 'Minimal', labourDollars: 10 },
  Abstract: { adjective: 'Sculpted', labourDollars: 30 },
  Geometric: { adjective: 'Faceted', labourDollars: 40 },
  Detailed: { adjective: 'Heirloom', labourDollars: 55 },
  Celestial: { adjective: 'Celestial', labourDollars: 55 },
  Floral: { adjective: 'Blossoming', labourDollars: 60 },
  Gothic: { adjective: 'Gothic', labourDollars: 65 },
  Celtic: { adjective: 'Celtic', labourDollars: 80 },
  Baroque: { adjective: 'Baroque', labourDollars: 90 },
  Filigree: { adjective: 'Filigree', labourDollars: 95 },
  Ornate: { adjective: 'Ornate', labourDollars: 100 },
};
