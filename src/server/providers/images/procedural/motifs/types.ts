import type { Rng } from '../random';
import type { IconShape } from '../subjects/types';

/**
 * One element of a motif, in the motif's own 100 × 100 box:
 * - fill: a raised, bevelled relief shape;
 * - wire: a raised round wire of width w;
 * - groove: a line engraved into the metal;
 * - dot: a small recessed, darkened hollow (eyes, noses, nail holes);
 * - facet: a flat cut face, tone 0 (in shadow) to 1 (catching the light); gem facets are stone, not metal;
 * - icon: a vector-set icon raised like a fill (stroked icons as wire), scaled to fit the square of
 *   side `size` at (x, y) with its aspect ratio kept and centred in it.
 */
export type Part =
  | { kind: 'fill'; d: string }
  | { kind: 'wire'; d: string; w: number }
  | { kind: 'groove'; d: string; w?: number }
  | { kind: 'dot'; d: string }
  | { kind: 'facet'; d: string; tone: number; gem?: boolean }
  | { kind: 'icon'; icon: IconShape; x: number; y: number; size: number };

/** A part drawn from an SVG path (every kind but an icon). */
export type PathPart = Exclude<Part, { kind: 'icon' }>;

export interface Motif {
  id: string;
  /** Title-case name for product names ('Crescent Moon'). */
  title: string;
  /** Phrase for descriptions ('a crescent moon'). */
  noun: string;
  /**
   * The subject library's subjects this hand drawing draws in place of their icon (library.json ids):
   * the library alone reads the prompt, and a subject found there is drawn by hand where one is made.
   */
  subjects: readonly string[];
  /**
   * A motif that can hold a companion (a crescent cradles a fox; a heart holds a heartbeat):
   * where, in its box, the companion sits and at what scale.
   */
  nest?: { x: number; y: number; s: number };
  /** Asks for the darker recessed field (metals.ts recessGradient): fine relief from an icon set needs it to read. */
  recessedField?: boolean;
  /** The collection a piece with this motif first belongs in: its subject's (subjects/category-rule.ts). */
  category?: string;
  /** Width and height of the drawn ink in box units, where known (icons): a scene stacks motifs by it. */
  ink?: { w: number; h: number };
  /** The young of the subject before it ('an elephant with its calf'): drawn smaller beside its parent. */
  young?: true;
  /** Drawn this much larger or smaller than its layout gives it ('make the fox smaller', refine.ts). */
  scale?: number;
  /** Rough share of the 100 × 100 box covered by raised metal (for the weight). */
  coverage: number;
  draw(rng: Rng): Part[];
}
