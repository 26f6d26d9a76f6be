// The generator's subject library (decision 0020): its file size, the time and memory a fresh process
// spends loading it, and findSubjects on 300 varied prompts (p50/p95 after the first, which loads).
// Run: npm run bench -- subjects   (issue 22: at most 100 MB and 5 s at start)
import { execFileSync } from 'node:child_process';

execFileSync('node', ['--expose-gc', '--import', 'tsx', 'bench/subjects-run.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
