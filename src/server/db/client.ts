/**
 * The one database module: a Drizzle instance on embedded PGlite (default, persisted in DATA_DIR,
 * or in memory for tests) or on a PostgreSQL server through `pg` when a URL is given. No other code
 * knows which one it talks to.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL schema the tables live in (tests on a shared server each get their own). */
  schemaName: string;
  /** Database round trips made through Drizzle so far; benchmarks and tests read it. */
  stats: { queries: number };
  /** Runs raw SQL statements (migrations, maintenance); not for request handling. */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a data-dir dump. */
  dump?(): Promise<Blob>;
  /**
   * PGlite only: calls back on each NOTIFY of a channel. PGlite lives in this process and delivers a
   * notification before the writing statement (or its transaction's commit) returns, so caches
   * cleared here are never behind a write that has returned. Unset on PostgreSQL, where other
   * instances write too and notifications arrive later.
   */
  listenInProcess?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  /** postgres:// URL; absent means PGlite. */
  url?: string;
  /** PGlite folder; absent (with no url) means in memory. */
  dataDir?: string;
  /** PostgreSQL schema to use instead of public (isolated test runs). */
  schemaName?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** A PGlite data-dir dump to start from (tests load a migrated template instead of running initdb). */
  pgliteTemplate?: Blob;
  /** Sees every statement Drizzle sends, with its parameters (the large-catalogue bench EXPLAINs them). */
  onQuery?: (query: string, params: unknown[]) => void;
}

/** Contrib extensions the migrations create; PGlite must be given their code when it starts. */
const pgliteExtensions = { pg_trgm };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const stats = { queries: 0 };
  const logger = {
    logQuery: (query: string, params: unknown[]) => {
      stats.queries++;
      options.onQuery?.(query, params);
    },
  };
  const schemaName = options.schemaName ?? 'public';
  // What both kinds answer alike: their Drizzle instance (the same API on either driver) and raw SQL.
  const opened = (kind: Database['kind'], db: unknown, run: (text: string) => Promise<unknown>, close: () => Promise<void>): Database => ({
    db: db as Db,
    kind,
    schemaName,
    stats,
    exec: async (text) => void (await run(text)),
    close,
  });

  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: schemaName === 'public' ? undefined : `-c search_path=${schemaName}`,
    });
    // An idle client losing its connection must not take the process down; the pool replaces it.
    pool.on('error', () => {});
    if (schemaName !== 'public') await pool.query(`create schema if not exists "${schemaName}"`);
    return opened('postgres', drizzlePg(pool, { schema, logger }), (text) => pool.query(text), () => pool.end());
  }

  const client = options.pgliteTemplate
    ? await PGlite.create({ loadDataDir: options.pgliteTemplate, extensions: pgliteExtensions })
    : new PGlite({ dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined, extensions: pgliteExtensions });
  await client.waitReady;
  return {
    ...opened('pglite', drizzlePglite(client, { schema, logger }), (text) => client.exec(text), () => client.close()),
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
    listenInProcess: (channel, onNotify) => client.listen(channel, onNotify),
  };
}

/** A transaction handed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Functions that work inside or outside a transaction take either. */
export type DbOrTx = Db | Tx;
