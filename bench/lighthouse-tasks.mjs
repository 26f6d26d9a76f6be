// Where a page's blocking time and paints come from: Lighthouse's mobile run of /, /collections and
// /product/:id (as bench/lighthouse.mjs), printing for each the long tasks (start and length as
// Lighthouse simulates them, with the script they were attributed to), the main thread's time by
// kind of work, each script's evaluation and parse time, and the requests as observed. A tool for
// finding the next change, not a goal: its figures vary from run to run like the score.
// Run: npm run bench -- lighthouse-tasks [--runs 2] [--url http://127.0.0.1:3201] [paths...]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { catalogueRastersDrawn, startShop } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const runs = Number(option('runs', '2'));
const given = option('url', null);
const paths = args.filter((a, i) => a.startsWith('/') && !args[i - 1]?.startsWith('--'));

const shop = given ? null : startShop({ port: 3200 + Math.floor(Math.random() * 50), env: { NODE_ENV: 'development' } });
const base = given ?? shop.url;
const ms = (n) => `${Math.round(n)}`.padStart(5);
const short = (url) => (url ? new URL(url, base).pathname.replace(/^\/assets\//, '') : '(none)');
let chrome;
try {
  if (shop) await shop.firstPage();
  await catalogueRastersDrawn(base);
  const first = (await (await fetch(`${base}/api/designs/public?limit=1`)).json()).designs[0];
  const routes = paths.length ? paths : ['/', '/collections', `/product/${first.id}`];
  chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const run = async (route) => (await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })).lhr;
  for (const route of routes) await run(route); // unrecorded first run, as in bench/lighthouse.mjs

  for (const route of routes) {
    for (let i = 1; i <= runs; i++) {
      const lhr = await run(route);
      const a = lhr.audits;
      console.log(`\n${route} run ${i}: score ${Math.round(lhr.categories.performance.score * 100)}, FCP ${ms(a['first-contentful-paint'].numericValue)} ms, LCP ${ms(a['largest-contentful-paint'].numericValue)} ms, TBT ${ms(a['total-blocking-time'].numericValue)} ms (host benchmarkIndex ${lhr.environment.benchmarkIndex})`);
      console.log('  long tasks (simulated start, length, script):');
      for (const t of a['long-tasks'].details?.items ?? []) console.log(`   ${ms(t.startTime)} ${ms(t.duration)}  ${short(t.url)}`);
      console.log('  main thread by kind (ms):');
      for (const g of a['mainthread-work-breakdown'].details?.items ?? []) console.log(`   ${ms(g.duration)}  ${g.groupLabel}`);
      console.log('  scripts (total, evaluation, parse ms):');
      for (const s of a['bootup-time'].details?.items ?? []) console.log(`   ${ms(s.total)} ${ms(s.scripting)} ${ms(s.scriptParseCompile)}  ${short(s.url)}`);
      // Lantern's LCP estimate replays every request that ended before the observed largest paint (a
      // low-priority image only in its pessimistic half), six at a time per origin on HTTP/1.1.
      const m = a.metrics.details.items[0];
      console.log(`  requests (observed start, end ms, bytes; * ended before the largest paint at ${Math.round(m.observedLargestContentfulPaint)} ms, first paint ${Math.round(m.observedFirstContentfulPaint)} ms):`);
      for (const r of a['network-requests'].details?.items ?? []) {
        const before = r.networkEndTime <= m.observedLargestContentfulPaint ? '*' : ' ';
        console.log(`  ${before}${ms(r.networkRequestTime)} ${ms(r.networkEndTime)} ${String(r.transferSize).padStart(6)}  ${r.resourceType ?? ''} ${r.priority} ${short(r.url)}`);
      }
    }
  }
} finally {
  await chrome?.kill();
  shop?.stop();
}
