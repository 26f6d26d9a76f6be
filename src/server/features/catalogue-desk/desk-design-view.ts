import type { DeskDesign } from '@shared/contracts/catalogue-desk';
import { DEFAULT_PRICE, fromCents, silverPrice } from '@shared/pricing';
import type { designs } from '../../db/schema';
import { designWithRatings } from '../designs/design-view';

/** The desk's select shape: the design's columns and its public rating (the visible reviews'). */
export const deskDesignColumns = designWithRatings;

export function toDeskDesign(row: { design: typeof designs.$inferSelect; averageRating: string | number | null; reviewCount: number }): DeskDesign {
  const d = row.design;
  const price = d.priceCents === null ? DEFAULT_PRICE : fromCents(d.priceCents);
  return {
    id: d.id,
    name: d.name,
    prompt: d.prompt,
    imageUrl: d.imageUrl,
    price,
    silverPrice: silverPrice(price),
    hasPrice: d.priceCents !== null,
    category: d.category,
    isPublic: d.isPublic,
    source: d.source,
    featured: d.featuredAt !== null,
    featuredAt: d.featuredAt?.toISOString() ?? null,
    averageRating: row.averageRating === null ? null : Number(row.averageRating),
    reviewCount: Number(row.reviewCount),
    createdAt: d.createdAt.toISOString(),
    editedAt: d.editedAt?.toISOString() ?? null,
  };
}
