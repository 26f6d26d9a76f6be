// Helpers the benchmarks share: start the shop on a free port with a fresh data folder, wait for it.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function startShop({ port = 3900 + Math.floor(Math.random() * 90), env = {} } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aurum-bench-'));
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    dataDir,
    started,
    /** Resolves with the ms from spawn to the first 200 page; gives up after `timeoutMs`. */
    async firstPage(timeoutMs = 180_000) {
      while (performance.now() - started < timeoutMs) {
        try {
          const res = await fetch(`${url}/`);
          if (res.ok && (await res.text()).includes('<div id="root">')) return performance.now() - started;
        } catch { /* not listening yet */ }
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no page within ${timeoutMs} ms`);
    },
    stop() {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
    },
  };
}

/**
 * Waits until the first start's background drawing has made the WebP twins of every public piece
 * (the last twin it stores, at 1024 px). Pages fall back to the SVGs until then, which is not the
 * shop a visitor normally sees, and the drawing itself would take the CPU from the pages measured.
 */
export async function catalogueRastersDrawn(url, timeoutMs = 300_000) {
  const started = performance.now();
  const designs = [];
  for (let page = 1; ; page++) {
    const list = await (await fetch(`${url}/api/designs/public?limit=100&page=${page}`)).json();
    designs.push(...list.designs);
    if (list.designs.length === 0 || designs.length >= list.total) break;
  }
  const twins = designs.flatMap((d) => [d.imageUrl, d.silverImageUrl]).filter((u) => u?.endsWith('.svg')).map((u) => `${url}${u.slice(0, -4)}-1024.webp`);
  while (performance.now() - started < timeoutMs) {
    const found = await Promise.all(twins.map((u) => fetch(u, { method: 'HEAD' }).then((r) => r.ok, () => false)));
    if (found.every(Boolean)) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the catalogue's WebP twins were not drawn within ${timeoutMs} ms`);
}
