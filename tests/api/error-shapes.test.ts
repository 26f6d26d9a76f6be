/**
 * Every refusal is the shop's one shape, `{ "error": "<a sentence>" }`, including the ones Node's
 * HTTP parser and Fastify's router make before any route runs.
 */
import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { request } from '../helpers/api';
import { PNG, multipart } from '../helpers/sample-requests';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests();
let port: number;
beforeAll(async () => {
  const address = await shop.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});

/** Sends raw bytes and reads the whole answer (the server closes the connection after it). */
function raw(request: string): Promise<{ status: number; body: string; headers: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
    });
  });
}

function expectShopError(body: string, sentence: RegExp) {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(parsed)).toEqual(['error']);
  expect(parsed.error).toMatch(sentence);
}

describe('error shapes', () => {
  it('a malformed %-escape in the address', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/designs/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expectShopError(await res.text(), /address is not valid/);
  });

  it('a body shorter than its Content-Length', async () => {
    const res = await raw('POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\nConnection: close\r\n\r\n{"message":"hi"}');
    expect(res.status).toBe(400);
    expectShopError(res.body, /could not be read/);
  });

  it('a 20 KB query', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/designs/public?q=${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expectShopError(await res.text(), /too long/);
  });

  it('a path segment longer than a file name may be', async () => {
    for (const path of [`/${'a'.repeat(300)}.js`, `/uploads/${'a'.repeat(300)}.png`, `/assets/${'a'.repeat(300)}.js`, `/api/designs/${'a'.repeat(300)}`]) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(res.status, path).toBe(404);
      expectShopError(await res.text(), /^Not found: GET \//);
    }
    // A page path is a page: the client shows its not-found page.
    const page = await fetch(`http://127.0.0.1:${port}/${'a'.repeat(300)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('two images on the contact form', async () => {
    const fields = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question.' };
    const res = await request(shop, 'POST', '/api/contact', multipart(fields, [{ field: 'image', name: 'a.png', type: 'image/png', bytes: PNG }, { field: 'image', name: 'b.png', type: 'image/png', bytes: PNG }]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Attach one image at most.' });
  });

  it('a contact message over its length limit', async () => {
    const fields = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'x'.repeat(5_001) };
    const res = await request(shop, 'POST', '/api/contact', multipart(fields));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'message: Too long: 5,000 characters at most.' });
    const ticket = await request(shop, 'POST', '/api/support-ticket', { body: { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'x'.repeat(5_001), priority: 'low', category: 'general' } });
    expect(ticket.statusCode).toBe(400);
    expect(ticket.json().error).toMatch(/^message: Too long: 5,000 characters at most\.$/);
  });
});
