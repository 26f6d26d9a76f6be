import { useImperativeHandle } from 'react';
import { checkoutMessages } from '@shared/messages';
import type { CardFieldProps } from './card-field';

/**
 * STRIPE ELEMENTS GOES HERE. With provider 'stripe' the server answers a publishableKey with each
 * intent; the real implementation loads Stripe.js (`@stripe/stripe-js`, not installed in this build),
 * mounts a Card Element here and, in confirm(), calls
 * `stripe.confirmCardPayment(intent.clientSecret, { payment_method: { card, billing_details } })`
 * with `return_url` `/checkout/success?session_id=...` for 3-D Secure, answering the intent's id and
 * raising CardDeclinedError with `result.error.message` on a decline. Until then it says plainly
 * that Stripe payments are not available.
 */
export function StripeCardField({ ref }: CardFieldProps) {
  useImperativeHandle(ref, () => ({
    validate: () => true,
    confirm: () => Promise.reject(new Error(checkoutMessages.stripeUnavailable)),
  }));
  return (
    <p className="border border-hairline bg-ivory p-4 font-sans text-sm leading-relaxed text-graphite" data-testid="stripe-card-field">
      {checkoutMessages.stripeUnavailable}
    </p>
  );
}
