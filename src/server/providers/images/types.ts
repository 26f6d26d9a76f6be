import type { DesignForm, DesignStyle, Finish, Metal } from '@shared/options';
import type { BuiltModel } from '../models';

export type { DesignForm };

export interface DesignRequest {
  prompt: string;
  designStyle: DesignStyle;
  metal: Metal;
  finish: Finish;
  form: DesignForm;
  /** Variation seed: the same inputs and seed give the same design; Redo passes a new one. */
  seed: number;
  /** The changes asked since the first version, in order ('make the fox smaller', 'in rose gold'). */
  changes?: readonly string[];
}

export interface DesignRender {
  name: string;
  description: string;
  /** The piece in the requested metal (square SVG, viewBox 0 0 512 512). */
  svg: string;
  /** The same piece in sterling silver with the same finish. */
  silverSvg: string;
  widthMm: number;
  heightMm: number;
  /** The piece's box, mm: width, height and depth (one earring of a pair). */
  sizeMm?: { width: number; height: number; depth: number };
  /** The castable model the figures come from (providers/models), when the provider built one. */
  model?: BuiltModel;
  /** Weight in 14k gold (the silver weight follows the shared 54% rule). */
  weightGrams: number;
  /** Price in 14k gold, USD cents (the silver price follows the shared 65% rule). */
  priceCents: number;
  /** Motif ids drawn, in order (e.g. ['fox', 'moon']). */
  motifs: string[];
  /** The collection category the piece belongs in (pets-animals, engagement, ...). */
  category: string;
  /** The text engraved in the piece, as the customer wrote it, or null. */
  engraving: string | null;
  /** The form drawn: the one the words name ('a bee necklace'), else the request's. */
  form: DesignForm;
  /** When the piece shows less than was asked (the nearest subject, or none), the sentence that says so. */
  note: string | null;
  /** How the first two subjects stand to each other as drawn ('on', 'around', 'holding', ...), or null. */
  relation: string | null;
}

export interface ImageProvider {
  readonly name: string;
  generate(request: DesignRequest): Promise<DesignRender>;
}
