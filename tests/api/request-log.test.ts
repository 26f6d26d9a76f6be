/**
 * A line per request in production's log; in development the terminal belongs to the person who
 * started the shop (its address, mailbox and administrator stay in view), so request lines are debug.
 */
import { describe, expect, it } from 'vitest';
import { request } from '../helpers/api';
import { createTestShop } from '../helpers/test-app';

async function requestLines(env: Record<string, string>) {
  const lines: string[] = [];
  const shop = await createTestShop({ LOG_LEVEL: 'info', ...env }, { providers: { logger: true, logStream: { write: (line) => void lines.push(line) } } });
  try {
    await request(shop, 'GET', '/healthz');
    await request(shop, 'GET', '/api/nowhere');
  } finally {
    await shop.close();
  }
  return lines.map((line) => JSON.parse(line) as { msg: string; url?: string }).filter((entry) => entry.msg === 'request');
}

describe('the request log', () => {
  it('has a line per request in production', async () => {
    const lines = await requestLines({ NODE_ENV: 'production' });
    expect(lines.map((line) => line.url)).toEqual(['/healthz', '/api/nowhere']);
  });

  it('keeps requests out of a development terminal at info', async () => {
    expect(await requestLines({ NODE_ENV: 'development' })).toEqual([]);
  });
});
