/**
 * Prices checkout lines from the database with the shared rules (silver 65% rounded, 299 when a
 * price is unknown), in integer cents. The client's figures are never used.
 */
import { inArray } from 'drizzle-orm';
import type { CheckoutLine } from '@shared/contracts/checkout';
import { normaliseCustomizations } from '@shared/customizations';
import { normaliseMaterial, pictureFor } from '@shared/materials';
import { productMessages } from '@shared/messages';
import { bagTotals, type PricedLine as SharedLine, type PromoTerms } from '@shared/bag-totals';
import { fromCents, lineTotal, toCents, unitPrice } from '@shared/pricing';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { NormalMaterial } from '@shared/options';

export interface PricedLine {
  designId: string;
  quantity: number;
  customizations: Record<string, unknown>;
  material: NormalMaterial;
  unitCents: number;
  lineCents: number;
  designName: string;
  designImageUrl: string | null;
  /** What the caster cuts (issue 23); absent on lines priced before it was kept. */
  engraving?: string | null;
}

/** The lines as the shared pricing rule reads them: quantity, unit price in dollars, material. */
export function sharedLines(lines: readonly PricedLine[]): SharedLine[] {
  return lines.map((l) => ({ quantity: l.quantity, unitPrice: fromCents(l.unitCents), material: l.material }));
}

/**
 * What the lines cost, in cents: the bag summary's subtotal, discount and total, by the one rule the
 * customer's bag is shown with (bagTotals), with the promo code's terms when one applies.
 */
export function bagCharge(lines: readonly PricedLine[], promo?: PromoTerms | null) {
  const totals = bagTotals(sharedLines(lines), promo);
  return { subtotalCents: toCents(totals.subtotal), discountCents: toCents(totals.discount), amountCents: toCents(totals.total) };
}

export async function priceLines(db: Db, lines: { designId: string; quantity: number; customizations?: CheckoutLine['customizations'] }[]) {
  const ids = [...new Set(lines.map((l) => l.designId))];
  const found = new Map((await db.select().from(designs).where(inArray(designs.id, ids))).map((d) => [d.id, d]));
  const priced: PricedLine[] = lines.map((line) => {
    const design = found.get(line.designId);
    if (!design) throw notFound(productMessages.designNotFound);
    const customizations = normaliseCustomizations(line.customizations as Record<string, unknown> | undefined);
    const material = normaliseMaterial(customizations.material as string | undefined);
    const unit = unitPrice(design.priceCents === null ? null : fromCents(design.priceCents), material);
    return {
      designId: design.id, quantity: line.quantity, customizations, material, unitCents: toCents(unit), lineCents: toCents(lineTotal(unit, line.quantity)),
      designName: design.name, designImageUrl: pictureFor(material, design), engraving: design.engraving,
    };
  });
  // Without a code the charge is the bag summary's total; a code's terms are applied by bagCharge.
  return { lines: priced, amountCents: bagCharge(priced).amountCents };
}
