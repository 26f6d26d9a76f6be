// Weight from the model (issue 25, point 3): the solid's volume times the density of 14k gold.
//
// 14k yellow gold (58.5% gold, the rest silver and copper) weighs 13.07 g/cm³: the figure casting
// houses' metal-weight tables give for 14K yellow, and the one the issue names. The other 14k colours
// differ by their alloy (rose about 13.0, nickel white up to 14.6 g/cm³); the shop quotes every gold
// piece by the yellow figure, and silver by the spec's rule (54% of the gold weight).

/** Density of 14k yellow gold, g/cm³. */
export const GOLD_14K_DENSITY = 13.07;

/** Grams of 14k gold in a volume of mm³, to the hundredth (the scale's precision). */
export function gramsOf(volumeMm3: number): number {
  return Math.round(((volumeMm3 * GOLD_14K_DENSITY) / 1000) * 100) / 100;
}

/** The volume, mm³, a weight in grams of 14k gold stands for. */
export function volumeOf(grams: number): number {
  return (grams * 1000) / GOLD_14K_DENSITY;
}
