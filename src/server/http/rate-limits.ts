/**
 * Named rate limits that use cases check by hand (per IP, or per email address read from the body),
 * on @fastify/rate-limit's store (in memory, or Redis when configured, so instances share counts).
 * Refusals are 429s whose text contains 'rate limit', which the client turns into 'Too many attempts'.
 */
import type { FastifyRequest } from 'fastify';
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
  loginPerAddress: { max: 10, window: 15 * MINUTE },
  signupPerIp: { max: 10, window: HOUR },
  mailPerAddressMinute: { max: 1, window: MINUTE },
  mailPerAddressHour: { max: 5, window: HOUR },
  mailPerIp: { max: 20, window: HOUR },
  refreshPerIp: { max: 120, window: 15 * MINUTE },
  /** Generation is costly with a real provider: a generous pace for a person, a wall for a script. */
  generatePerIp: { max: 30, window: 10 * MINUTE },
  reviewsPerIp: { max: 10, window: HOUR },
  inquiriesPerIp: { max: 10, window: HOUR },
  paymentsPerIp: { max: 60, window: 10 * MINUTE },
  chatPerIp: { max: 30, window: 10 * MINUTE },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof RATE_LIMITS;

export type Limiter = (req: FastifyRequest, name: LimitName, key?: string) => Promise<void>;

/** A checker bound to the app: `await limit(req, 'loginPerAddress', email)` throws a 429 when exceeded. */
export function createLimiter(app: App): Limiter {
  const checkers = new Map<LimitName, ReturnType<App['createRateLimit']>>();
  for (const [name, rule] of Object.entries(RATE_LIMITS) as [LimitName, LimitRule][]) {
    checkers.set(name, app.createRateLimit({
      max: rule.max,
      timeWindow: rule.window,
      keyGenerator: (req) => `${name}:${(req as FastifyRequest & { limitKey?: string }).limitKey ?? req.ip}`,
    }));
  }
  return async (req, name, key) => {
    (req as FastifyRequest & { limitKey?: string }).limitKey = key;
    const result = await checkers.get(name)!(req);
    if (!result.isAllowed && result.isExceeded) {
      const wait = Math.max(1, Math.ceil(result.ttlInSeconds));
      throw new HttpError(429, `Too many attempts: rate limit reached. Please wait ${wait} seconds before trying again.`, { retryAfter: wait });
    }
  };
}
