// Builds the client when dist/client is missing or older than its sources, so `npm start` on a
// fresh clone serves the shop with no other step, and a later start skips the build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const built = 'dist/client/index.html';
const sources = ['index.html', 'vite.config.ts', 'package-lock.json', 'public', 'src/client', 'src/shared'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

if (!existsSync(built) || sources.some((s) => newest(s) > statSync(built).mtimeMs)) {
  console.log('Building the shop’s pages (vite build)...');
  // Always a production build: NODE_ENV=development in the shell would otherwise give React's dev bundle.
  execSync('npx vite build --logLevel warn', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
