/**
 * Answers of the public catalogue reads, kept in memory by request URL while nothing in the
 * catalogue changes (decisions 0009 and 0012). Every write to designs, reviews or collections bumps
 * `catalogue_version` and notifies `catalogue_changed` (migrations 0002 and 0005), and the cache is
 * never behind a write that has returned:
 * - On the embedded database the notification arrives in this process before the writing statement
 *   returns, so the cache empties itself then and costs nothing per request.
 * - On PostgreSQL other instances write too, so before answering from memory a request waits for a
 *   read of the version row that started after the request arrived. Requests arriving together
 *   share one read: under load that is one small query per batch, not one per request.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { catalogueVersion } from '../db/schema';
import type { CatalogueAnswer } from './catalogue-answers';
import { KeptValues } from './kept-values';

export interface PublicCache {
  /**
   * Brings the cache up to every catalogue write committed before the call, and returns the
   * generation to hand to set(). Synchronous on the embedded database.
   */
  sync(): number | Promise<number>;
  get(url: string): CatalogueAnswer | undefined;
  /** Keeps an answer computed after sync() returned `generation`, unless the catalogue changed since. */
  set(url: string, answer: CatalogueAnswer, generation: number): void;
  close(): Promise<void>;
}

/**
 * Enough for every page, category and design of a large shop. URLs with junk parameters make
 * entries of their own; past the limit the cache starts over.
 */
const MAX_ENTRIES = 5000;

export async function createPublicCache(database: Database): Promise<PublicCache> {
  const answers = new KeptValues<CatalogueAnswer>(MAX_ENTRIES);
  const get = (url: string) => answers.get(url);
  const set = (url: string, answer: CatalogueAnswer, generation: number) => answers.set(url, answer, generation);
  if (database.listenInProcess) {
    const unlisten = await database.listenInProcess('catalogue_changed', () => answers.drop());
    return { sync: () => answers.generation, get, set, close: unlisten };
  }
  let seenVersion = 0;
  const readVersion = async () => {
    const [row] = await database.db.select({ version: catalogueVersion.version }).from(catalogueVersion).where(sql`${catalogueVersion.id}`);
    const version = row?.version ?? 0;
    if (version !== seenVersion) {
      seenVersion = version;
      answers.drop();
    }
    return answers.generation;
  };
  return { sync: singleFlight(readVersion), get, set, close: async () => {} };
}

/**
 * A read that is guaranteed to start after the call: joins the read queued behind the one in flight
 * (which may have started too early), or starts one when none is running.
 */
export function singleFlight<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    running = read().finally(() => {
      running = null;
    });
    return running;
  };
  return () => {
    if (!running) return start();
    queued ??= running.catch(() => undefined).then(() => {
      queued = null;
      return start();
    });
    return queued;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}
