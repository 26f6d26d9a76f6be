import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', EMAIL_CONFIRMATION: 'false', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'aurum-bench-')), AUTH_SECRET: 'b'.repeat(40) });
const database = await openDatabase({});
await migrate(database);
const app = await buildApp(config, { database, logger: false });
await app.ready();

const n = 60;
for (let i = 0; i < n; i++) {
  await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: `bench${i}@example.com`, password: 'Str0ng!pass' }, remoteAddress: `10.20.${i}.1` });
}
const times: number[] = [];
for (let i = 0; i < n; i++) {
  const t = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `bench${i}@example.com`, password: 'Str0ng!pass' }, remoteAddress: `10.21.${i}.1` });
  times.push(performance.now() - t);
  if (res.statusCode !== 200) throw new Error(`login ${i} answered ${res.statusCode}: ${res.body}`);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
console.log(`login (argon2id, in-process, ${n} accounts): p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms`);
await app.close();
await database.close();
