import { Lock } from 'lucide-react';
import type { Ref } from 'react';
import type { BillingDetails, CreatePaymentIntentResponse } from '@shared/contracts/checkout';
import { checkoutMessages } from '@shared/messages/checkout';
import { StripeCardField } from './stripe-card-field';
import { TestCardField } from './test-card-field';

/**
 * The card details field, one interface for every payments provider (issue 8):
 * - 'test': the built-in test processor (TestCardField) posts number, expiry, CVC and billing details
 *   to POST /api/payments/test/confirm;
 * - 'stripe': Stripe Elements (StripeCardField, the place for the Stripe JS integration).
 * The page holds a ref to the field and calls validate() before starting the payment, then
 * confirm() with the intent the server created.
 */
export interface CardFieldHandle {
  /** Checks the card's own inputs, shows inline errors and focuses the first; false when incomplete. */
  validate(): boolean;
  /** Confirms the intent with the card; answers the paid intent's id, raises CardDeclinedError on a decline. */
  confirm(intent: CreatePaymentIntentResponse, billing: BillingDetails): Promise<string>;
}

export type PaymentProvider = CreatePaymentIntentResponse['provider'];

export interface CardFieldProps {
  ref?: Ref<CardFieldHandle>;
  disabled?: boolean;
}

/** The card details section: the provider's field and the security note. */
export function CardField({ provider, ...props }: CardFieldProps & { provider: PaymentProvider }) {
  return (
    <div className="flex flex-col gap-4" data-testid="card-field" data-provider={provider}>
      {provider === 'stripe' ? <StripeCardField {...props} /> : <TestCardField {...props} />}
      <p className="flex items-start gap-2 font-sans text-sm leading-relaxed text-graphite" data-testid="secure-note">
        <Lock size={16} strokeWidth={1.5} aria-hidden className="mt-1 shrink-0 text-gold-deep" />
        {checkoutMessages.secureNote}
      </p>
    </div>
  );
}
