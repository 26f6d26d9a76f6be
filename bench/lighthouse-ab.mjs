// Lighthouse side by side: two shops already running (say the committed build and a changed one,
// each on a copy of the same data folder), their runs alternating (A B, B A, ...) so the machine's
// drift falls on both; the median score, FCP, LCP and TBT of each side, and every run's score and TBT.
// Run: npm run bench -- lighthouse-ab --a http://127.0.0.1:3241 --b http://127.0.0.1:3240 [--runs 8] [/ /collections ...]
// docs/performance.md says how to start the two shops.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const a = option('a', null);
const b = option('b', null);
const runs = Number(option('runs', '8'));
const paths = args.filter((arg, i) => arg.startsWith('/') && !args[i - 1]?.startsWith('--'));
if (!a || !b) {
  console.log('Needs two running shops: --a <url> --b <url> (see docs/performance.md). Skipped.');
  process.exit(0);
}

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

/** One Lighthouse run; a run whose trace headless Chromium lost (NO_NAVSTART) is made again. */
async function measure(url) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!lhr.runtimeError) {
      const metric = (id) => lhr.audits[id].numericValue;
      return { score: Math.round(lhr.categories.performance.score * 100), fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time') };
    }
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.code}`);
  }
}

const line = (side, samples) => {
  const m = (key) => median(samples.map((s) => s[key]));
  return `  ${side} score ${m('score')} (${samples.map((s) => s.score).join(', ')})  FCP ${Math.round(m('fcp'))} ms  LCP ${Math.round(m('lcp'))} ms  TBT ${Math.round(m('tbt'))} ms (${samples.map((s) => Math.round(s.tbt)).join(', ')})`;
};

try {
  for (const path of paths.length ? paths : ['/', '/collections']) {
    const sides = { A: [], B: [] };
    for (let i = 0; i < runs; i++) {
      const order = i % 2 ? ['B', 'A'] : ['A', 'B'];
      for (const side of order) sides[side].push(await measure((side === 'A' ? a : b) + path));
    }
    console.log(path);
    console.log(line('A', sides.A));
    console.log(line('B', sides.B));
  }
} finally {
  await chrome.kill();
}
