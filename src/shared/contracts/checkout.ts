import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';
import { Customizations, Dollars, Id, Quantity, email, text } from './common';
import { BAG_MAX_LINES, SHORT_TEXT_MAX } from '../limits';
import { CURRENCY } from '../pricing';
import { apiMessages, authMessages, bagMessages } from '../messages';

// Checkout and payment (spec 02, sections 3 and 7; issue 8 adds the test processor and the webhook).

/** Payment ids look like Stripe's ('pi_...') for the test processor and for Stripe alike. */
export const PaymentIntentId = z.string().trim().regex(/^pi_[A-Za-z0-9_]{1,200}$/, { error: 'Invalid payment id' });

export const CheckoutLine = z.strictObject({
  designId: Id,
  quantity: Quantity,
  customizations: Customizations.optional(),
});
export type CheckoutLine = z.input<typeof CheckoutLine>;
const CheckoutLines = z.array(CheckoutLine).min(1, { error: 'Your bag is empty' }).max(BAG_MAX_LINES, { error: bagMessages.bagFull });

/** The spec sends cartItems as a JSON string of lines; an array is accepted too. */
export const BagItemsField = z.union([
  CheckoutLines,
  z
    .string()
    .max(100_000)
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: apiMessages.invalidRequest });
        return z.NEVER;
      }
    })
    .pipe(CheckoutLines),
]);

export const CreatePaymentIntentBody = z.strictObject({
  /** The client's idea of the total in dollars; the server charges its own figure and answers 409 if they differ. */
  amount: Dollars.optional(),
  metadata: z.strictObject({
    cartItems: BagItemsField,
    customerEmail: email(authMessages.validation.invalidEmail),
    customerName: text(apiMessages.required),
  }),
});
export type CreatePaymentIntentBody = z.input<typeof CreatePaymentIntentBody>;

export const CreatePaymentIntentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: PaymentIntentId,
  amount: Dollars.describe('The amount charged, computed by the server'),
  currency: z.literal(CURRENCY),
  provider: z.enum(['test', 'stripe']),
  publishableKey: z.string().nullable().describe("Stripe's publishable key; null with the test processor"),
});
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponse>;

/** Billing details in Stripe's shape (spec 02: name, email, address line1, city, state, postal code, country). */
export const BillingDetails = z.strictObject({
  name: text(apiMessages.required),
  email: email(),
  address: z.strictObject({
    line1: text(apiMessages.required),
    city: text(apiMessages.required),
    state: text(apiMessages.required),
    postal_code: text(apiMessages.required, 20),
    country: z.literal('US').default('US'),
  }),
});
export type BillingDetails = z.input<typeof BillingDetails>;

/** The checkout page's billing form (spec 02, section 3); country is fixed to US. */
export const BillingForm = z.object({
  email: email(),
  name: text(apiMessages.required),
  address: text(apiMessages.required),
  city: text(apiMessages.required),
  state: text(apiMessages.required),
  zipCode: text(apiMessages.required, 20),
  country: z.literal('US').default('US'),
});
export type BillingForm = z.input<typeof BillingForm>;

export const TestConfirmBody = z.strictObject({
  clientSecret: z.string().trim().min(1).max(SHORT_TEXT_MAX),
  card: z.strictObject({
    /** Digits, spaces allowed as typed; Luhn is checked by the processor. */
    number: z.string().trim().regex(/^[0-9 ]{12,23}$/, { error: 'Your card number is incorrect.' }),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int().min(2000).max(2100),
    cvc: z.string().trim().regex(/^[0-9]{3,4}$/, { error: "Your card's security code is incorrect." }),
  }),
  billing_details: BillingDetails,
});
export type TestConfirmBody = z.input<typeof TestConfirmBody>;

export const PaymentStatus = z.enum(['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled']);
export const TestConfirmResponse = z.object({ status: PaymentStatus, paymentIntentId: PaymentIntentId });
/** A decline (HTTP 402): Stripe's message, code and decline code. */
export const PaymentErrorResponse = z.object({
  error: z.string(),
  code: z.string(),
  declineCode: z.string().optional(),
});

export const createPaymentIntent = endpoint({
  ...routes.createPaymentIntent, access: 'public',
  summary: "Start a card payment for the bag's lines; the amount comes from the database's prices (bearer token optional)",
  body: CreatePaymentIntentBody, response: CreatePaymentIntentResponse,
});
export const confirmTestPayment = endpoint({
  ...routes.confirmTestPayment, access: 'public',
  summary: 'The built-in test processor confirms a card payment (Stripe test cards; off in production)',
  body: TestConfirmBody, response: TestConfirmResponse,
});
export const stripeWebhook = endpoint({
  ...routes.stripeWebhook, access: 'public',
  summary: "Stripe's payment events; the signature is checked on the raw body",
  response: z.object({ received: z.literal(true) }),
});

export const checkoutEndpoints = [createPaymentIntent, confirmTestPayment, stripeWebhook] as const;
