import { eq } from 'drizzle-orm';
import type { InboxItemView } from '@shared/contracts/inbox';
import { INBOX_STATUSES, labelOf, type InboxStatus } from '@shared/options';
import type { Db } from '../../db/client';
import { inboxItems } from '../../db/schema';
import { recordAdminAction, type Actor } from '../admin/record-action';
import { readInboxItem } from './item-view';
import { lockItem } from './lock-item';

/** Sets where an item stands, recorded with who and when; the status it already has changes nothing and records nothing. */
export async function setItemStatus(db: Db, actor: Actor, id: string, status: InboxStatus): Promise<InboxItemView> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, id);
    if (item.status !== status) {
      await tx.update(inboxItems).set({ status, updatedAt: new Date() }).where(eq(inboxItems.id, id));
      await recordAdminAction(tx, actor, {
        kind: 'inbox', itemId: id, action: 'Set the status',
        detail: { from: labelOf(INBOX_STATUSES, item.status), to: labelOf(INBOX_STATUSES, status) },
      });
    }
    return readInboxItem(tx, id);
  });
}
