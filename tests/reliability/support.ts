/**
 * Real processes for the reliability suites: a database of their own on the machine's PostgreSQL,
 * a recording SMTP server, the shop started with `tsx src/server/main.ts` as in production, and an
 * HTTP client that can speak from any loopback address (127.x.y.z), so per-IP limits see many
 * visitors. Ports: 3700-3799.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PG_ADMIN_URL = process.env.RELIABILITY_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A new database on the server (created and dropped here), with a pool for checking rows. */
export async function createDatabase() {
  const name = `aurum_rel_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 3 });
  pool.on('error', () => {});
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface Delivery { messageId: string; to: string[]; subject: string }

/** An SMTP server that records each message it accepted (only complete ones). */
export async function startSmtp(port: number) {
  const received: Delivery[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
        received.push({
          messageId: /^Message-ID:\s*(\S+)/im.exec(header)?.[1] ?? '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject:\s*(.*)$/im.exec(header)?.[1] ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ShopProcess {
  port: number;
  proc: ChildProcess;
  log: string;
  /** SIGKILL: no shutdown hook runs. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

/** Starts the server (`node --import tsx src/server/main.ts`) with only the given settings and waits until /healthz answers. */
export async function startShop(port: number, env: Record<string, string>, name = `shop-${port}`): Promise<ShopProcess> {
  const log = path.join(env.DATA_DIR ?? os.tmpdir(), `${name}.log`);
  const out = createWriteStream(log, { flags: 'a' });
  // tsx as a loader in the one node process (the tsx command runs the server in a child process,
  // which a SIGKILL of the command would leave running).
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.pipe(out);
  proc.stderr!.pipe(out);
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const shop: ShopProcess = {
    port,
    proc,
    log,
    async kill() {
      proc.kill('SIGKILL');
      await exited;
    },
    async stop() {
      proc.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000).then(() => proc.kill('SIGKILL'))]);
      await exited;
    },
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`The shop on port ${port} exited at start:\n${tail(log)}`);
    const res = await request(port, 'GET', '/healthz').catch(() => null);
    if (res?.status === 200) return shop;
    await sleep(250);
  }
  await shop.kill();
  throw new Error(`The shop on port ${port} did not answer /healthz in time:\n${tail(log)}`);
}

const tail = (file: string) => readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read field by field in the tests
export interface Answer { status: number; body: any }

/** One HTTP call from a loopback address of choice; a refused or cut connection answers status 0. */
export function request(port: number, method: string, url: string, body?: unknown, options: { token?: string; ip?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request({
      host: '127.0.0.1', port, method, path: url, localAddress: options.ip, agent: false,
      headers: {
        ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try { parsed = JSON.parse(text); } catch { /* not JSON */ }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Like request, but a connection error is status 0 instead of a rejection (the load goes on through a crash). */
export const tryRequest = (...args: Parameters<typeof request>): Promise<Answer> =>
  request(...args).catch((err: Error) => ({ status: 0, body: err.message }));

/** A distinct loopback address per number: 127.<a>.<b>.<c>. */
export function loopback(n: number, block = 10): string {
  return `127.${block}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

export const tempDir = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));

/** The environment every spawned shop gets: its database, Redis, SMTP, a shared secret, its data folder. */
export function shopEnv(parts: { databaseUrl: string; smtpUrl: string; dataDir: string; redis?: boolean }): Record<string, string> {
  return {
    DATABASE_URL: parts.databaseUrl,
    SMTP_URL: parts.smtpUrl,
    DATA_DIR: parts.dataDir,
    AUTH_SECRET: 'reliability-suite-secret-long-enough-for-hs256',
    PUBLIC_URL: 'http://shop.test',
    ...(parts.redis === false ? {} : { REDIS_URL }),
  };
}

/** Waits until every outbox row is sent (or the time is up) and answers the rows' message ids and states. */
export async function waitForOutbox(pool: pg.Pool, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ message_id: string; status: string; kind: string; to_address: string; attempts: number }>(
      'select message_id, status, kind, to_address, attempts from mail_outbox',
    );
    if (rows.every((r) => r.status === 'sent') || Date.now() > deadline) return rows;
    await sleep(500);
  }
}
