import type { InboxKind } from '@shared/options';
import type { DbOrTx } from '../../db/client';
import { inboxItems } from '../../db/schema';

export interface InboxEntry {
  kind: InboxKind;
  /** The inquiry's own row. */
  sourceId: string;
  name: string;
  email: string;
  /** The subject, the quote's design name, the position applied for. */
  subject: string;
  /** What they wrote: the message, the special requests, the cover letter. */
  body: string;
}

/**
 * Files an inquiry in the inbox (issue 27, point 2). Call it in the transaction that stores the
 * inquiry, so the desk lists every inquiry and nothing that was not stored. Migration 0015 filed the
 * inquiries stored before, with the same subject per kind.
 */
export async function fileInInbox(tx: DbOrTx, entry: InboxEntry): Promise<void> {
  await tx.insert(inboxItems).values(entry);
}
