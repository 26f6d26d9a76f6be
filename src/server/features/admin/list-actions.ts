import { and, desc, eq } from 'drizzle-orm';
import type { AdminActionList } from '@shared/contracts/admin';
import type { AdminItemKind } from '@shared/options';
import type { Db } from '../../db/client';
import { adminActions } from '../../db/schema';

/** How many of an item's changes its history shows; an item changed more often shows its latest. */
const HISTORY_LIMIT = 200;

/** An item's history on the desk, newest first. An item nobody changed (or that does not exist) has none. */
export async function listAdminActions(db: Db, kind: AdminItemKind, itemId: string): Promise<AdminActionList> {
  const rows = await db.select().from(adminActions)
    .where(and(eq(adminActions.itemKind, kind), eq(adminActions.itemId, itemId)))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id)).limit(HISTORY_LIMIT);
  return {
    actions: rows.map((r) => ({ action: r.action, detail: r.detail, adminEmail: r.adminEmail, createdAt: r.createdAt.toISOString() })),
  };
}
