import { Sparkles } from 'lucide-react';
import type { PaidPrices } from '@shared/contracts/checkout';
import { promoMessages } from '@shared/messages/promotions';
import { cn } from '../../lib/cn';

/**
 * What a piece's checkout cost when a promo code took something off (issue 26): the subtotal, the
 * code and its saving, the amount paid. Nothing without a discount (the totals say it all).
 */
export function CheckoutPricesLine({ prices, className }: { prices: PaidPrices | undefined; className?: string }) {
  if (!prices || prices.discount <= 0 || !prices.promoCode) return null;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 font-sans text-xs tabular-nums text-graphite', className)} data-testid="checkout-prices">
      <Sparkles size={14} strokeWidth={1.5} aria-hidden className="text-gold-deep" />
      <span>{promoMessages.subtotalWas(prices.subtotal)}</span>
      <span aria-hidden>·</span>
      <span className="text-ink" data-testid="checkout-prices-code">{promoMessages.paidWith(prices.promoCode, prices.discount)}</span>
      <span aria-hidden>·</span>
      <span className="font-medium text-ink" data-testid="checkout-prices-paid">{promoMessages.paid(prices.total)}</span>
    </p>
  );
}
