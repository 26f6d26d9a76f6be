// The embedded design generator: p50/p95 of drawing a design (gold and silver SVG, name, price), of
// the same plus both 1024 px PNGs, and plus the PNGs and WebP twins (what storing a design draws),
// over 240 varied designs (--n=60 for fewer), and the same for half as many icon subjects (issue 22).
// The castable model each design builds (issue 25) is left out of these figures: bench/models.mjs has its own.
// Run: npm run bench -- generator   (goal: SVG p95 < 50 ms)
import { execFileSync } from 'node:child_process';

execFileSync('npx', ['tsx', 'bench/generator-run.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
