import { BAG_MATERIALS, DEFAULT_BAG_MATERIAL, type BagMaterial, type NormalMaterial } from './options';

// Material rules shared by the bag, product page, checkout and receipts (spec 02, section 9).

export const GOLD_LABEL = '14k Solid Gold';
export const SILVER_LABEL = '.925 Sterling Silver';

/** The product page's material toggle: value sent to the bag, label shown on the button. */
export const PRODUCT_MATERIALS = [
  { value: '14k-gold', label: GOLD_LABEL },
  { value: 'sterling-silver', label: '.925 Silver' },
] as const satisfies readonly { value: NormalMaterial; label: string }[];

/** Both silver spellings the spec accepts get the silver price. */
export function isSilver(material: string | null | undefined): boolean {
  return material === 'sterling-silver' || material === '.925 Silver';
}


export function isBagMaterial(value: unknown): value is BagMaterial {
  return typeof value === 'string' && (BAG_MATERIALS as readonly string[]).includes(value);
}

/** A piece's picture in a material: the silver render for silver when there is one, else the gold. */
export function pictureFor(material: string | null | undefined, design: { imageUrl: string | null; silverImageUrl: string | null }): string | null {
  return (isSilver(material) && design.silverImageUrl) || design.imageUrl;
}

/**
 * One spelling per material, so identical lines compare equal. This is the one rule for a value
 * outside the spec's three spellings (missing, legacy, mistyped): it is gold, the default, and is
 * charged, pictured and labelled as gold.
 */
export function normaliseMaterial(material: string | null | undefined): NormalMaterial {
  return isSilver(material) ? 'sterling-silver' : DEFAULT_BAG_MATERIAL;
}

/**
 * Receipt, bag, mail and assistant label (spec 02, section 9: '14k Solid Gold' or '.925 Sterling
 * Silver'), read from the normalised material so a piece is labelled as the metal it was charged as.
 */
export function materialLabel(material: string | null | undefined): string {
  return normaliseMaterial(material) === 'sterling-silver' ? SILVER_LABEL : GOLD_LABEL;
}
