/**
 * On the embedded database only: the caller behind each session, read by every signed-in call and
 * kept until a trigger announces a write that touches that member (migration 0005: `member_changed`
 * for their account, which includes their bag version, and their sessions) or the catalogue (the
 * caller's bag stamp includes its version). PGlite delivers those notifications before the writing
 * statement returns, so a read after a write never sees the old value. Protects the bag's figure on
 * PGlite: without it a signed-in read queues on the one database connection (0.10 of a bare server
 * against 0.72, docs/performance.md). On PostgreSQL, where other instances write too, there is none.
 */
import type { Database } from '../../db/client';
import type { Caller } from '../auth';
import { KeptValues } from './kept-values';

/** A live session's caller with the session's expiry, by session id. */
export type CallerCache = KeptValues<{ caller: Caller; expiresAt: Date }>;

const MAX_CALLERS = 10_000;

export async function createCallerCache(database: Database): Promise<{ callers: CallerCache | null; close: () => Promise<void> }> {
  if (!database.listenInProcess) return { callers: null, close: async () => {} };
  const callers: CallerCache = new KeptValues(MAX_CALLERS);
  // The payload names the member, or '*' for everyone (a truncate).
  const unlistenMember = await database.listenInProcess('member_changed', (memberId) => callers.drop(memberId === '*' ? undefined : (kept) => kept.caller.id === memberId));
  const unlistenCatalogue = await database.listenInProcess('catalogue_changed', () => callers.drop());
  return { callers, close: async () => void (await Promise.all([unlistenMember(), unlistenCatalogue()])) };
}
