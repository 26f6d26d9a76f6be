// The castable models (issue 25, point 7): p50/p95 of a design's model with its checks, of writing its
// GLB, and of both (goal p95 < 300 ms), over the generator's evaluation prompts in every style (--n=200
// by default); and of the caster's STL and 3MF made on demand (the model rebuilt, then written; goal
// under 1 s).
// Run: npm run bench -- models   (--n=60 for fewer)
import { execFileSync } from 'node:child_process';

execFileSync('npx', ['tsx', 'bench/models-run.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
