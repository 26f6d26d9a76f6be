// Database time of the shop's busiest reads on a large catalogue (100,000 designs, 20,000 members,
// 1,000,000 orders, 100,000 inbox items) in its own PostgreSQL database: EXPLAIN (ANALYZE, BUFFERS) of the exact SQL the
// use cases send. The first run fills the database (a few minutes); later runs reuse it.
// Run: npm run bench -- large-catalogue [--refill] [--label after --compare before] [--runs 7] [--only desk]
import { execFileSync } from 'node:child_process';

execFileSync('npx', ['tsx', 'bench/large-catalogue-run.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
