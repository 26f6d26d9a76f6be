import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createTestProcessor } from './test-processor';
import type { PaymentProvider } from './types';

export type { PaymentProvider } from './types';

export type TestProcessor = ReturnType<typeof createTestProcessor>;

/**
 * The configured processor: Stripe when its keys are set, else the built-in test processor where
 * test mode is on (outside production, or PAYMENTS_TEST_MODE=true); null means no card payments.
 */
export function createPaymentProvider(config: Config, db: Db, stripeFactory?: (c: NonNullable<Config['stripe']>) => PaymentProvider): PaymentProvider | TestProcessor | null {
  if (config.stripe && stripeFactory) return stripeFactory(config.stripe);
  if (config.paymentsTestMode) return createTestProcessor(db);
  return null;
}

export const isTestProcessor = (p: PaymentProvider | null): p is TestProcessor => p?.name === 'test';
