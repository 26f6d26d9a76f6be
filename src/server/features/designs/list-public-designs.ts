import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DesignList } from '@shared/contracts/designs';
import type { Db } from '../../db/client';
import { catalogueCounts, designs } from '../../db/schema';
import { designWithRatings, toDesign } from './design-view';

/**
 * The curated catalogue, newest first, a page at a time, optionally one category ('all' is every
 * one). `order: 'featured'` (the home page's curations) puts the pieces the admin featured first, the
 * latest pick first, then the rest newest first (docs/catalogue-desk.md).
 */
export async function listPublicDesigns(db: Db, query: { page: number; limit: number; category?: string; order?: 'newest' | 'featured' }): Promise<DesignList> {
  const category = query.category && query.category !== 'all' ? query.category : undefined;
  // `is_public` bare (not `= $1`) so the planner can always prove the partial indexes' predicate.
  const where = and(sql`${designs.isPublic}`, category ? eq(designs.category, category) : undefined);
  const newestFirst = [desc(designs.createdAt), desc(designs.id)];
  const offset = (query.page - 1) * query.limit;
  // The page's ids come from the partial index alone, however deep the page; only those rows are
  // then read with their ratings (a deep OFFSET over whole rows read thousands of them).
  const newest = db.select({ id: designs.id }).from(designs).where(where).orderBy(...newestFirst).limit(query.limit).offset(offset).as('page_ids');
  const featuredFirst = query.order === 'featured';
  // Featured first: the few featured pieces (their partial index) and enough of the newest others
  // for the page, in one ordered union.
  const pageIds = featuredFirst
    ? unionAll(
      db.select({ id: designs.id, pick: designs.featuredAt, made: designs.createdAt }).from(designs).where(and(where, isNotNull(designs.featuredAt))),
      db.select({ id: designs.id, pick: sql<Date | null>`null::timestamptz`.as('pick'), made: designs.createdAt }).from(designs)
        .where(and(where, isNull(designs.featuredAt))).orderBy(...newestFirst).limit(offset + query.limit),
    ).orderBy(sql`2 desc nulls last`, sql`3 desc`, sql`1 desc`).limit(query.limit).offset(offset).as('page_ids')
    : newest;
  const order = featuredFirst ? [sql`${designs.featuredAt} desc nulls last`, ...newestFirst] : newestFirst;
  const [rows, [{ total }]] = await Promise.all([
    db.select(designWithRatings).from(designs).innerJoin(pageIds, eq(designs.id, pageIds.id)).orderBy(...order),
    // The total from the per-category counts the triggers keep (one row, not 25,000 counted).
    db.select({ total: sql<number>`coalesce(sum(${catalogueCounts.publicDesigns}), 0)::int` }).from(catalogueCounts)
      .where(category ? eq(catalogueCounts.category, category) : undefined),
  ]);
  return { designs: rows.map((r) => toDesign(r.design, r)), total: Number(total), page: query.page, limit: query.limit };
}
