/**
 * The dev tools (issue 21, point 1): outside production the dev mailbox holds every reset link, so
 * every /dev/* route answers only the machine itself. The caller's address is the one the rate
 * limits count (a forwarded address only from a proxy named in TRUST_PROXY), and it must be loopback.
 */
import { describe, expect, it } from 'vitest';
import { apiMessages } from '@shared/messages';
import { request } from '../helpers/api';
import { uniqueEmail } from '../helpers/auth';
import { shopForTests } from '../helpers/test-app';

const DEV_URLS = [
  '/dev/mailbox', '/dev/mailbox/messages.json', '/dev/mailbox/00000000-0000-4000-8000-000000000000', '/dev/elsewhere',
  // Spellings the router reads as the mailbox.
  '/%64ev/mailbox/messages.json', '/dev/mailbox/messages.json/', '/dev//mailbox/messages.json',
];

function expectRefused(res: { statusCode: number; headers: Record<string, unknown>; json(): { error?: unknown }; body: string }, url: string) {
  expect(res.statusCode, url).toBe(403);
  expect(res.headers['content-type'], url).toMatch(/^application\/json/);
  expect(res.json(), url).toEqual({ error: apiMessages.devToolsLocalOnly });
  expect(res.body, url).not.toMatch(/token_hash|reset/i);
}

describe('the dev mailbox and every /dev/* route', () => {
  const shop = shopForTests();

  it('refuse a caller from another machine with a JSON 403, and hand out no reset link', async () => {
    const email = uniqueEmail('victim');
    expect((await request(shop, 'POST', '/api/auth/register', { body: { email, password: 'Str0ng!pass' } })).statusCode).toBe(200);
    expect((await request(shop, 'POST', '/api/auth/forgot-password', { body: { email } })).statusCode).toBe(200);
    for (const ip of ['192.168.1.23', '10.0.0.7', '2001:db8::1', '::ffff:192.168.1.23']) {
      for (const url of DEV_URLS) expectRefused(await request(shop, 'GET', url, { ip }), `${url} from ${ip}`);
    }
    // A forged X-Forwarded-For naming loopback changes nothing: no proxy is trusted.
    expectRefused(await request(shop, 'GET', '/dev/mailbox/messages.json', { ip: '192.168.1.23', headers: { 'x-forwarded-for': '127.0.0.1' } }), 'forged');
  });

  it('answer the machine itself, over IPv4, IPv6 and IPv4-mapped loopback', async () => {
    for (const ip of ['127.0.0.1', '127.10.0.3', '::1', '::ffff:127.0.0.1']) {
      const res = await request(shop, 'GET', '/dev/mailbox/messages.json', { ip });
      expect(res.statusCode, ip).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
    }
  });
});

describe('behind a trusted proxy', () => {
  const proxied = shopForTests({ TRUST_PROXY: '127.0.0.1, 10.200.0.1' });
  const via = (proxy: string, forwardedFor: string) =>
    request(proxied, 'GET', '/dev/mailbox/messages.json', { ip: proxy, headers: { 'x-forwarded-for': forwardedFor } });

  it('refuses a visitor the proxy forwards, even when the proxy itself runs on the machine', async () => {
    expectRefused(await via('127.0.0.1', '198.51.100.7'), 'local proxy');
    expectRefused(await via('10.200.0.1', '198.51.100.7'), 'remote proxy');
    // A visitor who writes loopback into the header before the proxy appends their real address.
    expectRefused(await via('127.0.0.1', '127.0.0.1, 198.51.100.7'), 'spoofed');
    // The machine itself, through its own proxy, is served.
    expect((await via('127.0.0.1', '127.0.0.1')).statusCode).toBe(200);
  });
});
