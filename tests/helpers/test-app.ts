/**
 * A whole shop for one test file: a fresh database (PGlite from the migrated template, or an own
 * schema on the PostgreSQL of TEST_DATABASE_URL), seeded, and the app built on it without listening.
 *
 * TEST_TWO_INSTANCES=1 (with TEST_DATABASE_URL, and REDIS_URL for shared rate limits) builds two
 * apps on the same schema, each with its own pool, outbox worker and in-process state, as two
 * servers behind a load balancer would be; `shop.app.inject` alternates between them, so every API
 * test also checks that nothing depends on one process remembering another's request.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seed } from '../../src/server/db/seed';
import { startOutboxWorker, type OutboxWorker } from '../../src/server/features/mail/outbox-worker';
import type { App } from '../../src/server/http/context';

export const fixtureClientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/client');

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'aurum-test-')),
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
}

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const database = await openDatabase({ url, schemaName: `t_${randomBytes(6).toString('hex')}`, poolSize: 4 });
    await migrate(database);
    const close = database.close;
    database.close = async () => {
      await database.exec(`drop schema "${database.schemaName}" cascade`);
      await close();
    };
    return database;
  }
  const template = inject('pgliteTemplate');
  return openDatabase({ pgliteTemplate: new Blob([readFileSync(template)]) });
}

export interface TestShop {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestShopOptions {
  clientDir?: string;
  /** Adds routes before the app is readied (probes for the shared request pipeline). */
  extend?: (app: App, database: Database) => void;
  /** Provider overrides (a failing generator, a recording mail transport, a log sink). */
  providers?: Pick<BuildOptions, 'images' | 'mailTransport' | 'storage' | 'logger' | 'logStream'>;
  /**
   * Two-instance mode runs an outbox worker in each app (as main.ts does); a file that drains the
   * outbox by hand and counts what its own drains claimed turns them off.
   */
  outboxWorkers?: boolean;
}

export const twoInstances = process.env.TEST_TWO_INSTANCES === '1';

export async function createTestShop(env: Record<string, string> = {}, options: TestShopOptions = {}): Promise<TestShop> {
  if (twoInstances) return createTwoInstanceShop(env, options);
  const config = testConfig(env);
  const database = await openTestDatabase();
  await seed(database.db);
  const app = await buildApp(config, { database, logger: false, clientDir: options.clientDir ?? fixtureClientDir, ...options.providers });
  options.extend?.(app, database);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The shop of a test file (or of a describe block), made before its tests and closed after them:
 * `const shop = shopForTests(env, options)`. The object answered becomes the shop when it is made,
 * so the tests and hooks that run after that use it as the shop itself.
 */
export function shopForTests(env: Record<string, string> = {}, options: TestShopOptions = {}): TestShop {
  const shop = {} as TestShop;
  beforeAll(async () => {
    Object.assign(shop, await createTestShop(env, options));
  });
  afterAll(async () => {
    await shop.close?.();
  });
  return shop;
}

/** Two apps on one PostgreSQL schema; the returned app is the first with an `inject` that alternates. */
async function createTwoInstanceShop(env: Record<string, string>, options: TestShopOptions): Promise<TestShop> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_TWO_INSTANCES=1 needs TEST_DATABASE_URL (both instances share one PostgreSQL schema).');
  // One configuration: the same secret and DATA_DIR (the local uploads folder stands for the
  // shared storage that two real servers would use, S3 or a shared volume).
  const config = testConfig(env);
  const first = await openTestDatabase();
  await seed(first.db);
  const second = await openDatabase({ url, schemaName: first.schemaName, poolSize: 4 });
  const build = async (database: Database) => {
    const app = await buildApp(config, { database, logger: false, clientDir: options.clientDir ?? fixtureClientDir, ...options.providers });
    options.extend?.(app, database);
    await app.ready();
    return app;
  };
  const apps = [await build(first), await build(second)];
  // Each worker polls through a pool of its own, so the query counts that tests read are the
  // requests' alone, not the background polling's.
  const workerPools = options.outboxWorkers === false ? [] : await Promise.all(apps.map(() => openDatabase({ url, schemaName: first.schemaName, poolSize: 2 })));
  const workers: OutboxWorker[] = workerPools.map((database, i) => startOutboxWorker({ ...apps[i].ctx, database, logger: apps[i].log }, { intervalMs: 200 }));

  let turn = 0;
  const inject = ((...args: Parameters<App['inject']>) => (apps[turn++ % 2].inject as (...a: unknown[]) => unknown)(...args)) as App['inject'];
  const app = new Proxy(apps[0], {
    get(target, prop) {
      if (prop === 'inject') return inject;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  // Query counts add both instances' round trips, whichever served the request.
  const stats = { get queries() { return first.stats.queries + second.stats.queries; } };
  const database: Database = { ...first, stats };
  return {
    app,
    database,
    config,
    close: async () => {
      await Promise.all(workers.map((w) => w.stop()));
      await Promise.all(workerPools.map((d) => d.close()));
      await Promise.all(apps.map((a) => a.close()));
      await second.close();
      await first.close();
    },
  };
}
