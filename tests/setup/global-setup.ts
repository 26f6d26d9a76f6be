/**
 * Runs once before the API tests: builds a migrated PGlite database and dumps it, so each test file
 * starts from a copy in half a second instead of running initdb and the migrations again.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openDatabase({});
  await migrate(database);
  const file = path.join(os.tmpdir(), `aurum-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
