import { eq, sql } from 'drizzle-orm';
import type { InboxItemView } from '@shared/contracts/inbox';
import { INBOX_STATUSES, labelOf, type InboxStatus } from '@shared/options';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { inboxItems, inboxMessages } from '../../db/schema';
import { recordAdminAction, type Actor } from '../admin/record-action';
import { queueReplyMail } from './inbox-mails';
import { readInboxItem } from './item-view';
import { lockItem } from './lock-item';

/**
 * A reply from the desk (issue 27, point 2): kept in the item's thread, mailed to its sender through
 * the outbox, the item set to the status chosen (answered unless the admin says otherwise), and the
 * action recorded, all in one transaction.
 */
export async function replyToItem(db: Db, config: Config, actor: Actor, id: string, input: { message: string; status: InboxStatus }): Promise<InboxItemView> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, id);
    await tx.insert(inboxMessages).values({ itemId: id, kind: 'reply', body: input.message, adminId: actor.id, adminEmail: actor.email });
    await tx.update(inboxItems).set({ status: input.status, replies: sql`${inboxItems.replies} + 1`, updatedAt: new Date() }).where(eq(inboxItems.id, id));
    await queueReplyMail(tx, config, item, input.message);
    await recordAdminAction(tx, actor, {
      kind: 'inbox', itemId: id, action: 'Replied',
      detail: { to: item.email, status: labelOf(INBOX_STATUSES, input.status) },
    });
    return readInboxItem(tx, id);
  });
}
