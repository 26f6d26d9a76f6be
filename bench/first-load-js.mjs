// First-load JavaScript of pages, in KB gzipped: every script a fresh browser fetches to show the
// page (entry, preloads and the route's lazy chunk), measured in Debian's Chromium against the
// production build. Run: npm run bench -- first-load-js [/ /collections ...]
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startShop } from './lib.mjs';

const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
const shop = startShop();
await shop.firstPage();
// `/product/:id` means the first catalogue design.
const first = (await (await fetch(`${shop.url}/api/designs/public?limit=1`)).json()).designs[0];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  for (const pattern of routes.length ? routes : ['/', '/collections', '/product/:id']) {
    const route = pattern.replace(':id', first.id);
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') scripts.set(res.url(), res.body());
    });
    await page.goto(shop.url + route, { waitUntil: 'networkidle' });
    // The chat widget loads when the page is idle (at most 1.5 s in): it counts too.
    await page.waitForTimeout(2500);
    await page.waitForLoadState('networkidle');
    let raw = 0;
    let gz = 0;
    for (const body of scripts.values()) {
      const buf = await body;
      raw += buf.length;
      gz += gzipSync(buf, { level: 9 }).length;
    }
    console.log(`${pattern.padEnd(28)} ${scripts.size} scripts  ${(gz / 1024).toFixed(1)} KB gzipped  (${(raw / 1024).toFixed(1)} KB raw)`);
    await context.close();
  }
} finally {
  await browser.close();
  shop.stop();
}
