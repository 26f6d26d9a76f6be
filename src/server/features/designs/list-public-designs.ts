import { and, desc, eq, sql } from 'drizzle-orm';
import type { DesignList } from '@shared/contracts/designs';
import type { Db } from '../../db/client';
import { catalogueCounts, designs } from '../../db/schema';
import { designWithRatings, toDesign } from './design-view';

/** The curated catalogue, newest first, a page at a time, optionally one category ('all' is every one). */
export async function listPublicDesigns(db: Db, query: { page: number; limit: number; category?: string }): Promise<DesignList> {
  const category = query.category && query.category !== 'all' ? query.category : undefined;
  // `is_public` bare (not `= $1`) so the planner can always prove the partial indexes' predicate.
  const where = and(sql`${designs.isPublic}`, category ? eq(designs.category, category) : undefined);
  const newestFirst = [desc(designs.createdAt), desc(designs.id)];
  // The page's ids come from the partial index alone, however deep the page; only those rows are
  // then read with their ratings (a deep OFFSET over whole rows read thousands of them).
  const pageIds = db.select({ id: designs.id }).from(designs).where(where).orderBy(...newestFirst)
    .limit(query.limit).offset((query.page - 1) * query.limit).as('page_ids');
  const [rows, [{ total }]] = await Promise.all([
    db.select(designWithRatings).from(designs).innerJoin(pageIds, eq(designs.id, pageIds.id)).orderBy(...newestFirst),
    // The total from the per-category counts the triggers keep (one row, not 25,000 counted).
    db.select({ total: sql<number>`coalesce(sum(${catalogueCounts.publicDesigns}), 0)::int` }).from(catalogueCounts)
      .where(category ? eq(catalogueCounts.category, category) : undefined),
  ]);
  return { designs: rows.map((r) => toDesign(r.design, r)), total: Number(total), page: query.page, limit: query.limit };
}
