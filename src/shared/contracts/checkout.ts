import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';
import { Customizations, Dollars, Id, Quantity, email, text } from './common';
import { BAG_MAX_LINES, GIFT_MESSAGE_MAX, GIFT_RECIPIENT_MAX, SHORT_TEXT_MAX } from '../limits';
import { CURRENCY } from '../pricing';
import { apiMessages, authMessages, bagMessages } from '../messages';
import { giftMessages } from '../messages/promotions';
import { OfferToken } from './inbox';

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

/**
 * A promo code as the customer typed it (any case, spaces around); the server normalises it, and an
 * empty one is no code. Anything that cannot be a code is answered 'We don't know this code.'.
 */
export const PromoCodeField = z.string().trim().max(100);

/** A gift (issue 26, point 2): the recipient's name is required, the message is optional; both printed on the packing slip. */
export const GiftNote = z.strictObject({
  recipient: text(giftMessages.recipientRequired, GIFT_RECIPIENT_MAX, { tooLong: giftMessages.recipientTooLong }),
  message: z.string().trim().max(GIFT_MESSAGE_MAX, { error: giftMessages.messageTooLong }).nullish().transform((v) => v || null),
});
export type GiftNote = z.input<typeof GiftNote>;

export const CreatePaymentIntentBody = z.strictObject({
  /** The client's idea of the total in dollars; the server charges its own figure and answers 409 if they differ. */
  amount: Dollars.optional(),
  metadata: z.strictObject({
    cartItems: BagItemsField,
    customerEmail: email(authMessages.validation.invalidEmail),
    customerName: text(apiMessages.required),
  }),
  /** A promo code (docs/promotions.md): refused with the same words as the check when it does not apply. */
  promoCode: PromoCodeField.nullish(),
  /** Present when the order is a gift. */
  gift: GiftNote.nullish(),
  /**
   * A quote's price offer (issue 27, point 2; docs/inbox.md), by its link's token: the checkout is
   * then its one piece at its price, whatever the lines say of prices; the lines must name that piece.
   */
  offer: OfferToken.nullish(),
});
export type CreatePaymentIntentBody = z.input<typeof CreatePaymentIntentBody>;

export const CreatePaymentIntentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: PaymentIntentId,
  amount: Dollars.describe('The amount charged, computed by the server'),
  subtotal: Dollars.describe('The bag before the promo code'),
  discount: Dollars.describe('What the promo code took off (0 without one)'),
  promoCode: z.string().nullable().describe('The code applied, upper-case'),
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

/** What a payment cost (issue 26): the bag, the promo code's discount and the amount charged, in dollars. */
export const PaidPrices = z.object({
  subtotal: Dollars,
  discount: Dollars,
  promoCode: z.string().nullable(),
  total: Dollars.describe('The amount charged'),
});
export type PaidPrices = z.infer<typeof PaidPrices>;

/** The gift note kept on a payment, as the receipt shows it. */
export const PaidGift = z.object({ recipient: z.string(), message: z.string().nullable() });
export type PaidGift = z.infer<typeof PaidGift>;

/** A member's saved address (issue 26, point 5): the checkout's billing fields. */
export const SavedAddress = BillingForm.strict();
export type SavedAddress = z.input<typeof SavedAddress>;
/** The saved address, and the billing details of the member's last paid order (null when there is none). */
export const SavedDetails = z.object({
  address: SavedAddress.nullable(),
  lastOrder: SavedAddress.nullable(),
});
export type SavedDetails = z.infer<typeof SavedDetails>;

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

export const savedAddress = endpoint({
  ...routes.savedAddress, access: 'user',
  summary: "The member's saved address and the billing details of their last paid order",
  response: SavedDetails,
});
export const saveAddress = endpoint({
  ...routes.saveAddress, access: 'user',
  summary: "Keep one address for the member's checkouts (replaces the one kept)",
  body: SavedAddress, response: SavedDetails,
});
export const clearSavedAddress = endpoint({
  ...routes.clearSavedAddress, access: 'user',
  summary: "Forget the member's saved address",
  response: SavedDetails,
});

export const checkoutEndpoints = [createPaymentIntent, confirmTestPayment, stripeWebhook, savedAddress, saveAddress, clearSavedAddress] as const;
