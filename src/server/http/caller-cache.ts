/**
 * On the embedded database only: the caller behind each session, read by every signed-in call, kept
 * in memory and dropped when a trigger announces a write that touches that member (migration 0005:
 * `member_changed` for their account, which includes their bag version, and their sessions) or the
 * catalogue (the caller's bag stamp includes its version). PGlite delivers those notifications
 * before the writing statement returns, so a read after a write never sees the old value
 * (decision 0012). On PostgreSQL, where other instances write too, there is none.
 */
import type { Database, Db } from '../db/client';
import type { Caller } from './auth';
import { KeptValues } from './kept-values';

/** A live session's caller with the session's expiry, by session id. */
export type CallerCache = KeptValues<{ caller: Caller; expiresAt: Date }>;

const cacheOf = new WeakMap<Db, CallerCache>();

/** Starts the cache for an embedded database, once; it lives as long as the database does. */
export async function watchCallers(database: Database): Promise<void> {
  if (!database.listenInProcess || cacheOf.has(database.db)) return;
  const callers: CallerCache = new KeptValues(10_000);
  // The payload names the member, or '*' for everyone (a truncate).
  await database.listenInProcess('member_changed', (memberId) => callers.drop(memberId === '*' ? undefined : (kept) => kept.caller.id === memberId));
  await database.listenInProcess('catalogue_changed', () => callers.drop());
  cacheOf.set(database.db, callers);
}

/** The cache of this database handle; none on PostgreSQL, nor for a transaction (it must read its own writes). */
export const callerCacheOf = (db: Db): CallerCache | undefined => cacheOf.get(db);
