/**
 * Named rate limits that use cases check by hand (per IP, or per email address read from the body),
 * on @fastify/rate-limit's store (in memory, or Redis when configured, so instances share counts).
 * Refusals are 429s whose text contains 'rate limit', which the client turns into 'Too many attempts'.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { App } from './context';
import { HttpError } from './errors';

export interface LimitRule {
  max: number;
  /** Window in milliseconds. */
  window: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every limit in one place, so the tests and docs/reliability.md read the same figures. */
export const RATE_LIMITS = {
  loginPerIp: { max: 30, window: 15 * MINUTE },
  /** Attempts without a known device's token, per address (and password: a reset starts a new count). */
  loginPerAddress: { max: 10, window: 15 * MINUTE },
  /** Attempts with a known device's token, per device: the owner's own budget, which strangers cannot spend. */
  loginPerDevice: { max: 10, window: 15 * MINUTE },
  signupPerIp: { max: 10, window: HOUR },
  mailPerAddressMinute: { max: 1, window: MINUTE },
  mailPerAddressHour: { max: 5, window: HOUR },
  mailPerIp: { max: 20, window: HOUR },
  refreshPerIp: { max: 120, window: 15 * MINUTE },
  /** Generation is costly with a real provider: a generous pace for a person, a wall for a script. */
  generatePerIp: { max: 30, window: 10 * MINUTE },
  reviewsPerIp: { max: 10, window: HOUR },
  inquiriesPerIp: { max: 10, window: HOUR },
  /** Acknowledgements one address receives from all four inquiry forms; past it the inquiry is kept, unacknowledged. */
  acknowledgementsPerAddress: { max: 4, window: HOUR },
  paymentsPerIp: { max: 60, window: 10 * MINUTE },
  /** Checking promo codes (the bag re-checks its code when a line changes): enough for a customer, slow for guessing codes. */
  promoChecksPerIp: { max: 60, window: 10 * MINUTE },
  chatPerIp: { max: 30, window: 10 * MINUTE },
  /** Resending the order page links (POST /api/orders/track/resend), counted whether or not the address has orders. */
  orderLinksPerAddress: { max: 3, window: HOUR },
  orderLinksPerIp: { max: 10, window: HOUR },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof RATE_LIMITS;

/** `refusal` words the 429 instead of the generic sentence, given the seconds to wait. */
export type Limiter = (req: FastifyRequest, name: LimitName, key?: string, refusal?: (waitSeconds: number) => string) => Promise<void>;

/**
 * The counts' store for @fastify/rate-limit. With REDIS_URL every instance counts in Redis, under a
 * namespace derived from the database the shop runs on (its address and schema): instances of one
 * shop share counts, other shops (and every test shop, each on its own schema) never do.
 *
 * Redis failing at request time fails open: the request goes on uncounted and a warning is logged
 * (at most one every 10 s), because a shop that refuses every login while Redis restarts is worse
 * than a few minutes without limits. Commands fail fast (no offline queue; a 5 s timeout for a
 * hung server), so a dead Redis adds no wait to requests.
 */
export async function rateLimitStore(config: Config, database: Database, log: FastifyBaseLogger) {
  if (!config.redisUrl) return { options: {}, close: async () => {} };
  const shop = `${config.databaseUrl ?? config.dataDir}|${database.schemaName}`;
  const nameSpace = `aurum:rl:${createHash('sha256').update(shop).digest('hex').slice(0, 16)}:`;
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: 5000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  const warn = throttledWarning(log);
  redis.on('error', (err) => warn(err));
  // Wait for the first connection, so the first requests are counted; a Redis down at start is a
  // warning (the shop opens, uncounted) and ioredis keeps reconnecting.
  await redis.connect().catch((err) => warn(err));
  return {
    options: { redis, nameSpace, skipOnError: true },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

function throttledWarning(log: FastifyBaseLogger) {
  let last = 0;
  return (err: unknown) => {
    if (Date.now() - last < 10_000) return;
    last = Date.now();
    log.warn({ err: err instanceof Error ? err.message : String(err) }, 'rate-limit store (Redis) unavailable: requests are not counted');
  };
}

/**
 * One rule's counter: counts one under `<name>:<key>` (the client's address when no key) and answers
 * whether the count is over the rule, with the seconds to wait; null when the store failed (logged,
 * throttled: the work goes on uncounted, as with Redis down).
 */
function createCounter(app: App, name: LimitName, warn: (err: unknown) => void) {
  const rule: LimitRule = RATE_LIMITS[name];
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.window,
    // Store errors reach the catch below (logged, then the request goes on), not the client.
    skipOnError: false,
    keyGenerator: (req) => `${name}:${(req as FastifyRequest & { limitKey?: string }).limitKey ?? req.ip}`,
  });
  return async (req: FastifyRequest, key?: string): Promise<{ over: boolean; wait: number } | null> => {
    (req as FastifyRequest & { limitKey?: string }).limitKey = key;
    try {
      const result = await check(req);
      if (result.isAllowed || !result.isExceeded) return { over: false, wait: 0 };
      return { over: true, wait: Math.max(1, Math.ceil(result.ttlInSeconds)) };
    } catch (err) {
      warn(err);
      return null;
    }
  };
}

/** A checker bound to the app: `await limit(req, 'loginPerAddress', email)` throws a 429 when exceeded. */
export function createLimiter(app: App): Limiter {
  const made = limiters.get(app);
  if (made) return made;
  // One throttled warning for all the rules: a Redis outage is one line every 10 s, not one per rule.
  const warn = throttledWarning(app.log);
  const counters = new Map((Object.keys(RATE_LIMITS) as LimitName[]).map((name) => [name, createCounter(app, name, warn)]));
  const limiter: Limiter = async (req, name, key, refusal) => {
    const counted = await counters.get(name)!(req, key);
    if (counted?.over) {
      throw new HttpError(429, refusal?.(counted.wait) ?? `Too many attempts: rate limit reached. Please wait ${counted.wait} seconds before trying again.`, { retryAfter: counted.wait });
    }
  };
  limiters.set(app, limiter);
  return limiter;
}

/** One limiter per app: its counters are bound to the app's store. */
const limiters = new WeakMap<App, Limiter>();

/**
 * A quiet count for work that goes on past a limit with less, instead of a 429 (an inquiry is kept
 * but no longer acknowledged): `await allows(req, email)` counts one, under the same `<name>:<key>`
 * as the limiter, and answers whether it was within the rule. A failing store allows, as the
 * limiter goes on. Create one per rule and share it between routes: in memory each counter keeps
 * its own counts (with Redis all instances share them).
 */
export function createAllowance(app: App, name: LimitName): (req: FastifyRequest, key: string) => Promise<boolean> {
  const count = createCounter(app, name, throttledWarning(app.log));
  return async (req, key) => !(await count(req, key))?.over;
}
