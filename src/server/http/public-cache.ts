/**
 * Serialised answers of the public catalogue reads, kept in memory while nothing in the catalogue
 * changes. Only on the embedded database: one process owns it, and the migration's triggers announce
 * every write to designs, reviews and collections on `catalogue_changed`, which PGlite delivers in
 * this process before the writer's statement returns, so a read after a write never sees an old
 * answer. On PostgreSQL, where other instances write too, the cache is off (decision 0009).
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client';

export interface CachedAnswer {
  body: string;
  etag: string;
}

export interface PublicCache {
  /** Bumped by every catalogue write; an answer computed across a change is not kept. */
  readonly generation: number;
  get(key: string): CachedAnswer | undefined;
  set(key: string, answer: CachedAnswer, generation: number): void;
  close(): Promise<void>;
}

/** Enough for every page, category and design of the seeded shop; past it the cache starts over. */
const MAX_ENTRIES = 2000;

export async function createPublicCache(database: Database): Promise<PublicCache | null> {
  if (database.kind !== 'pglite') return null;
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const answers = new Map<string, CachedAnswer>();
  let generation = 0;
  const unlisten = await client.listen('catalogue_changed', () => {
    generation++;
    answers.clear();
  });
  return {
    get generation() {
      return generation;
    },
    get: (key) => answers.get(key),
    set(key, answer, startedAt) {
      if (startedAt !== generation) return;
      if (answers.size >= MAX_ENTRIES) answers.clear();
      answers.set(key, answer);
    },
    close: () => unlisten(),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue answers cache; null where it cannot be kept coherent (PostgreSQL). */
    publicCache: PublicCache | null;
  }
}
