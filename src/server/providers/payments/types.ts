import type { CURRENCY } from '@shared/pricing';

/**
 * A card processor with Stripe's semantics: the server creates a PaymentIntent for an amount it
 * computed, the browser confirms the card against the intent's client secret, and the server reads
 * the intent back to learn whether it was paid.
 */
export type IntentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: typeof CURRENCY;
  status: IntentStatus;
  /** The last decline's message, when a confirmation failed. */
  lastError: string | null;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** What the browser needs to confirm a card (Stripe's publishable key; null for the test processor). */
  readonly publishableKey: string | null;
  createIntent(input: { amountCents: number; metadata: Record<string, string>; idempotencyKey?: string }): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
}
