// Does the time of an answer tell whether an account exists? The real app in-process on an embedded
// database (PGlite in memory; BENCH_DATABASE_URL=postgres://... for a PostgreSQL schema instead),
// each call timed on app.inject: forgot-password, resend-confirmation, login with a wrong password
// and sign-up, each for an existing and an unknown address, interleaved so drift hits both alike.
// Every try uses a fresh address and IP (the rate limits would otherwise answer). Prints medians
// and their ratio; the tests assert identical answers, this reports the time.
// Run: npm run bench -- enumeration-timing [tries per case, default 30]
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

if (!process.env.AURUM_BENCH_CHILD) {
  // The server is TypeScript run from source: re-run this file under tsx.
  execFileSync('npx', ['tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, AURUM_BENCH_CHILD: '1' } });
  process.exit(0);
}

const { randomBytes } = await import('node:crypto');
const { mkdtempSync } = await import('node:fs');
const os = await import('node:os');
const path = await import('node:path');
const { buildApp } = await import('../src/server/app.ts');
const { loadConfig } = await import('../src/server/config.ts');
const { openDatabase } = await import('../src/server/db/client.ts');
const { migrate } = await import('../src/server/db/migrate.ts');
const { users } = await import('../src/server/db/schema.ts');
const { hashPassword } = await import('../src/server/features/auth/passwords.ts');
// Work left running after an answer (none before auth/after-answer.ts existed: then it was all on the request).
const { whenIdle } = await import('../src/server/features/auth/after-answer.ts').catch(() => ({ whenIdle: async () => {} }));

const tries = Number(process.argv[2] ?? 30);
const warmup = 5;
const url = process.env.BENCH_DATABASE_URL;
const schemaName = url ? `bench_${randomBytes(5).toString('hex')}` : undefined;
const database = await openDatabase(url ? { url, schemaName, poolSize: 4 } : {});
await migrate(database);
const config = loadConfig({
  NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'aurum-bench-')), AUTH_SECRET: 'b'.repeat(40),
});
const app = await buildApp(config, { database, logger: false });
await app.ready();

// Accounts made directly (one argon2 hash shared), so the setup is quick and every account real.
const passwordHash = await hashPassword('Str0ng!pass');
const accounts = async (prefix, n, confirmed) => {
  const emails = Array.from({ length: n }, (_, i) => `${prefix}${i}@example.com`);
  await database.db.insert(users).values(emails.map((email) => ({ email, passwordHash, emailConfirmedAt: confirmed ? new Date() : null })));
  return emails;
};
const total = tries + warmup;

let ip = 0;
async function timed(url, payload) {
  const remoteAddress = `10.${100 + Math.floor(ip / 62500)}.${Math.floor(ip / 250) % 250}.${ip++ % 250}`;
  const t = performance.now();
  const res = await app.inject({ method: 'POST', url, payload, remoteAddress });
  const ms = performance.now() - t;
  // Work the call left running after its answer finishes before the next call, untimed.
  await whenIdle();
  return { ms, status: res.statusCode, body: res.body };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Interleaves the existing and unknown tries; answers must match, times are compared. */
async function compare(name, url, existing, unknown, payload) {
  const times = { existing: [], unknown: [] };
  const answers = new Set();
  for (let i = 0; i < total; i++) {
    const order = i % 2 ? ['existing', 'unknown'] : ['unknown', 'existing'];
    for (const who of order) {
      const email = who === 'existing' ? existing[i] : unknown[i];
      const res = await timed(url, payload(email));
      answers.add(`${res.status} ${res.body}`);
      if (i >= warmup) times[who].push(res.ms);
    }
  }
  const a = median(times.existing);
  const b = median(times.unknown);
  const same = answers.size === 1 ? 'identical answers' : `${answers.size} DIFFERENT answers: ${[...answers].join(' | ')}`;
  console.log(`${name.padEnd(44)} existing ${a.toFixed(2).padStart(7)} ms   unknown ${b.toFixed(2).padStart(7)} ms   ratio ${(a / b).toFixed(2)}   (${same})`);
}

const fresh = (prefix) => Array.from({ length: total }, (_, i) => `${prefix}${i}.${randomBytes(3).toString('hex')}@example.com`);

console.log(`${url ? 'PostgreSQL' : 'PGlite'}, in-process, medians of ${tries} tries each after ${warmup} warm-up, interleaved:`);
await compare('POST /api/auth/forgot-password', '/api/auth/forgot-password', await accounts('forgot', total, true), fresh('nobody-f'), (email) => ({ email }));
await compare('POST /api/auth/resend-confirmation (unconfirmed)', '/api/auth/resend-confirmation', await accounts('resend', total, false), fresh('nobody-r'), (email) => ({ email }));
await compare('POST /api/auth/resend-confirmation (confirmed)', '/api/auth/resend-confirmation', await accounts('resendc', total, true), fresh('nobody-rc'), (email) => ({ email }));
await compare('POST /api/auth/login (wrong password)', '/api/auth/login', await accounts('login', total, true), fresh('nobody-l'), (email) => ({ email, password: 'Wr0ng!pass' }));
await compare('POST /api/auth/register (taken address)', '/api/auth/register', await accounts('taken', total, true), fresh('nobody-s'), (email) => ({ email, password: 'Str0ng!pass' }));

await app.close();
if (schemaName) await database.exec(`drop schema "${schemaName}" cascade`);
await database.close();
