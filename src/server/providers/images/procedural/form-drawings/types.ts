import type { DesignStyle } from '@shared/options';
import type { DesignRequest } from '../../types';
import type { Placement } from '../compose';
import type { Motif } from '../motifs/types';
import type { Paints } from '../piece';
import type { Rng } from '../random';
import type { DrawContext } from '../render';
import type { Body } from '../styles';

// What every form's drawing (one file per form here, dispatched by generate.ts drawPiece) is given,
// and what it gives back.

export interface FormInput {
  request: DesignRequest;
  style: DesignStyle;
  /** Gothic's lancet is taller than it is wide: pieces sit a little lower. */
  tall: boolean;
  /** Every motif the piece shows, and those its medallions place (a bar's slot holds one). */
  motifs: readonly Motif[];
  placements: readonly Placement[];
  engraving: string | null;
  paints: Paints;
  rng: Rng;
  ctx: DrawContext;
  /** One medallion (or a plate's body) with the placements and an engraving; its soft shadow goes under the piece. */
  medallion(cx: number, cy: number, R: number, engraving: string | null, body?: Body): { svg: string; body: Body };
}

export interface FormDrawing {
  /** The piece's SVG, back to front. */
  svg: string[];
  /** The body the piece is measured by (the first medallion's, or the form's own). */
  body: Body;
  /** The scale of the piece: a medallion's radius in px. */
  R: number;
  /** Height of the bail and jump ring above the body, px (0 when none). */
  bailPx: number;
  formNoun: string;
  formPhrase: string;
  /** Metal outside the body (band or chain), grams of 14k. */
  extraGrams?: number;
}

export type DrawForm = (input: FormInput) => FormDrawing;
