/**
 * The rate-limit store: with REDIS_URL two apps of one shop count together, another shop (another
 * database) counts apart, and a Redis that cannot be reached fails open (no 500s, a warning).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { RATE_LIMITS } from '../../src/server/http/rate-limits';
import { request } from '../helpers/api';
import { createTestShop, fixtureClientDir, type TestShop } from '../helpers/test-app';

const redisUrl = process.env.REDIS_URL;
const shops: TestShop[] = [];
afterAll(async () => {
  for (const shop of shops) await shop.close();
});

const login = (app: TestShop['app'], email: string, ip: string) => request({ app }, 'POST', '/api/auth/login', { ip, body: { email, password: 'Wrong-pass-1' } });

describe.skipIf(!redisUrl)('rate limits in Redis (REDIS_URL)', () => {
  it('counts one shop’s instances together and another shop apart', async () => {
    const shop = await createTestShop({ REDIS_URL: redisUrl! });
    shops.push(shop);
    // A second instance of the same shop: same database, same settings, its own app.
    const twin = await buildApp(shop.config, { database: shop.database, logger: false, clientDir: fixtureClientDir });
    await twin.ready();
    const other = await createTestShop({ REDIS_URL: redisUrl! });
    shops.push(other);
    try {
      const email = `shared.${Date.now()}@example.com`;
      const { max } = RATE_LIMITS.loginPerAddress;
      const statuses: number[] = [];
      for (let i = 0; i < max + 1; i++) statuses.push((await login(i % 2 ? twin : shop.app, email, `10.60.0.${i + 1}`)).statusCode);
      expect(statuses.slice(0, max)).not.toContain(429);
      expect(statuses[max]).toBe(429);
      // The same address at another shop on the same Redis is not limited.
      expect((await login(other.app, email, '10.60.1.1')).statusCode).toBe(401);
    } finally {
      await twin.close();
    }
  }, 120_000);
});

describe('a Redis that cannot be reached', () => {
  it('lets requests through uncounted instead of failing them', async () => {
    const shop = await createTestShop({ REDIS_URL: 'redis://127.0.0.1:1' });
    shops.push(shop);
    const login1 = await login(shop.app, 'nobody@example.com', '10.61.0.1');
    expect(login1.statusCode).toBe(401);
    expect(login1.headers['content-type']).toMatch(/application\/json/);
    // A route-level limit (quote requests) goes through the plugin's own hook.
    const quote = await request(shop, 'POST', '/api/quotes/submit', { ip: '10.61.0.2', body: { customerName: 'Ada Lovelace', email: 'ada@example.com', budget: '500-1000', size: 'medium' } });
    expect(quote.statusCode).toBe(200);
  }, 120_000);
});
