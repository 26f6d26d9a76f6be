import { iconStrokeWidth } from './icon-body';
import type { Part } from './motifs/types';
import { f } from './paths';

// The piece's shape as the castable model reads it (providers/models/): while the main metal's
// drawing is made, each place that draws metal also says what it is, in the drawing's pixels (y
// down): a body's outline and its recessed field, ink raised on the face (motifs, a border's beads
// and wires), ink cut into it (the engraving, a motif's inner lines), ink that is the piece itself (a
// letter's or a name's wire, a subject cut out beside it), and what hangs or holds it (bails, jump
// rings, earring posts, a bangle's band, a bracelet's chain). Ink is SVG markup drawn in black; the
// model rasterises it, so icons, strokes and fills are read alike, exactly as the picture draws them.

/** A bail soldered to the top of the piece (forms.ts bailAndRing), with or without its jump ring. */
export interface BailShape {
  /** The bail's outline (a closed path) and its hole's centre and radii, px. */
  d: string;
  hole: [x: number, y: number, rx: number, ry: number];
  /** The jump ring through the hole: its radius and wire, px (null: none, a pendant's bail). */
  ring: { r: number; w: number } | null;
}

export interface PieceShape {
  /** Bodies: a closed outline (nonzero fill, holes wound the other way) and the recessed field inside its rim, if any. */
  bodies: { outer: string; field: string | null }[];
  /** Ink raised on the face: motifs in relief, a border's decor. */
  raised: string[];
  /** Ink cleared of relief (a plaque's middle, where its text is cut). */
  cleared: string[];
  /** Ink cut into the face: engraved text, a flourish. */
  cuts: string[];
  /** Ink cut into the relief's top: a motif's inner lines and dots. */
  details: string[];
  /** Ink that is metal through the whole piece: a letter's or a name's wire, a subject cut out beside it. */
  solids: string[];
  bails: BailShape[];
  /** A jump ring through a hole in the plate (a tag's): the hole's centre and radius, px. */
  holeRings: { x: number; y: number; r: number }[];
  /** Jump rings soldered flat to the piece (a name's ends): centre, radius and wire, px. */
  flatRings: { x: number; y: number; r: number; w: number }[];
  /** Earring posts behind the piece at these points, px. */
  posts: [number, number][];
  /** A bangle's band passing behind the medallion centred at this point, px. */
  band: [number, number] | null;
  /** A charm bracelet: its chain runs through the top of the (first) bail's jump ring. */
  chain: boolean;
  /** Earrings: the x (px) between the two of the pair, where a pair's one earring is measured; null for one piece. */
  pairAt: number | null;
}

export function emptyShape(): PieceShape {
  return { bodies: [], raised: [], cleared: [], cuts: [], details: [], solids: [], bails: [], holeRings: [], flatRings: [], posts: [], band: null, chain: false, pairAt: null };
}

/**
 * What drawing code tells the model. `transform` wraps what follows in an SVG transform until its
 * undo is called (a plate's text turned to read downwards); `solidMode` makes placed motifs metal
 * through the piece instead of relief (a subject beside a letter).
 */
export interface ShapeSink {
  shape: PieceShape;
  /** Records ink in the current transforms. */
  ink(layer: 'raised' | 'cleared' | 'cuts' | 'details' | 'solids', svg: string): void;
  transform(t: string): () => void;
  solidMode: boolean;
}

export function createShapeSink(): ShapeSink {
  const stack: string[] = [];
  const sink: ShapeSink = {
    shape: emptyShape(),
    solidMode: false,
    ink(layer, svg) {
      if (!svg) return;
      sink.shape[layer].push(stack.reduceRight((inner, t) => `<g transform="${t}">${inner}</g>`, svg));
    },
    transform(t) {
      stack.push(t);
      return () => void stack.pop();
    },
  };
  return sink;
}

/**
 * Parts as black ink in their own units: what is raised (fills, wires, facets, icons) and what is cut
 * (grooves and dots). `unit` is the size of one unit in output pixels: a groove's width is given in
 * output pixels (render.ts drawParts).
 */
export function inkParts(parts: readonly Part[], unit: number): { raised: string; cut: string } {
  const raised: string[] = [];
  const cut: string[] = [];
  for (const p of parts) {
    if (p.kind === 'fill' || p.kind === 'facet') raised.push(`<path d="${p.d}"/>`);
    else if (p.kind === 'wire') raised.push(`<path d="${p.d}" fill="none" stroke="#000" stroke-width="${f(p.w)}" stroke-linecap="round" stroke-linejoin="round"/>`);
    else if (p.kind === 'groove') cut.push(`<path d="${p.d}" fill="none" stroke="#000" stroke-width="${f((p.w ?? 2) / unit)}" stroke-linecap="round" stroke-linejoin="round"/>`);
    else if (p.kind === 'dot') cut.push(`<path d="${p.d}"/>`);
    else {
      const { icon } = p;
      const s = p.size / Math.max(icon.width, icon.height);
      // Stroked icons are drawn a shade finer than the set's line (icon-relief.ts).
      const line = icon.stroked ? ` stroke-width="${iconStrokeWidth(icon) * 0.75}"` : '';
      raised.push(`<g transform="translate(${f(p.x + (p.size - icon.width * s) / 2)} ${f(p.y + (p.size - icon.height * s) / 2)}) scale(${s})" color="#000"${line}>${icon.body}</g>`);
    }
  }
  return { raised: raised.join(''), cut: cut.join('') };
}

/** Records parts drawn under `transform` (the one their SVG is drawn in): raised or solid, and their cuts. */
export function recordParts(
  sink: ShapeSink | undefined, parts: readonly Part[], unit: number, transform: string | null,
  as?: 'raised' | 'solids', cutsTo: 'details' | 'cuts' = 'details',
): void {
  if (!sink) return;
  const ink = inkParts(parts, unit);
  const wrap = (s: string) => (transform && s ? `<g transform="${transform}">${s}</g>` : s);
  sink.ink(as ?? (sink.solidMode ? 'solids' : 'raised'), wrap(ink.raised));
  sink.ink(cutsTo, wrap(ink.cut));
}
