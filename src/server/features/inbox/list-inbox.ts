import { and, count, desc, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { InboxCounts, InboxList, InboxListItem } from '@shared/contracts/inbox';
import { INBOX_PREVIEW_CHARS, INBOX_SEARCH_COUNT_CAP } from '@shared/limits';
import type { InboxKind, InboxStatus } from '@shared/options';
import type { DbOrTx } from '../../db/client';
import { inboxCounts, inboxItems } from '../../db/schema';
import { lookupPart } from '../orders/list-orders';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The words anywhere in the item's name, email, subject or text, case-insensitive. As on the order
 * desk (decision 0011), the trigram index is asked for the term's distinctive part when it has one
 * (a number, an address's local part) and the whole term is checked on the rows found, written so
 * the planner cannot make it an index condition; the result is the same as asking for the term.
 */
export function searchCondition(term: string): SQL {
  const pattern = likePattern(term);
  const part = lookupPart(term);
  if (part === null) return sql`${inboxItems.search} like lower(${pattern})`;
  return sql`${inboxItems.search} like lower(${likePattern(part)}) and (${inboxItems.search} || '') like lower(${pattern})`;
}

/** The columns the list shows: the first words of the text, not all of it. */
export const listColumns = {
  id: inboxItems.id,
  kind: inboxItems.kind,
  name: inboxItems.name,
  email: inboxItems.email,
  subject: inboxItems.subject,
  preview: sql<string>`left(${inboxItems.body}, ${sql.raw(String(INBOX_PREVIEW_CHARS))})`.as('preview'),
  status: inboxItems.status,
  replies: inboxItems.replies,
  createdAt: inboxItems.createdAt,
  updatedAt: inboxItems.updatedAt,
};
type ListRow = Omit<typeof inboxItems.$inferSelect, 'sourceId' | 'body' | 'search'> & { preview: string };

export function toListItem(row: ListRow): InboxListItem {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const NO_COUNTS: InboxCounts = { new: 0, in_progress: 0, answered: 0, closed: 0 };

function countsOf(rows: { status: string; n: number }[]): InboxCounts {
  const counts = { ...NO_COUNTS };
  for (const { status, n } of rows) if (status in counts) counts[status as keyof InboxCounts] += n;
  return counts;
}
const sumOf = (counts: InboxCounts) => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * The inbox (issue 27, point 2; docs/inbox.md): every inquiry, newest first, filtered by kind and
 * status, searched, paged, each page read in one statement beside its counts:
 *
 * - The page's ids are found on the (kind, status, created_at, id) indexes alone, then only those
 *   25 rows are read, so a deep page does not read every row before it.
 * - Unsearched, the counts per status (the status chips, and the total) are inbox_counts' rows,
 *   kept by triggers (migration 0015).
 * - Searched, the matches are counted up to INBOX_SEARCH_COUNT_CAP: a common word ('gold', 'the')
 *   matches most items, and counting every one rechecks every row the trigram index finds. Past
 *   the cap the answer says so (`exact` false, `counts` null) and the list pages on.
 */
export async function listInbox(db: DbOrTx, query: { kind?: InboxKind; status?: InboxStatus; q?: string; page: number; limit: number }): Promise<InboxList> {
  const term = query.q?.trim();
  const byKind = query.kind ? eq(inboxItems.kind, query.kind) : undefined;
  const byStatus = query.status ? eq(inboxItems.status, query.status) : undefined;
  const bySearch = term ? searchCondition(term) : undefined;
  const ids = db.select({ id: inboxItems.id }).from(inboxItems).where(and(byKind, byStatus, bySearch))
    .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id)).limit(query.limit).offset((query.page - 1) * query.limit);
  const page = db.select(listColumns).from(inboxItems).where(inArray(inboxItems.id, ids)).orderBy(desc(inboxItems.createdAt), desc(inboxItems.id));

  if (!bySearch) {
    const [rows, byStatusRows] = await Promise.all([
      page,
      db.select({ status: inboxCounts.status, n: sql<number>`${sum(inboxCounts.items)}`.mapWith(Number) }).from(inboxCounts)
        .where(query.kind ? eq(inboxCounts.kind, query.kind) : undefined).groupBy(inboxCounts.status),
    ]);
    const counts = countsOf(byStatusRows);
    return { items: rows.map(toListItem), total: query.status ? counts[query.status] : sumOf(counts), exact: true, counts, page: query.page, limit: query.limit };
  }

  const cap = INBOX_SEARCH_COUNT_CAP;
  // The matches of the kind and words, at most cap + 1 of them, by status; and with a status asked
  // for, that status's own matches (capped too), as the sample of all statuses may be cut before them.
  const matched = db.select({ status: inboxItems.status }).from(inboxItems).where(and(byKind, bySearch)).limit(cap + 1).as('matched');
  const ofStatus = db.select({ one: sql`1`.as('one') }).from(inboxItems).where(and(byKind, byStatus, bySearch)).limit(cap + 1).as('of_status');
  const [rows, sampled, [statusTotal]] = await Promise.all([
    page,
    db.select({ status: matched.status, n: count() }).from(matched).groupBy(matched.status),
    query.status ? db.select({ n: count() }).from(ofStatus) : Promise.resolve([{ n: -1 }]),
  ]);
  const counts = countsOf(sampled);
  const exact = sumOf(counts) <= cap;
  const found = query.status ? (exact ? counts[query.status] : statusTotal.n) : sumOf(counts);
  return {
    items: rows.map(toListItem),
    total: Math.min(found, cap),
    exact: found <= cap,
    counts: exact ? counts : null,
    page: query.page,
    limit: query.limit,
  };
}
