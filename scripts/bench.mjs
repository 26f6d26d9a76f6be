// Runs the benchmarks in bench/ (not part of the test run): `npm run bench` runs them all,
// `npm run bench -- startup` one of them; further arguments go to the benchmark.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const [name, ...args] = process.argv.slice(2);
const all = readdirSync('bench').filter((f) => f.endsWith('.mjs') && f !== 'lib.mjs').map((f) => f.replace(/\.mjs$/, ''));
const chosen = name ? [name] : all;
for (const bench of chosen) {
  if (!all.includes(bench)) {
    console.error(`No benchmark named ${bench}. There are: ${all.join(', ')}`);
    process.exit(1);
  }
  console.log(`\n# ${bench}`);
  execFileSync('node', [`bench/${bench}.mjs`, ...args], { stdio: 'inherit' });
}
