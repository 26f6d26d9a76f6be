import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DeskDesignList } from '@shared/contracts/catalogue-desk';
import type { Db } from '../../db/client';
import { DESK_SEARCH_COUNT_MAX } from '@shared/limits';
import { designCounts, designs } from '../../db/schema';
import { deskDesignColumns, toDeskDesign } from './desk-design-view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface DeskDesignsFilter {
  search?: string;
  status: 'all' | 'public' | 'private' | 'featured';
  source: 'all' | 'catalogue' | 'generated';
  collection?: string;
}

/** The rows a filter keeps. `is_public` is written bare so the planner can use the public partial indexes. */
export function deskDesignsWhere(filter: DeskDesignsFilter): SQL | undefined {
  const term = filter.search?.trim();
  return and(
    filter.status === 'public' ? sql`${designs.isPublic}` : filter.status === 'private' ? sql`not ${designs.isPublic}` : undefined,
    filter.status === 'featured' ? isNotNull(designs.featuredAt) : undefined,
    filter.source === 'all' ? undefined : eq(designs.source, filter.source),
    filter.collection ? eq(designs.category, filter.collection) : undefined,
    // A whole id (pasted from a product page's address) finds that design; any other term its name or prompt.
    term ? (UUID.test(term) ? eq(designs.id, term) : sql`${designs.search} like lower(${likePattern(term)})`) : undefined,
  );
}

/**
 * The unsearched total: the designs of the filter's groups in design_counts (at most 72 rows, kept by
 * triggers, migration 0016), not a count over every design.
 */
function countedTotal(db: Db, filter: DeskDesignsFilter) {
  return db.select({ total: sql<number>`coalesce(sum(${designCounts.designs}), 0)::int` }).from(designCounts).where(and(
    filter.status === 'public' ? eq(designCounts.isPublic, true) : filter.status === 'private' ? eq(designCounts.isPublic, false) : undefined,
    filter.status === 'featured' ? eq(designCounts.featured, true) : undefined,
    filter.source === 'all' ? undefined : eq(designCounts.source, filter.source),
    filter.collection ? eq(designCounts.category, filter.collection) : undefined,
  ));
}

/**
 * The catalogue desk: every design, newest first, a page at a time, filtered and searched
 * (deskDesignsWhere). The page's ids come from an index in the desk's order, then only those rows
 * are read with their ratings. The total: unsearched, from the trigger-kept counts; searched, the
 * matches counted up to DESK_SEARCH_COUNT_MAX (a broad word such as "charm" matches most of the
 * catalogue, and counting them all took 180 ms at 100,000 designs: bench/large-catalogue.mjs), with
 * `capped` saying there are more.
 */
export async function listDeskDesigns(db: Db, query: DeskDesignsFilter & { page: number; limit: number }): Promise<DeskDesignList> {
  const where = deskDesignsWhere(query);
  const newestFirst = [desc(designs.createdAt), desc(designs.id)];
  const pageIds = db.select({ id: designs.id }).from(designs).where(where).orderBy(...newestFirst)
    .limit(query.limit).offset((query.page - 1) * query.limit).as('page_ids');
  const searched = Boolean(query.search?.trim());
  const matches = db.select({ one: sql`1` }).from(designs).where(where).limit(DESK_SEARCH_COUNT_MAX + 1).as('matches');
  const [rows, [{ total }]] = await Promise.all([
    db.select(deskDesignColumns).from(designs).innerJoin(pageIds, eq(designs.id, pageIds.id)).orderBy(...newestFirst),
    searched ? db.select({ total: count() }).from(matches) : countedTotal(db, query),
  ]);
  const capped = searched && total > DESK_SEARCH_COUNT_MAX;
  return { designs: rows.map(toDeskDesign), total: capped ? DESK_SEARCH_COUNT_MAX : Number(total), capped, page: query.page, limit: query.limit };
}
