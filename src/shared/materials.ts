import { BAG_MATERIALS, DEFAULT_BAG_MATERIAL, type BagMaterial, type NormalMaterial } from './options';

// Material rules shared by the bag, product page, checkout and receipts (spec 02, section 9).

export const GOLD_LABEL = '14k Solid Gold';
export const SILVER_LABEL = '.925 Sterling Silver';

/** The product page's material toggle: value sent to the bag, label shown on the button. */
export const PRODUCT_MATERIALS = [
  { value: '14k-gold', label: '14k Solid Gold' },
  { value: 'sterling-silver', label: '.925 Silver' },
] as const satisfies readonly { value: NormalMaterial; label: string }[];

/** Both silver spellings the spec accepts get the silver price. */
export function isSilver(material: string | null | undefined): boolean {
  return material === 'sterling-silver' || material === '.925 Silver';
}

/** Receipt and bag label: '14k-gold' reads as gold, anything else as silver (spec 02, section 9). */
export function materialLabel(material: string | null | undefined): string {
  return material === '14k-gold' ? GOLD_LABEL : SILVER_LABEL;
}

export function isBagMaterial(value: unknown): value is BagMaterial {
  return typeof value === 'string' && (BAG_MATERIALS as readonly string[]).includes(value);
}

/** A piece's picture in a material: the silver render for silver when there is one, else the gold. */
export function pictureFor(material: string | null | undefined, design: { imageUrl: string | null; silverImageUrl: string | null }): string | null {
  return (isSilver(material) && design.silverImageUrl) || design.imageUrl;
}

/** One spelling per material, so identical lines compare equal; anything unknown is gold, the default. */
export function normaliseMaterial(material: string | null | undefined): NormalMaterial {
  return isSilver(material) ? 'sterling-silver' : DEFAULT_BAG_MATERIAL;
}
