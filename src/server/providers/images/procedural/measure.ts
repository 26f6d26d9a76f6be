import type { DesignStyle } from '@shared/options';
import type { DesignForm } from '../types';
import type { Placement } from './compose';
import type { Rng } from './random';
import type { Body } from './styles';
import { GOLD_14K_DENSITY } from '../../models/weight';

// Measurements: the face is sized in millimetres (about 20 mm for a charm, more for more motifs and
// richer borders), every drawn pixel is converted at that scale, and the weight is the metal seen from
// the front × a plausible thickness (0.8-1.6 mm) plus the raised relief, × the density of 14k gold.

/** Density of 14k yellow gold, g/cm³ (the model's figure: providers/models/weight.ts). */
export { GOLD_14K_DENSITY };
/** Height of the raised relief above the field, mm. */
export const RELIEF_MM = 0.45;
/** Bail and jump ring, grams of 14k. */
export const BAIL_GRAMS = 0.3;

const STYLE_THICKNESS: Partial<Record<DesignStyle, number>> = { Flat: 0.9, Filigree: 0.85, Minimalist: 1.3, Ornate: 1.45, Baroque: 1.4, Gothic: 1.3 };

export interface Measures {
  widthMm: number;
  heightMm: number;
  weightGrams: number;
  faceMm: number;
  thicknessMm: number;
  /** Millimetres per px of the drawing (the face's millimetres over its drawn diameter). */
  mmPerPx: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function measure(opts: {
  body: Body;
  R: number;
  placements: readonly Placement[];
  style: DesignStyle;
  form: DesignForm;
  engraving: string | null;
  rng: Rng;
  /** Height of bail and ring above the body, px. */
  bailPx: number;
  /** Metal beyond the medallions (a bangle band, a chain), grams. */
  extraGrams?: number;
  /** The piece's size against its first version's ('make it smaller', refine.ts). */
  size?: number;
}): Measures {
  const { body, R, placements, style, form, engraving, rng, bailPx } = opts;
  let face = 19 + rng.range(-1.5, 1.5) + 1.5 * Math.max(0, placements.length - 1) + (engraving && engraving.length > 6 ? 1 : 0);
  if (style === 'Ornate' || style === 'Baroque' || style === 'Filigree') face += 2;
  if (style === 'Minimalist') face -= 1;
  if (form === 'earrings') face *= 0.6;
  face *= opts.size ?? 1;
  const mmPerPx = face / (2 * R);
  const thickness = Math.min(1.6, Math.max(0.8, (STYLE_THICKNESS[style] ?? 1.1) + rng.range(-0.1, 0.1)));
  const areaMm2 = body.area * mmPerPx * mmPerPx;
  let reliefMm3 = 0;
  for (const p of placements) {
    const sideMm = p.size * body.radius * mmPerPx;
    reliefMm3 += p.motif.coverage * sideMm * sideMm * RELIEF_MM;
  }
  let grams = ((areaMm2 * thickness + reliefMm3) / 1000) * GOLD_14K_DENSITY + BAIL_GRAMS;
  let widthMm = body.width * mmPerPx;
  let heightMm = (body.height + bailPx) * mmPerPx;
  if (form === 'earrings') grams *= 2;
  grams += opts.extraGrams ?? 0;
  if (form === 'bracelet') {
    widthMm = 64;
    heightMm = Math.max(heightMm, 8);
  }
  return { widthMm: round1(widthMm), heightMm: round1(heightMm), weightGrams: round1(grams), faceMm: round1(face), thicknessMm: round1(thickness), mmPerPx };
}
