// Lighthouse (mobile preset: Moto G Power viewport, simulated slow 4G and 4x CPU throttling) on
// /, /collections and /product/:id of the production build, driving Debian's Chromium: the performance
// and SEO scores (with the SEO audits that failed, if any), plus the first-load JavaScript of each page in KB gzipped (every script Lighthouse saw the page fetch,
// gzipped at level 9 like first-load-js.mjs). Each page runs once unrecorded, then 3 times; the median
// run is reported.
// Run: npm run bench -- lighthouse [--runs 3] [--url http://127.0.0.1:3201 (a shop already running)]
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { catalogueRastersDrawn, startShop } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const runs = Number(option('runs', '3'));
const given = option('url', null);

// The shop from `npm start` (production build, embedded defaults, own data folder), unless given. Its
// PUBLIC_URL is the address Lighthouse opens, as a deployed shop's is: the SEO audit fails a canonical
// URL on another host.
const port = 3200 + Math.floor(Math.random() * 50);
const shop = given ? null : startShop({ port, env: { NODE_ENV: 'development', PUBLIC_URL: `http://127.0.0.1:${port}` } });
const base = given ?? shop.url;
let chrome;
try {
  if (shop) await shop.firstPage();
  await catalogueRastersDrawn(base);
  const first = (await (await fetch(`${base}/api/designs/public?limit=1`)).json()).designs[0];
  const routes = ['/', '/collections', `/product/${first.id}`];
  // Warm the server (first reads of the catalogue, compressed assets) so run 1 is not an outlier.
  for (const route of routes) await fetch(base + route).then((r) => r.text());

  chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const gzCache = new Map();
  const gzippedKb = async (url) => {
    if (!gzCache.has(url)) gzCache.set(url, fetch(url).then(async (r) => gzipSync(Buffer.from(await r.arrayBuffer()), { level: 9 }).length / 1024));
    return gzCache.get(url);
  };

  // One run of each page first, not counted: the shop's first answers of each kind (its code still
  // being compiled) and Chromium's own first use of the fonts and images made run 1 an outlier.
  for (const route of routes) await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });

  const results = [];
  for (const route of routes) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      // Headless Chromium now and then loses the trace (NO_NAVSTART): that run is made again.
      let lhr;
      for (let attempt = 1; ; attempt++) {
        ({ lhr } = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] }));
        if (!lhr.runtimeError) break;
        if (attempt === 3) throw new Error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        console.log(`${route}: ${lhr.runtimeError.code}, running again`);
      }
      const a = lhr.audits;
      const scripts = (a['network-requests'].details?.items ?? []).filter((r) => r.resourceType === 'Script').map((r) => r.url);
      let js = 0;
      for (const url of scripts) js += await gzippedKb(url);
      samples.push({
        score: Math.round(lhr.categories.performance.score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        // The SEO audits that count and did not pass (a manual check, such as structured data, has no score).
        seoFailed: lhr.categories.seo.auditRefs.filter((ref) => ref.weight > 0 && a[ref.id]?.score !== null && a[ref.id]?.score < 1).map((ref) => ref.id),
        fcp: a['first-contentful-paint'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        si: a['speed-index'].numericValue,
        scripts: scripts.length,
        scriptUrls: scripts.map((u) => new URL(u).pathname),
        jsKb: js,
        // Lighthouse's CPU benchmark of this machine during the run: simulated TBT scales with how
        // slow the host is (a quiet desktop scores ~1500+; a loaded 2-core VM far less).
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
    }
    // The median run by score (ties: by LCP), so its metrics belong together.
    const sorted = [...samples].sort((x, y) => x.score - y.score || y.lcp - x.lcp);
    const median = sorted[Math.floor(sorted.length / 2)];
    const pattern = route.startsWith('/product/') ? '/product/:id' : route;
    results.push({ route: pattern, url: base + route, median, samples });
    console.log(
      `${pattern.padEnd(14)} score ${String(median.score).padStart(3)}  (runs ${samples.map((s) => s.score).join(', ')})  ` +
      `SEO ${median.seo}${median.seoFailed.length ? ` (failed: ${median.seoFailed.join(', ')})` : ''}  ` +
      `FCP ${ms(median.fcp)}  LCP ${ms(median.lcp)}  TBT ${Math.round(median.tbt)} ms  CLS ${median.cls.toFixed(3)}  SI ${ms(median.si)}  ` +
      `JS ${median.jsKb.toFixed(1)} KB gzipped in ${median.scripts} scripts  (host benchmarkIndex ${Math.round(median.benchmarkIndex)})`,
    );
  }
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify({ when: new Date().toISOString(), lighthouse: '12 (mobile preset, simulated throttling)', runs, results }, null, 2));
  console.log(`\nwritten to ${file}`);
} finally {
  await chrome?.kill();
  shop?.stop();
}

function ms(value) {
  return `${(value / 1000).toFixed(2)} s`;
}
