import { Gem } from 'lucide-react';
import type { PaidGift, PaidPrices } from '@shared/contracts/checkout';
import { checkoutMessages, successMessages } from '@shared/messages/checkout';
import { giftMessages, promoMessages } from '@shared/messages/promotions';
import { formatPrice } from '@shared/pricing';
import { DetailRow } from '../../components/ui/summary-row';

/**
 * What an order cost when a promo code took something off (subtotal, the code and its saving, the
 * total paid), and its gift note: the order-complete screen's and the receipt's rows (issue 26).
 * Without a code the receipt's own Total says it all, so only the gift shows.
 */
export function PaidSummary({ prices, gift, showTotal = true }: { prices: PaidPrices | null; gift: PaidGift | null; showTotal?: boolean }) {
  const discounted = prices && prices.discount > 0 && prices.promoCode;
  if (!discounted && !gift) return null;
  return (
    <div className="w-full text-left">
      {discounted ? (
        <dl className="divide-y divide-hairline border-y border-hairline" data-testid="paid-prices">
          <DetailRow label={checkoutMessages.subtotal} value={formatPrice(prices.subtotal)} testId="paid-subtotal" />
          <DetailRow label={promoMessages.row(prices.promoCode!)} value={formatPrice(-prices.discount)} testId="paid-discount" />
          {showTotal ? <DetailRow strong label={successMessages.total} value={formatPrice(prices.total)} testId="paid-total" /> : null}
        </dl>
      ) : null}
      {gift ? (
        <div className="mt-6 flex gap-4 border border-gold/40 bg-gold/[0.05] p-5" data-testid="paid-gift">
          <Gem size={20} strokeWidth={1.5} aria-hidden className="mt-0.5 shrink-0 text-gold-deep" />
          <div className="min-w-0">
            <p className="font-sans text-xs uppercase tracking-[0.18em] text-gold-deep">{giftMessages.receiptLabel}</p>
            <p className="mt-1 font-display text-[20px] font-medium leading-snug text-ink [overflow-wrap:anywhere]" data-testid="paid-gift-recipient">{giftMessages.giftFor(gift.recipient)}</p>
            {gift.message ? (
              <p className="mt-2 whitespace-pre-line font-sans text-sm leading-relaxed text-graphite [overflow-wrap:anywhere]" data-testid="paid-gift-message">
                “{gift.message}”
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
