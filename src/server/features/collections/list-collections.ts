import { asc, eq } from 'drizzle-orm';
import type { Collection } from '@shared/contracts/collections';
import type { Db } from '../../db/client';
import { collections } from '../../db/schema';
import { notFound } from '../../http/errors';

/** The collections in their curated order; `featuredOnly` for the home page and the landing cards. */
export async function listCollections(db: Db, featuredOnly: boolean): Promise<Collection[]> {
  const rows = await db
    .select()
    .from(collections)
    .where(featuredOnly ? eq(collections.featured, true) : undefined)
    .orderBy(asc(collections.position), asc(collections.name));
  return rows.map(toCollection);
}

export async function getCollection(db: Db, id: string): Promise<Collection> {
  const [row] = await db.select().from(collections).where(eq(collections.id, id));
  if (!row) throw notFound('Collection not found');
  return toCollection(row);
}

const toCollection = (c: typeof collections.$inferSelect): Collection => ({
  id: c.id, name: c.name, description: c.description, imageUrl: c.imageUrl, category: c.category, featured: c.featured,
});
