import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inboxItems } from '../../db/schema';
import { referenceOf } from '../inquiries/inquiry-mails';
import { itemNotFound } from './item-view';

/** The item, locked for the change (two admins answering at once are served one after the other), or 404. */
export async function lockItem(tx: Tx, id: string) {
  const [item] = await tx.select().from(inboxItems).where(eq(inboxItems.id, id)).for('update');
  if (!item) throw itemNotFound();
  return { ...item, reference: referenceOf(item.sourceId) };
}
