import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { InboxCounts, InboxList, InboxListItem } from '@shared/contracts/inbox';
import { INBOX_PREVIEW_CHARS } from '@shared/limits';
import type { InboxKind, InboxStatus } from '@shared/options';
import type { DbOrTx } from '../../db/client';
import { inboxItems } from '../../db/schema';
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

/**
 * The inbox (issue 27, point 2): every inquiry, newest first, filtered by kind and status, searched,
 * paged. Two statements side by side: the page, and the number of items of each status matching the
 * kind and words (the status chips' counts; the page's total is one of them, or their sum).
 */
export async function listInbox(db: DbOrTx, query: { kind?: InboxKind; status?: InboxStatus; q?: string; page: number; limit: number }): Promise<InboxList> {
  const term = query.q?.trim();
  const matching = [query.kind ? eq(inboxItems.kind, query.kind) : undefined, term ? searchCondition(term) : undefined];
  const [rows, byStatus] = await Promise.all([
    db.select(listColumns).from(inboxItems)
      .where(and(...matching, query.status ? eq(inboxItems.status, query.status) : undefined))
      .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id))
      .limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ status: inboxItems.status, n: count() }).from(inboxItems).where(and(...matching)).groupBy(inboxItems.status),
  ]);
  const counts = { ...NO_COUNTS };
  for (const { status, n } of byStatus) counts[status] = n;
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { items: rows.map(toListItem), total, counts, page: query.page, limit: query.limit };
}
