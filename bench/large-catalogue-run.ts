/**
 * The large-catalogue report (run through bench/large-catalogue.mjs): fills its own PostgreSQL
 * database once (bench/large-catalogue-fill.sql, and bench/large-inbox-fill.sql for the inbox), then runs the shop's real use cases against it,
 * records the SQL Drizzle sends (openDatabase's onQuery hook) and EXPLAIN (ANALYZE, BUFFERS)es
 * exactly that SQL with its parameters. Figures are the median of several warm runs.
 *
 * Flags: --refill (drop and fill again), --label NAME (results file name, default "latest"),
 * --runs N (default 7), --only TEXT (the cases whose name holds it: 'desk'), --url postgres://... (default
 * LARGE_DATABASE_URL or .../aurum_large),
 * --baseline NAME: also EXPLAIN, in this run, the SQL recorded in results file NAME under the indexes
 * as they were before migration 0003 (rolled back afterwards), and print the ratio;
 * --baseline-runs N (default 3; the baseline's sequential scans take seconds each).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ADMIN_DESIGNS_PAGE_SIZE, ADMIN_INBOX_PAGE_SIZE, ADMIN_ORDERS_PAGE_SIZE, ADMIN_REVIEWS_PAGE_SIZE, COLLECTIONS_PAGE_SIZE, RECENT_DESIGNS_DEFAULT } from '../src/shared/limits';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { getDesign } from '../src/server/features/designs/get-design';
import { listPublicDesigns } from '../src/server/features/designs/list-public-designs';
import { recentDesigns } from '../src/server/features/designs/recent-designs';
import { listInbox } from '../src/server/features/inbox/list-inbox';
import { listAdminOrders, listUserOrders } from '../src/server/features/orders/list-orders';
import { listDeskDesigns, type DeskDesignsFilter } from '../src/server/features/catalogue-desk/list-desk-designs';
import { listDeskCollections } from '../src/server/features/catalogue-desk/list-desk-collections';
import { listAdminReviews } from '../src/server/features/reviews/list-admin-reviews';
import type { Caller } from '../src/server/http/auth';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    refill: { type: 'boolean', default: false },
    label: { type: 'string', default: 'latest' },
    baseline: { type: 'string' },
    runs: { type: 'string', default: '7' },
    /** Only the cases whose name contains this text ('desk'). */
    only: { type: 'string' },
    'baseline-runs': { type: 'string', default: '3' },
    url: { type: 'string', default: process.env.LARGE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/aurum_large' },
  },
});
const url = new URL(args.url);
const dbName = url.pathname.slice(1);
const runs = Math.max(1, Number(args.runs));
const baselineRuns = Math.max(1, Number(args['baseline-runs']));

// ── The database: created, migrated with the shop's migrator, filled once ───────────────────────
const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
await admin.connect();
if (args.refill) await admin.query(`drop database if exists "${dbName}" with (force)`);
const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount;
if (!exists) await admin.query(`create database "${dbName}"`);
await admin.end();

const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const one = async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows[0] as T;

const migrationCount = async () => (await one<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'schema_migrations'`)).n
  ? (await one<{ n: number }>('select count(*)::int as n from schema_migrations')).n : 0;
const appliedBefore = await migrationCount();
const captured: { sql: string; params: unknown[] }[] = [];
const database = await openDatabase({ url: url.toString(), poolSize: 2, onQuery: (sql, params) => captured.push({ sql, params }) });
let t = performance.now();
await migrate(database);
const appliedNow = await migrationCount();
if (appliedNow > appliedBefore && appliedBefore > 0) console.log(`applied ${appliedNow - appliedBefore} new migration(s) in ${((performance.now() - t) / 1000).toFixed(1)} s`);

const filled = (await one<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'bench_large_catalogue'`)).n > 0;
if (!filled) {
  console.log(`filling ${dbName}: 100,000 designs, 20,000 members, 1,000,000 orders ...`);
  t = performance.now();
  await client.query('set synchronous_commit = off');
  await client.query(readFileSync(path.join(here, 'large-catalogue-fill.sql'), 'utf8'));
  await client.query('create table bench_large_catalogue (filled_at timestamptz not null default now()); insert into bench_large_catalogue default values');
  console.log(`filled in ${((performance.now() - t) / 1000).toFixed(0)} s`);
}
// The inbox (issue 27, point 2) is filled apart, so a database filled before it only gets the inbox.
const inboxFilled = (await one<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'bench_large_inbox'`)).n > 0;
if (!inboxFilled) {
  console.log(`filling ${dbName}'s inbox: 100,000 inquiries ...`);
  t = performance.now();
  await client.query('set synchronous_commit = off');
  await client.query(readFileSync(path.join(here, 'large-inbox-fill.sql'), 'utf8'));
  await client.query('create table bench_large_inbox (filled_at timestamptz not null default now()); insert into bench_large_inbox default values');
  console.log(`filled in ${((performance.now() - t) / 1000).toFixed(0)} s`);
}
await deskExtras();
await settle();

/**
 * What the desks add to a filled database, once: a few hidden reviews (one in 200) and twelve
 * featured public pieces, so the review desk's hidden list and the featured reads have rows.
 */
async function deskExtras() {
  const { hidden } = await one<{ hidden: number }>('select count(*)::int as hidden from reviews where hidden_at is not null');
  if (hidden === 0) await client.query(`update reviews set hidden_at = created_at + interval '1 day' where abs(hashtext(id::text)) % 200 = 0`);
  const { featured } = await one<{ featured: number }>('select count(*)::int as featured from designs where featured_at is not null');
  if (featured === 0) await client.query(`update designs set featured_at = created_at + interval '1 hour' where id in (select id from designs where is_public order by md5(id::text) limit 12)`);
}

/**
 * Fresh statistics and a current visibility map, as autovacuum keeps them in a running shop: an
 * index-only scan (a deep catalogue page) reads the table's rows wherever the map is not set, and the
 * planner then prefers a sequential scan. A vacuum run while another transaction holds the horizon
 * back (an autovacuum's analyze of the new rows) leaves the map unset, so it is checked and retried.
 */
async function settle() {
  for (let attempt = 1; ; attempt++) {
    await client.query('vacuum analyze');
    const { visible } = await one<{ visible: number }>(`select coalesce(sum(relallvisible)::float / nullif(sum(relpages), 0), 1) as visible
      from pg_class where relname in ('designs', 'reviews', 'orders', 'inbox_items')`);
    if (visible >= 0.95 || attempt === 5) {
      if (visible < 0.95) console.log(`visibility map still ${(visible * 100).toFixed(0)}% set after ${attempt} vacuums`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}
const counts = await one<Record<string, number>>(`select (select count(*)::int from designs) as designs,
  (select count(*)::int from designs where is_public) as public_designs, (select count(*)::int from reviews) as reviews,
  (select count(*)::int from users) as members, (select count(*)::int from orders) as orders, (select count(*)::int from inbox_items) as inbox_items`);
console.log(Object.entries(counts).map(([k, v]) => `${k} ${v.toLocaleString('en')}`).join(', '));

// ── The cases: real use cases with realistic arguments ──────────────────────────────────────────
const reviewed = await one<{ id: string }>(`select d.id from designs d join reviews r on r.design_id = d.id where d.is_public
  group by d.id order by count(*) desc, d.id limit 1`);
const buyers = (await client.query<{ id: string; email: string; created_at: Date; orders: number }>(`select u.id, u.email, u.created_at, count(*)::int as orders
  from orders o join users u on u.id = o.user_id where u.email_confirmed_at is not null group by u.id order by count(*) desc`)).rows;
const heavy = buyers[0];
const typical = buyers[Math.floor(buyers.length / 2)];
const sampleOrder = await one<{ order_number: string; customer_email: string; payment_id: string }>(
  `select order_number, customer_email, payment_id from orders where order_number = 'AU-512345-1'`);
const caller = (u: typeof heavy): Caller => ({ id: u.id, email: u.email, role: 'customer', emailConfirmedAt: u.created_at, emailProvenAt: u.created_at, createdAt: u.created_at, sessionId: '', sessionKind: 'normal', bagStamp: '' });
const db = database.db;
const page = { page: 1, limit: COLLECTIONS_PAGE_SIZE };
const search = (term: string) => () => listAdminOrders(db, { search: term, page: 1, limit: ADMIN_ORDERS_PAGE_SIZE });
const sampleDesign = await one<{ id: string; name: string }>(`select id, name from designs order by created_at desc offset 5000 limit 1`);
const desk = (filter: Partial<DeskDesignsFilter>, pageNo = 1) => () => listDeskDesigns(db, { status: 'all', source: 'all', ...filter, page: pageNo, limit: ADMIN_DESIGNS_PAGE_SIZE });
const reviewDesk = (state: 'all' | 'visible' | 'hidden', pageNo = 1) => () => listAdminReviews(db, { state, page: pageNo, limit: ADMIN_REVIEWS_PAGE_SIZE });

const inbox = (query: Omit<Parameters<typeof listInbox>[1], 'page' | 'limit'> & { page?: number }) => () => listInbox(db, { page: 1, limit: ADMIN_INBOX_PAGE_SIZE, ...query });
const sampleInquiry = await one<{ name: string; email: string }>(`select name, email from inbox_items where email like '%@example.com' order by created_at desc limit 1 offset 5000`);

const cases: { name: string; run: () => Promise<unknown> }[] = [
  { name: 'catalogue page 1', run: () => listPublicDesigns(db, page) },
  { name: 'catalogue page 1000', run: () => listPublicDesigns(db, { ...page, page: 1000 }) },
  { name: 'category page 1 (pets-animals)', run: () => listPublicDesigns(db, { ...page, category: 'pets-animals' }) },
  { name: 'category page 200 (pets-animals)', run: () => listPublicDesigns(db, { ...page, page: 200, category: 'pets-animals' }) },
  { name: 'product page (most reviewed)', run: () => getDesign(db, reviewed.id) },
  { name: 'recent designs feed', run: () => recentDesigns(db, RECENT_DESIGNS_DEFAULT) },
  { name: 'curations (featured first, 100)', run: () => listPublicDesigns(db, { page: 1, limit: 100, order: 'featured' }) },
  { name: `member orders (${heavy.orders} orders)`, run: () => listUserOrders(db, caller(heavy), 40) },
  { name: `member orders (${typical.orders} orders)`, run: () => listUserOrders(db, caller(typical), 40) },
  { name: 'admin orders, no search', run: () => listAdminOrders(db, { page: 1, limit: ADMIN_ORDERS_PAGE_SIZE }) },
  { name: 'admin search: order number', run: search(sampleOrder.order_number) },
  { name: 'admin search: checkout number', run: search(sampleOrder.order_number.replace(/-\d+$/, '')) },
  { name: 'admin search: payment id', run: search(sampleOrder.payment_id) },
  { name: 'admin search: email', run: search(sampleOrder.customer_email) },
  // The fill has no address without digits (members are first.last<n>@example.com, guests guest<n>@example.net),
  // so this is the sample customer's address with its digits taken out: the same shared parts, no match.
  { name: 'admin search: email without digits', run: search(sampleOrder.customer_email.replace(/\d/g, '')) },
  { name: 'admin search: email fragment', run: search(sampleOrder.customer_email.split('@')[0].slice(0, 9)) },
  { name: 'admin search: name "priya okafor"', run: search('priya okafor') },
  { name: 'admin search: name fragment "garc"', run: search('garc') },
  { name: 'admin search: no match "zzqx"', run: search('zzqx') },
  { name: 'inbox, everything', run: inbox({}) },
  { name: 'inbox, page 400', run: inbox({ page: 400 }) },
  { name: 'inbox, new', run: inbox({ status: 'new' }) },
  { name: 'inbox, quotes answered', run: inbox({ kind: 'quote', status: 'answered' }) },
  { name: 'inbox search: email', run: inbox({ q: sampleInquiry.email }) },
  { name: `inbox search: name "${sampleInquiry.name.toLowerCase()}"`, run: inbox({ q: sampleInquiry.name.toLowerCase() }) },
  { name: 'inbox search: email fragment', run: inbox({ q: sampleInquiry.email.split('@')[0].slice(0, 9) }) },
  { name: 'inbox search: word "engrave"', run: inbox({ q: 'engrave' }) },
  { name: 'inbox search: words "rose gold", new tickets', run: inbox({ q: 'rose gold', kind: 'ticket', status: 'new' }) },
  { name: 'inbox search: fragment "garc"', run: inbox({ q: 'garc' }) },
  { name: 'inbox search: no match "zzqx"', run: inbox({ q: 'zzqx' }) },
  // The catalogue desk (issue 27, point 4): every design, filtered, searched, paged; its collections.
  { name: 'catalogue desk page 1', run: desk({}) },
  { name: 'catalogue desk page 2000', run: desk({}, 2000) },
  { name: 'catalogue desk: private', run: desk({ status: 'private' }) },
  { name: 'catalogue desk: public page 500', run: desk({ status: 'public' }, 500) },
  { name: 'catalogue desk: featured', run: desk({ status: 'featured' }) },
  { name: 'catalogue desk: generated in pets-animals', run: desk({ source: 'generated', collection: 'pets-animals' }) },
  { name: 'catalogue desk search: full name', run: desk({ search: sampleDesign.name }) },
  { name: 'catalogue desk search: id', run: desk({ search: sampleDesign.id }) },
  { name: 'catalogue desk search: word "lotus"', run: desk({ search: 'lotus' }) },
  { name: 'catalogue desk search: prompt words "owl charm, celtic"', run: desk({ search: 'owl charm, celtic' }) },
  { name: 'catalogue desk search: broad "charm"', run: desk({ search: 'charm' }) },
  { name: 'catalogue desk search: public "celtic" in necklaces', run: desk({ search: 'celtic', status: 'public', collection: 'necklaces' }) },
  { name: 'catalogue desk search: no match "zzqx"', run: desk({ search: 'zzqx' }) },
  { name: 'catalogue desk: collections', run: () => listDeskCollections(db) },
  // The review desk (issue 27, point 3).
  { name: 'review desk page 1', run: reviewDesk('all') },
  { name: 'review desk page 500', run: reviewDesk('all', 500) },
  { name: 'review desk: hidden', run: reviewDesk('hidden') },
  { name: 'review desk: visible page 100', run: reviewDesk('visible', 100) },
].filter((c) => !args.only || c.name.includes(args.only));

// ── EXPLAIN (ANALYZE, BUFFERS) of every captured statement ──────────────────────────────────────
interface PlanNode { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Scan Direction'?: string; 'Parent Relationship'?: string; Plans?: PlanNode[] }
interface Explained { Plan: PlanNode & { 'Shared Hit Blocks': number; 'Shared Read Blocks': number }; 'Planning Time': number; 'Execution Time': number }

/** The chain from the top node down to the first scan, ignoring subplans: "Limit > Index Scan Backward (designs_public_created_idx)". */
function mainNode(node: PlanNode): string {
  const parts: string[] = [];
  let n: PlanNode | undefined = node;
  while (n) {
    const scan = /Scan/.test(n['Node Type']);
    const dir = n['Scan Direction'] === 'Backward' ? ' Backward' : '';
    parts.push(scan ? `${n['Node Type']}${dir} (${n['Index Name'] ?? n['Relation Name'] ?? ''})` : n['Node Type']);
    if (scan && n['Node Type'] !== 'Bitmap Heap Scan') break;
    const children: PlanNode[] = (n.Plans ?? []).filter((p) => !['SubPlan', 'InitPlan'].includes(p['Parent Relationship'] ?? ''));
    if (n['Node Type'] === 'BitmapOr' || n['Node Type'] === 'BitmapAnd') {
      parts[parts.length - 1] += `[${children.map((c) => c['Index Name']).join(', ')}]`;
      break;
    }
    n = children[0];
  }
  return parts.join(' > ');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
interface Result { case: string; statement: string; sql: string; params: unknown[]; planningMs: number; executionMs: number; rows: number; buffers: number; plan: string }
/** A list call sends its page, then its total (Promise.all keeps that order); single reads send one statement. */
const statementKind = (index: number) => (index === 0 ? 'rows' : 'total');

/** EXPLAIN (ANALYZE, BUFFERS) one statement `n` times after a warm-up run; medians of the times. */
async function explain(name: string, statement: string, q: { sql: string; params: unknown[] }, n: number): Promise<Result> {
  const samples: Explained[] = [];
  for (let i = 0; i <= n; i++) {
    const r = await client.query(`explain (analyze, buffers, format json) ${q.sql}`, q.params);
    if (i > 0) samples.push((r.rows[0]['QUERY PLAN'] as Explained[])[0]); // the first run warms the cache
  }
  const last = samples[samples.length - 1];
  return {
    case: name,
    statement,
    sql: q.sql,
    params: q.params,
    planningMs: median(samples.map((s) => s['Planning Time'])),
    executionMs: median(samples.map((s) => s['Execution Time'])),
    rows: (last.Plan as unknown as { 'Actual Rows': number })['Actual Rows'],
    buffers: last.Plan['Shared Hit Blocks'] + last.Plan['Shared Read Blocks'],
    plan: mainNode(last.Plan),
  };
}

const results: Result[] = [];
for (const c of cases) {
  captured.length = 0;
  await c.run();
  for (const [i, q] of [...captured].entries()) results.push(await explain(c.name, statementKind(i), q, runs));
}

// The baseline, side by side in this run: the SQL an earlier results file recorded (the use cases
// as they were), EXPLAINed under the indexes as they were before migration 0003, in a transaction
// that is rolled back.
const RESTORE_INDEXES_BEFORE_0003 = `
  drop index designs_public_created_idx; drop index designs_public_category_idx;
  drop index orders_number_trgm_idx; drop index orders_payment_trgm_idx; drop index orders_name_trgm_idx; drop index orders_email_trgm_idx;
  create index designs_public_category_idx on designs (is_public, category, created_at);
  create index designs_public_created_idx on designs (is_public, created_at);
  analyze designs`;
const baselineFile = args.baseline ? path.join(here, 'results', `large-catalogue-${args.baseline}.json`) : null;
const baseline = new Map<string, Result>();
const key = (r: { case: string; statement: string }) => `${r.case}|${r.statement}`;
if (baselineFile) {
  const earlier = (JSON.parse(readFileSync(baselineFile, 'utf8')) as { results: Result[] }).results;
  const names = new Set(results.map((r) => r.case));
  await client.query(`begin; ${RESTORE_INDEXES_BEFORE_0003}`);
  // Older results files name the total statement 'count'.
  for (const r of earlier.filter((e) => names.has(e.case))) {
    const statement = r.statement === 'count' ? 'total' : r.statement;
    baseline.set(key({ case: r.case, statement }), await explain(r.case, statement, r, baselineRuns));
  }
  await client.query('rollback');
}
await database.close();
await client.end();

// ── Report ──────────────────────────────────────────────────────────────────────────────────────
const cols = ['query', 'stmt', 'plan ms', 'exec ms', 'buffers', ...(baselineFile ? ['baseline exec ms', 'baseline buffers', 'exec ratio'] : []), 'main node'];
const table = results.map((r) => {
  const b = baseline.get(key(r));
  return [r.case, r.statement, r.planningMs.toFixed(2), r.executionMs.toFixed(2), String(r.buffers),
    ...(baselineFile ? [b ? b.executionMs.toFixed(2) : '-', b ? String(b.buffers) : '-', b ? `${(b.executionMs / r.executionMs).toFixed(1)}x` : '-'] : []), r.plan];
});
const widths = cols.map((c, i) => Math.max(c.length, ...table.map((r) => r[i].length)));
const line = (cells: string[]) => cells.map((c, i) => (i >= 2 && i < cols.length - 1 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
const load = os.loadavg()[0];
console.log(`\nEXPLAIN (ANALYZE, BUFFERS) on ${dbName}, median of ${runs} warm runs${baselineFile ? ` (baseline: ${baselineRuns})` : ''}; `
  + `buffers = shared pages touched (a count, unlike the times not inflated by load: load average ${load.toFixed(1)} on ${os.cpus().length} cores)\n`);
console.log(line(cols));
for (const r of table) console.log(line(r));

// Per call: its statements run side by side (Promise.all), so a call's database time is its slowest statement.
const perCase = new Map<string, number>();
for (const r of results) perCase.set(r.case, Math.max(perCase.get(r.case) ?? 0, r.planningMs + r.executionMs));
/** A goal over the calls whose names start with `prefix`: how many are under `ms`, and the slowest. */
function goal(label: string, prefix: string, ms: number): string | null {
  const calls = [...perCase].filter(([k]) => k.startsWith(prefix));
  if (!calls.length) return null;
  const [worstName, worst] = calls.reduce((a, b) => (b[1] > a[1] ? b : a));
  return `${label} ${calls.filter(([, v]) => v < ms).length} of ${calls.length} calls < ${ms} ms, slowest ${worst.toFixed(2)} ms (${worstName})`;
}
const catalogue = Math.max(perCase.get('catalogue page 1') ?? 0, perCase.get('category page 1 (pets-animals)') ?? 0);
console.log(`\ngoals (planning + execution of a call's slowest statement): ${[
  perCase.has('catalogue page 1') ? `catalogue page ${catalogue.toFixed(2)} ms (< 5 ms: ${catalogue < 5 ? 'met' : 'NOT met'})` : null,
  goal('admin search', 'admin search', 50),
  goal('catalogue desk', 'catalogue desk', 50),
  goal('review desk', 'review desk', 50),
  goal('inbox lists and searches', 'inbox', 50),
].filter(Boolean).join('; ')}`);
const resultsDir = path.join(here, 'results');
mkdirSync(resultsDir, { recursive: true });
const out = path.join(resultsDir, `large-catalogue-${args.label}.json`);
writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), database: dbName, runs, loadAverage: load, counts, results, baseline: [...baseline.values()] }, null, 2));
console.log(`written to ${path.relative(process.cwd(), out)}`);
