// The embedded design generator: p50/p95 of drawing a design (gold and silver SVG, name, price) and of
// the same plus both 1024 px PNGs (what storing a design costs), over 240 varied designs.
// Run: npm run bench -- generator   (goal: SVG p95 < 50 ms)
import { execFileSync } from 'node:child_process';

execFileSync('npx', ['tsx', 'bench/generator-run.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
