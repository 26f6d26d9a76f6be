/**
 * Fills an empty database with what a newcomer needs to see a whole shop: the featured collections
 * (the design generator adds the catalogue's designs). Safe to run on every start: rows that exist
 * are left alone.
 */
import type { Db } from '../client';
import { collections } from '../schema';
import { COLLECTION_SEED } from './collections';

export async function seed(db: Db): Promise<{ collections: number }> {
  const inserted = await db
    .insert(collections)
    .values(COLLECTION_SEED.map((c, position) => ({ ...c, category: c.id, featured: true, position })))
    .onConflictDoNothing()
    .returning({ id: collections.id });
  return { collections: inserted.length };
}
