import { asc, eq, sql } from 'drizzle-orm';
import type { DeskCollection, DeskCollectionList } from '@shared/contracts/catalogue-desk';
import type { DbOrTx } from '../../db/client';
import { catalogueCounts, collections } from '../../db/schema';

/**
 * Collections as the desk reads them: each with its number of pieces (counted on the category index)
 * and of public ones (the count the triggers keep, migration 0004).
 */
export function selectDeskCollections(db: DbOrTx) {
  return db.select({
    collection: collections,
    designCount: sql<number>`(select count(*)::int from designs d where d.category = ${collections.category})`,
    publicCount: sql<number>`coalesce(${catalogueCounts.publicDesigns}, 0)`,
  }).from(collections).leftJoin(catalogueCounts, eq(catalogueCounts.category, collections.category));
}

export function toDeskCollection(row: { collection: typeof collections.$inferSelect; designCount: number; publicCount: number }): DeskCollection {
  const c = row.collection;
  return {
    id: c.id, name: c.name, description: c.description, imageUrl: c.imageUrl, category: c.category, featured: c.featured,
    designCount: Number(row.designCount), publicCount: Number(row.publicCount), coverDesignId: c.coverDesignId,
  };
}

/** Every collection in its curated order, as the desk shows them. */
export async function listDeskCollections(db: DbOrTx): Promise<DeskCollectionList> {
  const rows = await selectDeskCollections(db).orderBy(asc(collections.position), asc(collections.name));
  return { collections: rows.map(toDeskCollection) };
}
