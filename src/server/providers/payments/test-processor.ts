/**
 * The built-in test processor: Stripe's semantics and test cards, offline. Intents live in their own
 * table; a card is checked by Luhn and expiry, then by Stripe's test numbers. Off in production
 * unless PAYMENTS_TEST_MODE=true.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testPaymentIntents } from '../../db/schema';
import { hashToken } from '../../features/auth/tokens';
import type { IntentStatus, PaymentIntent, PaymentProvider } from './types';
import { CURRENCY } from '@shared/pricing';

export interface CardInput { number: string; exp_month: number; exp_year: number; cvc: string }

export class CardError extends Error {
  constructor(message: string, readonly code: string, readonly declineCode?: string) {
    super(message);
  }
}

/** Stripe's test cards and what they do. */
const TEST_CARDS: Record<string, CardError | null> = {
  '4242424242424242': null,
  '4000000000000002': new CardError('Your card was declined.', 'card_declined', 'generic_decline'),
  '4000000000009995': new CardError('Your card has insufficient funds.', 'card_declined', 'insufficient_funds'),
  '4000000000000069': new CardError('Your card has expired.', 'expired_card'),
  '4000000000000127': new CardError("Your card's security code is incorrect.", 'incorrect_cvc'),
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** The processor's verdict on a card; throws a CardError for a refusal. */
export function checkCard(card: CardInput, now = new Date()): void {
  const digits = card.number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) throw new CardError('Your card number is incorrect.', 'incorrect_number');
  const endOfExpiryMonth = new Date(Date.UTC(card.exp_year, card.exp_month, 1));
  if (endOfExpiryMonth <= now) throw new CardError('Your card has expired.', 'expired_card');
  if (!(digits in TEST_CARDS)) {
    throw new CardError('Your card was declined. This shop is in test mode: use the test card 4242 4242 4242 4242.', 'card_declined', 'test_mode_live_card');
  }
  const outcome = TEST_CARDS[digits];
  if (outcome) throw outcome;
}

const toIntent = (row: typeof testPaymentIntents.$inferSelect, clientSecret = ''): PaymentIntent => ({
  id: row.id, clientSecret, amountCents: row.amountCents, currency: CURRENCY, status: row.status as IntentStatus, lastError: row.lastError, metadata: row.metadata,
});

export function createTestProcessor(db: Db): PaymentProvider & {
  confirm(clientSecret: string, card: CardInput): Promise<PaymentIntent>;
} {
  return {
    name: 'test',
    publishableKey: null,
    async createIntent({ amountCents, metadata }) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      const [row] = await db.insert(testPaymentIntents).values({ id, clientSecretHash: hashToken(clientSecret), amountCents, metadata }).returning();
      return toIntent(row, clientSecret);
    },
    async retrieveIntent(id) {
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
      return row ? toIntent(row) : null;
    },
    /** Confirms a card against the intent its client secret names; a paid intent is never charged twice. */
    async confirm(clientSecret, card) {
      const id = clientSecret.split('_secret_')[0];
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
      if (!row || row.clientSecretHash !== hashToken(clientSecret)) throw new CardError('This payment could not be found. Please start the checkout again.', 'resource_missing');
      if (row.status === 'succeeded') return toIntent(row);
      try {
        checkCard(card);
      } catch (err) {
        if (err instanceof CardError) await db.update(testPaymentIntents).set({ lastError: err.message, updatedAt: new Date() }).where(eq(testPaymentIntents.id, id));
        throw err;
      }
      const [paid] = await db.update(testPaymentIntents)
        .set({ status: 'succeeded', lastError: null, cardLast4: card.number.replace(/\s+/g, '').slice(-4), updatedAt: new Date() })
        .where(and(eq(testPaymentIntents.id, id), ne(testPaymentIntents.status, 'succeeded')))
        .returning();
      return paid ? toIntent(paid) : toIntent((await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0]);
    },
  };
}
