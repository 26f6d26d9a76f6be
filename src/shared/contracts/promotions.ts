import { z } from 'zod';
import { endpoint } from './endpoint';
import * as routes from './routes';
import { Dollars, Id, Timestamp, email } from './common';
import { BagItemsField, PromoCodeField } from './checkout';
import { PROMO_CODE_PATTERN, normalisePromoCode, parsePromoDate } from '../promotions';
import { promoAdminMessages as admin } from '../messages/promotions';

// Promo codes (issue 26, point 1; docs/promotions.md): the customer's check against a bag, and the
// admin's list, creation and switch. The checkout's create-payment-intent takes the code too (./checkout.ts).

export const PromoKind = z.enum(['percent', 'fixed']);
export const PromoMaterials = z.enum(['any', 'gold', 'silver']);

/** What a code takes off, as the shared pricing rule (bagTotals) applies it. */
export const PromoTerms = z.object({
  kind: PromoKind,
  amount: z.number().int().describe('A percentage (1-100) for percent codes; whole dollars for fixed ones'),
  materials: PromoMaterials.describe('Which lines it discounts: any, gold or silver ones'),
  minSubtotal: Dollars.describe('The bag subtotal it needs (0: any bag)'),
});
export type PromoTerms = z.infer<typeof PromoTerms>;

export const CheckPromoCodeBody = z.strictObject({
  code: PromoCodeField,
  cartItems: BagItemsField,
  /** The payer's address when the page knows it, for the per-customer limit (a member is known by the token). */
  customerEmail: email().optional(),
});
export type CheckPromoCodeBody = z.input<typeof CheckPromoCodeBody>;

export const CheckPromoCodeResponse = z.object({
  code: z.string().describe('The code, upper-case'),
  description: z.string().describe("'10% off', '$20 off gold pieces'"),
  terms: PromoTerms,
  subtotal: Dollars,
  discount: Dollars,
  total: Dollars,
});
export type CheckPromoCodeResponse = z.infer<typeof CheckPromoCodeResponse>;

/** A code on the admin's page. */
export const PromoCodeView = PromoTerms.extend({
  id: Id,
  code: z.string(),
  description: z.string(),
  startsAt: Timestamp.nullable(),
  endsAt: Timestamp.nullable().describe('The last moment it works'),
  maxUses: z.number().int().nullable().describe('Uses in all; null: no limit'),
  perCustomerLimit: z.number().int().nullable().describe('Uses per customer; null: no limit'),
  active: z.boolean(),
  uses: z.number().int().describe('Payments made with it'),
  reserved: z.number().int().describe('Payments under way holding a use (for 30 minutes at most)'),
  createdAt: Timestamp,
});
export type PromoCodeView = z.infer<typeof PromoCodeView>;
export const PromoCodeList = z.object({ codes: z.array(PromoCodeView) });

const promoDate = (edge: 'start' | 'end') =>
  z.string().trim().max(40).refine((text) => parsePromoDate(text, edge) !== null, { error: admin.badDate });
const limitField = z.number({ error: admin.wholeNumber }).int({ error: admin.wholeNumber }).min(1, { error: admin.wholeNumber }).max(1_000_000, { error: admin.wholeNumber });

export const CreatePromoCodeBody = z.strictObject({
  code: z.string({ error: admin.codeFormat }).max(100, { error: admin.codeFormat }).transform(normalisePromoCode)
    .pipe(z.string().regex(PROMO_CODE_PATTERN, { error: admin.codeFormat })),
  kind: PromoKind,
  amount: z.number({ error: admin.amountRange }).int({ error: admin.amountRange }).min(1, { error: admin.amountRange }).max(100_000, { error: admin.amountRange }),
  minSubtotal: z.number({ error: admin.minRange }).int({ error: admin.minRange }).min(0, { error: admin.minRange }).max(1_000_000, { error: admin.minRange }).default(0),
  startsAt: promoDate('start').nullish(),
  endsAt: promoDate('end').nullish(),
  maxUses: limitField.nullish(),
  /** Left out: once per customer; null: no limit. */
  perCustomerLimit: limitField.nullable().default(1),
  materials: PromoMaterials.default('any'),
}).superRefine((body, ctx) => {
  if (body.kind === 'percent' && body.amount > 100) ctx.addIssue({ code: 'custom', message: admin.percentRange, path: ['amount'] });
  const start = body.startsAt ? parsePromoDate(body.startsAt, 'start') : null;
  const end = body.endsAt ? parsePromoDate(body.endsAt, 'end') : null;
  if (start && end && start >= end) ctx.addIssue({ code: 'custom', message: admin.datesOrder, path: ['endsAt'] });
});
export type CreatePromoCodeBody = z.input<typeof CreatePromoCodeBody>;

export const PromoCodeParams = z.object({ id: Id });
export const UpdatePromoCodeBody = z.strictObject({ active: z.boolean() });

export const checkPromoCode = endpoint({
  ...routes.checkPromoCode, access: 'public',
  summary: "Check a promo code against a bag: its discount by the shared pricing rule, or why it does not apply (404 unknown, 409 used up, 422 not applicable); reserves nothing",
  body: CheckPromoCodeBody, response: CheckPromoCodeResponse,
});
export const adminPromoCodes = endpoint({
  ...routes.adminPromoCodes, access: 'admin',
  summary: 'Every promo code, newest first, with its uses',
  response: PromoCodeList,
});
export const createPromoCode = endpoint({
  ...routes.createPromoCode, access: 'admin',
  summary: 'Create a promo code (409 when the code exists in any case)',
  body: CreatePromoCodeBody, response: PromoCodeView,
});
export const updatePromoCode = endpoint({
  ...routes.updatePromoCode, access: 'admin',
  summary: 'Switch a promo code off or on',
  params: PromoCodeParams, body: UpdatePromoCodeBody, response: PromoCodeView,
});

export const promotionEndpoints = [checkPromoCode, adminPromoCodes, createPromoCode, updatePromoCode] as const;
