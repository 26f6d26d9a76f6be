/**
 * Weight from the chat's measurements, with the embedded generator's constants so both providers
 * weigh (and so price) alike: the metal seen from the front (width × height × FILL_FACTOR, the share
 * of the bounding box a cast charm's silhouette covers once its cut-outs and rounded outline are
 * taken away) × thickness × the density of 14k gold, plus the bail and jump ring.
 */
import { BAIL_GRAMS, GOLD_14K_DENSITY } from '../procedural/measure';
import type { DesignForm } from '../types';

/** Share of the width × height box that is metal (a disc covers π/4 ≈ 0.79; relief and piercing take some away). */
export const FILL_FACTOR = 0.6;

/** Metal beyond the piece itself, grams: the procedural generator's charm-bracelet chain. */
const FORM_EXTRA_GRAMS: Record<DesignForm, number> = { charm: 0, pendant: 0, earrings: 0, bracelet: 3.2, bar: 0, tag: 0, letter: 0, silhouette: 0, name: 0 };

/** 14k gold weight in grams, one decimal. Earrings are a pair: the measurements are one earring's. */
export function weightFromMeasures(m: { widthMm: number; heightMm: number; thicknessMm: number; form: DesignForm }): number {
  const volumeMm3 = m.widthMm * m.heightMm * FILL_FACTOR * m.thicknessMm;
  let grams = (volumeMm3 / 1000) * GOLD_14K_DENSITY + BAIL_GRAMS;
  if (m.form === 'earrings') grams *= 2;
  grams += FORM_EXTRA_GRAMS[m.form];
  return Math.round(grams * 10) / 10;
}
