// Time from `npm start` to the first served page: on a fresh clone (no client build, empty
// database) and on a later start (client built, empty database). Run: npm run bench -- startup
import { rmSync } from 'node:fs';
import { startShop } from './lib.mjs';

async function measure(label, { fresh }) {
  if (fresh) rmSync('dist/client', { recursive: true, force: true });
  const shop = startShop();
  try {
    const ms = await shop.firstPage();
    console.log(`${label.padEnd(44)} ${(ms / 1000).toFixed(1)} s`);
    return ms;
  } finally {
    shop.stop();
    await new Promise((r) => setTimeout(r, 500));
  }
}

await measure('fresh clone (builds the client, new database)', { fresh: true });
await measure('client already built, new database', { fresh: false });
await measure('client already built, new database (again)', { fresh: false });
