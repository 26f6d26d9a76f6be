import { and, count, desc, eq } from 'drizzle-orm';
import type { DesignList } from '@shared/contracts/designs';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema';
import { designWithRatings, toDesign } from './design-view';

/** The curated catalogue, newest first, a page at a time, optionally one category ('all' is every one). */
export async function listPublicDesigns(db: Db, query: { page: number; limit: number; category?: string }): Promise<DesignList> {
  const where = and(eq(designs.isPublic, true), query.category && query.category !== 'all' ? eq(designs.category, query.category) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select(designWithRatings).from(designs).where(where).orderBy(desc(designs.createdAt), desc(designs.id))
      .limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(designs).where(where),
  ]);
  return { designs: rows.map((r) => toDesign(r.design, r)), total, page: query.page, limit: query.limit };
}
