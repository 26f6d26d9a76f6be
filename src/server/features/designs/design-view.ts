/**
 * A stored design as the API answers it: whole dollars, the silver figures from the shared rules,
 * and its review summary. One select shape, so every list and read returns the same thing.
 */
import { sql } from 'drizzle-orm';
import type { DesignSummary } from '@shared/contracts/common';
import type { Design } from '@shared/contracts/designs';
import { DEFAULT_PRICE, fromCents, silverPrice, silverWeightString } from '@shared/pricing';
import { renderTwinUrl } from '@shared/render-variants';
import { designs } from '../../db/schema';

type DesignRow = typeof designs.$inferSelect;

/**
 * The columns plus the review summary, read by correlated subqueries on the (design_id, created_at)
 * index; a review the admin hid counts for nothing (issue 27, point 3). The outer column is written
 * out qualified: Drizzle leaves `${designs.id}` unqualified in a one-table select, and inside the
 * subquery a bare "id" would mean the review's own id.
 */
export const designWithRatings = {
  design: designs,
  averageRating: sql<string | null>`(select round(avg(r.rating)::numeric, 1) from reviews r where r.design_id = "designs"."id" and r.hidden_at is null)`,
  reviewCount: sql<number>`(select count(*)::int from reviews r where r.design_id = "designs"."id" and r.hidden_at is null)`,
  // The collection's name as the admin last set it (nine rows), for the product page's label.
  collectionName: sql<string | null>`(select c.name from collections c where c.category = "designs"."category" order by c.position limit 1)`,
};

const goldDollars = (row: DesignRow) => (row.priceCents === null ? DEFAULT_PRICE : fromCents(row.priceCents));
const grams = (value: number | null) => (value === null ? null : String(Math.round(value * 100) / 100));

/** The short form that travels with bag lines and wishlist entries; a whole design says all of it too. */
export function toDesignSummary(row: DesignRow): DesignSummary {
  const price = goldDollars(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    silverImageUrl: row.silverImageUrl,
    price,
    silverPrice: silverPrice(price),
    category: row.category,
    material: row.metal,
    engraving: row.engraving,
  };
}

export function toDesign(row: DesignRow, ratings: { averageRating: string | number | null; reviewCount: number; collectionName?: string | null } = { averageRating: null, reviewCount: 0 }): Design {
  const summary = toDesignSummary(row);
  const weight = grams(row.weightGrams);
  return {
    ...summary,
    imagePngUrl: renderTwinUrl(row.imageUrl, '.png'),
    silverImagePngUrl: renderTwinUrl(row.silverImageUrl, '.png'),
    goldPrice: summary.price,
    form: row.form as Design['form'],
    width: row.widthMm,
    height: row.heightMm,
    weight,
    silverWeight: silverWeightString(weight),
    sizeMm: row.widthMm !== null && row.heightMm !== null && row.depthMm !== null ? { width: row.widthMm, height: row.heightMm, depth: row.depthMm } : null,
    modelUrl: row.modelUrl,
    style: row.designStyle,
    finish: row.finish,
    averageRating: ratings.averageRating === null ? null : Number(ratings.averageRating),
    reviewCount: Number(ratings.reviewCount),
    featured: row.featuredAt !== null,
    collectionName: ratings.collectionName ?? null,
    parentId: row.parentId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}
