/**
 * Answers of the public catalogue reads, kept in memory by path and validated query while nothing in the
 * catalogue changes (docs/caching.md). Protects the catalogue reads' figure: at least 0.6 of a bare
 * server (`npm run bench -- api`). Every write to designs, reviews or collections bumps
 * `catalogue_version` and notifies `catalogue_changed` (migrations 0002 and 0005), and the cache is
 * never behind a write that has returned:
 * - On the embedded database the notification arrives in this process before the writing statement
 *   returns, so the cache empties itself then and costs nothing per request.
 * - On PostgreSQL other instances write too, so before answering from memory a request waits for a
 *   read of the version row that started after the request arrived. Requests arriving together
 *   share one read: under load that is one small query per batch, not one per request.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { singleFlight } from '../../db/fresh-reads';
import { catalogueVersion } from '../../db/schema';
import type { CatalogueAnswer } from './catalogue-answer';
import { KeptValues } from './kept-values';

export interface CatalogueCache {
  /**
   * Brings the cache up to every catalogue write committed before the call, and returns the
   * generation to hand to set(). Synchronous on the embedded database.
   */
  sync(): number | Promise<number>;
  /** By the request's kept key (kept-reads.ts: its path and validated query, never the raw URL). */
  get(key: string): CatalogueAnswer | undefined;
  /** Keeps an answer computed after sync() returned `generation`, unless the catalogue changed since. */
  set(key: string, answer: CatalogueAnswer, generation: number): void;
  usage(): { entries: number; bytes: number };
  close(): Promise<void>;
}

/**
 * Enough for every page, category and design of a large shop; past either limit the cache starts
 * over. The bytes bound what a caller asking for many distinct valid queries can make the server hold.
 */
const MAX_ENTRIES = 5000;
const MAX_BYTES = 32 * 1024 * 1024;
/** An answer's compressed twins are made later, on demand; JSON compresses several times over, so
 * twice the body covers the body and both twins. */
const sizeOf = (key: string, answer: CatalogueAnswer) => key.length + 2 * answer.body.length;

export async function createCatalogueCache(database: Database): Promise<CatalogueCache> {
  const answers = new KeptValues<CatalogueAnswer>(MAX_ENTRIES, { maxBytes: MAX_BYTES, sizeOf });
  const get = (key: string) => answers.get(key);
  const set = (key: string, answer: CatalogueAnswer, generation: number) => answers.set(key, answer, generation);
  const usage = () => answers.usage;
  if (database.listenInProcess) {
    const unlisten = await database.listenInProcess('catalogue_changed', () => answers.drop());
    return { sync: () => answers.generation, get, set, usage, close: unlisten };
  }
  let seenVersion = 0;
  // Built once and prepared by name on each connection: the read runs once per batch of requests.
  const versionRow = database.db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(sql`${catalogueVersion.id}`)
    .prepare('catalogue_version');
  const readVersion = async () => {
    const [row] = await versionRow.execute();
    const version = row?.version ?? 0;
    if (version !== seenVersion) {
      seenVersion = version;
      answers.drop();
    }
    return answers.generation;
  };
  return { sync: singleFlight(readVersion), get, set, usage, close: async () => {} };
}
