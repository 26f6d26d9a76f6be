/**
 * On the embedded database only: the caller behind each session, read by every signed-in call, kept
 * in memory and dropped when a trigger announces a write that touches that member (migration 0005:
 * `member_changed` for their account, which includes their bag version, and their sessions) or the
 * catalogue (the caller's bag stamp includes its version). PGlite delivers those notifications
 * before the writing statement returns, so a read after a write never sees the old value
 * (decision 0012). On PostgreSQL, where other instances write too, there is none.
 */
import type { Caller } from '../http/auth';
import type { Database, Db } from './client';

/** Values per key, each belonging to one member, dropped by member or all at once. */
export class MemberCache<T> {
  private readonly entries = new Map<string, { memberId: string; value: T }>();
  /** Bumped by every drop: a value read from the database across one is not kept. */
  private generation = 0;

  constructor(private readonly maxEntries = 10_000) {}

  get(key: string): T | undefined {
    return this.entries.get(key)?.value;
  }

  /** Call before reading the database; hand the result to set(). */
  start(): number {
    return this.generation;
  }

  set(key: string, memberId: string, value: T, startedAt: number): void {
    if (startedAt !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { memberId, value });
  }

  /** A notification's payload: a member's id, or '*' for everyone. */
  drop(memberId: string): void {
    this.generation++;
    if (memberId === '*') return this.entries.clear();
    for (const [key, entry] of this.entries) if (entry.memberId === memberId) this.entries.delete(key);
  }
}

export interface MemberCaches {
  /** The caller behind a live session, by session id, with the session's expiry. */
  callers: MemberCache<{ caller: Caller; expiresAt: Date }>;
}

const cachesOf = new WeakMap<Db, MemberCaches>();

/** Starts the caches for an embedded database, once; they live as long as it does. */
export async function watchMembers(database: Database): Promise<void> {
  if (!database.listenInProcess || cachesOf.has(database.db)) return;
  const caches: MemberCaches = { callers: new MemberCache() };
  await database.listenInProcess('member_changed', (memberId) => caches.callers.drop(memberId));
  await database.listenInProcess('catalogue_changed', () => caches.callers.drop('*'));
  cachesOf.set(database.db, caches);
}

/** The caches of this database handle; none on PostgreSQL or inside a transaction (it must read its own writes). */
export const memberCachesOf = (db: unknown): MemberCaches | undefined => cachesOf.get(db as Db);
