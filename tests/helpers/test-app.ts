/**
 * A whole shop for one test file: a fresh database (PGlite from the migrated template, or an own
 * schema on the PostgreSQL of TEST_DATABASE_URL), seeded, and the app built on it without listening.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seed } from '../../src/server/db/seed';
import type { App } from '../../src/server/http/context';

export const fixtureClientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/client');

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'aurum-test-')),
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
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
  /** Provider overrides (a failing generator, a recording mail transport). */
  providers?: Pick<BuildOptions, 'images' | 'mailTransport' | 'storage'>;
}

export async function createTestShop(env: Record<string, string> = {}, options: TestShopOptions = {}): Promise<TestShop> {
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
