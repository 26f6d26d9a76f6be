/**
 * Every value the server keeps in memory between requests, in one place (docs/caching.md).
 *
 * The one staleness rule: a kept value is used only while the database versions it was computed
 * under are current. Triggers bump them in the transaction of the write they cover:
 * `catalogue_version` for anything a catalogue read shows, each member's `bag_version` for their bag,
 * and `member_changed` for their account and sessions. On PostgreSQL a request reads the version
 * (one read shared by the requests arriving together, started after the request arrived); on the
 * embedded database the trigger's notification arrives before the writing statement returns, and
 * drops the values at once.
 *
 * Each cache names the figure it protects; `npm run bench -- api` measures them.
 */
import type { Database } from '../../db/client';
import { createBagAnswers, type BagAnswers } from './bag-answers';
import { createCallerCache, type CallerCache } from './callers';
import { createCatalogueCache, type CatalogueCache } from './catalogue';

export interface Caches {
  /** Public catalogue answers, by path and validated query (catalogue.ts). */
  catalogue: CatalogueCache;
  /** Each member's bag answer, under their bag stamp (bag-answers.ts). */
  bags: BagAnswers;
  /** The caller behind each session; on the embedded database only (callers.ts). */
  callers: CallerCache | null;
  close(): Promise<void>;
}

export async function createCaches(database: Database): Promise<Caches> {
  const catalogue = await createCatalogueCache(database);
  const { callers, close: closeCallers } = await createCallerCache(database);
  return {
    catalogue,
    bags: createBagAnswers(),
    callers,
    close: async () => void (await Promise.all([catalogue.close(), closeCallers()])),
  };
}

export type { CatalogueCache, BagAnswers, CallerCache };
