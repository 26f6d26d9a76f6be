// The API against the limit: the shop (production settings, seeded catalogue, LOG_LEVEL=warn) and a
// bare node:http server replaying the shop's own answers byte for byte, measured side by side in one
// run with autocannon (64 connections). Prints requests/s of each, the ratio shop/bare and p99.
//
//   npm run bench -- api                     embedded PGlite in a fresh /tmp data folder
//   npm run bench -- api --pg                PostgreSQL: a fresh database bench_api on 127.0.0.1:5432
//   options: --data=DIR (reuse a PGlite data folder) --duration=10 (s per side, in --rounds=5 alternating turns) (s per measurement) --connections=64 --only=bag --prof (CPU profile of the shop into bench/results/prof)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const args = Object.fromEntries(process.argv.slice(2).map((a) => {
  const [k, v] = a.replace(/^--/, '').split('=');
  return [k, v ?? 'true'];
}));
const duration = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 64);
const warmup = Number(args.warmup ?? 3);
// Clear of the machine's own services (MariaDB listens on 3306).
const shopPort = 4400 + Math.floor(Math.random() * 24) * 2;
const barePort = shopPort + 1;
const shopUrl = `http://127.0.0.1:${shopPort}`;
const bareUrl = `http://127.0.0.1:${barePort}`;

let databaseUrl = process.env.DATABASE_URL;
if (args.pg) {
  // A fresh database each run, so the catalogue is the same seeded 126 pieces as on PGlite.
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query('drop database if exists bench_api with (force)');
  await admin.query('create database bench_api');
  await admin.end();
  databaseUrl = 'postgres://postgres@127.0.0.1:5432/bench_api';
}
const dbLabel = databaseUrl ? 'postgresql' : 'pglite';

const children = [];
process.on('exit', () => children.forEach((c) => { try { process.kill(c.pid, 'SIGTERM'); } catch { /* gone */ } }));
process.on('SIGINT', () => process.exit(130));

function startShop() {
  // --data=DIR reuses a data folder from an earlier run (skips drawing the catalogue again).
  const dataDir = args.data ? path.resolve(args.data) : mkdtempSync(path.join(os.tmpdir(), 'aurum-bench-api-'));
  console.log(`data folder: ${dataDir}`);
  const profDir = path.resolve('bench/results/prof');
  if (args.prof) mkdirSync(profDir, { recursive: true });
  // Runs the server from source like `npm start`, without its client build step: the API needs no pages.
  const child = spawn(process.execPath, [...(args.prof ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []), '--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(shopPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      // Production has no dev mailbox; the bench member signs up without a confirmation link.
      EMAIL_CONFIRMATION: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitFor(url, timeoutMs = 300_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const json = async (res) => {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return res.json();
};

/** Every public piece, as the catalogue lists it. */
async function publicDesigns() {
  const designs = [];
  for (let page = 1; ; page++) {
    const list = await json(await fetch(`${shopUrl}/api/designs/public?page=${page}&limit=100`));
    designs.push(...list.designs);
    if (designs.length >= list.total || !list.designs.length) break;
  }
  return designs;
}

/**
 * The shop draws the catalogue's PNGs and builds its castable models after it opens; measuring
 * during that work would measure the drawing and the building, not the reads.
 */
async function waitForCatalogueWork() {
  const started = Date.now();
  for (;;) {
    const designs = await publicDesigns();
    const pngs = designs.flatMap((d) => [d.imagePngUrl, d.silverImagePngUrl]).filter(Boolean);
    const missingPngs = (await Promise.all(pngs.map((u) => fetch(`${shopUrl}${u}`, { method: 'HEAD' }).then((r) => !r.ok)))).filter(Boolean).length;
    const missingModels = designs.filter((d) => !d.modelUrl).length;
    if (!missingPngs && !missingModels) {
      console.log(`all ${pngs.length} catalogue PNGs drawn and ${designs.length} models built`);
      return;
    }
    if (Date.now() - started > 900_000) throw new Error(`catalogue work not done within 15 min (${missingPngs} PNGs, ${missingModels} models missing)`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

async function memberWithBag(designIds) {
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const password = 'Bench!pass-2026';
  await json(await fetch(`${shopUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) }));
  const login = await json(await fetch(`${shopUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) }));
  const token = login.session?.access_token ?? login.access_token;
  if (!token) throw new Error(`no access token in the login answer: ${JSON.stringify(login)}`);
  for (const designId of designIds) {
    await json(await fetch(`${shopUrl}/api/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ designId, quantity: 1, customizations: { material: '14k-gold' } }),
    }));
  }
  return token;
}

/** One answer exactly as the shop sends it to autocannon (no Accept-Encoding), for the bare server to replay. */
async function record(url, headers) {
  const res = await fetch(`${shopUrl}${url}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  const body = Buffer.from(await res.arrayBuffer());
  const kept = {};
  for (const [k, v] of res.headers) if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k)) kept[k] = v;
  return { status: res.status, headers: kept, body: body.toString('base64'), bytes: body.length };
}

/** CPU seconds (user + system) a process has used so far, from /proc: less swayed by the machine's load than requests/s. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

function cannon(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers, pipelining: 1 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const shop = startShop();
shop.on('exit', (code) => code && console.error(`the shop exited with ${code}`));
await waitFor(`${shopUrl}/healthz`);
console.log(`shop up on ${shopUrl} (${dbLabel}); waiting for the catalogue PNGs and models...`);
await waitForCatalogueWork();
const { designs } = await json(await fetch(`${shopUrl}/api/designs/public?page=1&limit=12`));
const token = await memberWithBag(designs.slice(0, 10).map((d) => d.id));
const auth = { authorization: `Bearer ${token}` };

const targets = [
  { name: 'designs/public', url: '/api/designs/public?page=1&limit=12', headers: {}, goal: 0.6 },
  { name: 'designs/{id}', url: `/api/designs/${designs[0].id}`, headers: {}, goal: 0.6 },
  { name: 'collections/featured', url: '/api/collections/featured', headers: {}, goal: 0.6 },
  { name: 'bag (10 lines)', url: '/api/cart', headers: auth, goal: 0.3 },
].filter((t) => !args.only || t.name.includes(args.only));

const recordings = {};
for (const t of targets) {
  const r = await record(t.url, t.headers);
  if (r.status !== 200) throw new Error(`${t.url} answered ${r.status}`);
  recordings[t.url] = r;
  t.bytes = r.bytes;
}
mkdirSync('bench/results', { recursive: true });
const recFile = path.resolve('bench/results/api-recordings.json');
writeFileSync(recFile, JSON.stringify(recordings));
const bare = spawn(process.execPath, ['bench/bare-server.mjs', recFile, String(barePort)], { stdio: ['ignore', 'pipe', 'inherit'] });
children.push(bare);
await new Promise((resolve) => bare.stdout.once('data', resolve));

// The machine is shared and its load drifts: shop and bare take turns in short rounds, so both see
// the same conditions; requests/s is over all rounds, p99 the median of the rounds' p99s.
const rounds = Number(args.rounds ?? 5);
const slice = Math.max(1, Math.round(duration / rounds));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function measure(pid) {
  const runs = [];
  let cpu = 0;
  return {
    run: async (url, headers) => {
      const before = cpuSeconds(pid);
      runs.push(await cannon(url, headers, slice));
      cpu += cpuSeconds(pid) - before;
    },
    result: () => {
      const requests = runs.reduce((n, r) => n + r.requests.total, 0);
      return {
        rps: Math.round(requests / runs.reduce((t, r) => t + r.duration, 0)),
        p99: median(runs.map((r) => r.latency.p99)),
        p50: median(runs.map((r) => r.latency.p50)),
        cpuUsPerRequest: Math.round((cpu / requests) * 1e6),
        non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
        errors: runs.reduce((n, r) => n + r.errors, 0),
      };
    },
  };
}
const rows = [];
for (const t of targets) {
  await cannon(`${shopUrl}${t.url}`, t.headers, warmup);
  await cannon(`${bareUrl}${t.url}`, t.headers, warmup);
  const shopRuns = measure(shop.pid);
  const bareRuns = measure(bare.pid);
  for (let i = 0; i < rounds; i++) {
    await shopRuns.run(`${shopUrl}${t.url}`, t.headers);
    await bareRuns.run(`${bareUrl}${t.url}`, t.headers);
  }
  const row = { name: t.name, url: t.url, bytes: t.bytes, shop: shopRuns.result(), bare: bareRuns.result() };
  row.ratio = Math.round((row.shop.rps / row.bare.rps) * 1000) / 1000;
  // The same comparison by CPU spent per answer: bare's CPU per request over the shop's.
  row.cpuRatio = Math.round((row.bare.cpuUsPerRequest / row.shop.cpuUsPerRequest) * 1000) / 1000;
  row.goal = t.goal;
  row.met = row.ratio >= t.goal && (t.goal === 0.3 || row.shop.p99 < 25);
  rows.push(row);
  console.log(`${t.name.padEnd(22)} shop ${String(row.shop.rps).padStart(6)} req/s p99 ${String(row.shop.p99).padStart(4)} ms | bare ${String(row.bare.rps).padStart(6)} req/s p99 ${String(row.bare.p99).padStart(3)} ms | ratio ${row.ratio.toFixed(2)}, by CPU/request ${row.cpuRatio.toFixed(2)} (${row.shop.cpuUsPerRequest} vs ${row.bare.cpuUsPerRequest} µs) (goal ${t.goal}${t.goal === 0.6 ? ', p99 < 25 ms' : ''}) ${row.met ? 'met' : 'NOT met'}${row.shop.non2xx || row.shop.errors ? ` [shop non-2xx ${row.shop.non2xx}, errors ${row.shop.errors}]` : ''}`);
}

const out = path.resolve(`bench/results/api-${dbLabel}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), database: dbLabel, connections, duration, rounds, cores: os.cpus().length, loadavg: os.loadavg(), rows }, null, 2));
console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
shop.kill('SIGTERM');
bare.kill('SIGTERM');
await new Promise((r) => setTimeout(r, args.prof ? 3000 : 500));
process.exit(0);
