/**
 * What a payment cost and whether it was a gift, as the receipt, My Orders and the order desk show
 * them (issue 26): the bag's subtotal, the promo code and its discount, the amount charged.
 */
import type { PaidGift, PaidPrices } from '@shared/contracts/checkout';
import { fromCents } from '@shared/pricing';
import { payments } from '../../db/schema';

type PaymentPrices = { amountCents: number; subtotalCents: number | null; discountCents: number; promoCode: string | null };

/** The payment's columns the prices are read from, for a select beside an order (`paidPriceColumns` in a left join). */
export const paidPriceColumns = {
  amountCents: payments.amountCents, subtotalCents: payments.subtotalCents, discountCents: payments.discountCents, promoCode: payments.promoCode,
};

export function paidPrices(payment: PaymentPrices): PaidPrices {
  return {
    // Payments made before migration 0011 had no discount: their subtotal is the amount.
    subtotal: fromCents(payment.subtotalCents ?? payment.amountCents + payment.discountCents),
    discount: fromCents(payment.discountCents),
    promoCode: payment.promoCode,
    total: fromCents(payment.amountCents),
  };
}

export function paidGift(payment: { isGift: boolean; giftRecipient: string | null; giftMessage: string | null }): PaidGift | null {
  return payment.isGift && payment.giftRecipient ? { recipient: payment.giftRecipient, message: payment.giftMessage } : null;
}
