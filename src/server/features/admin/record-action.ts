import type { AdminItemKind } from '@shared/options';
import type { DbOrTx } from '../../db/client';
import { adminActions } from '../../db/schema';

/** Who acted: the signed-in admin, as the route's caller gives them, or the shop's command line. */
export interface Actor {
  id: string | null;
  email: string;
}

/** The command line (npm run cli) acts as the shop's operator, who has no account. */
export const COMMAND_LINE: Actor = { id: null, email: 'command line' };

export interface AdminAction {
  kind: AdminItemKind;
  itemId: string;
  /** In the desk's words: 'Set shipping', 'Hid the review'. */
  action: string;
  detail?: Record<string, string | number | boolean | null>;
}

/**
 * Records one change made from the desk (issue 27, point 7). Pass the change's own transaction, so
 * the record exists exactly when the change does: a refused change (thrown before it) leaves none.
 */
export async function recordAdminAction(db: DbOrTx, actor: Actor, change: AdminAction): Promise<void> {
  await db.insert(adminActions).values({
    adminId: actor.id, adminEmail: actor.email, itemKind: change.kind, itemId: change.itemId, action: change.action, detail: change.detail ?? {},
  });
}
