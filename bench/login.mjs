// Login latency with argon2id included: the real app in-process (PGlite in memory), 60 confirmed
// accounts each logging in once from its own address (the rate limits allow 10 per address).
// Run: npm run bench -- login
import { execFileSync } from 'node:child_process';

execFileSync('npx', ['tsx', 'bench/login-run.ts'], { stdio: 'inherit' });
