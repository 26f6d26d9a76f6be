import type { ReactNode } from 'react';
import { materialLabel, pictureFor } from '@shared/materials';
import { checkoutMessages } from '@shared/messages/checkout';
import { promoMessages } from '@shared/messages/promotions';
import type { BagTotals } from '@shared/bag-totals';
import { formatPrice } from '@shared/pricing';
import { DesignImage } from '../../components/ui/design-image';
import { SummaryRow } from '../../components/ui/summary-row';
import { cn } from '../../lib/cn';
import type { CheckoutLine } from './checkout-bag';

/**
 * The checkout's order summary (spec 02 'Checkout'): each line, Subtotal, the promo code's saving
 * when one applies, Shipping Free, Tax $0, Total; `promoField` is the code's field (the page hands it in).
 */
export function CheckoutSummary({ lines, totals, promoCode, promoField, className }: { lines: readonly CheckoutLine[]; totals: BagTotals; promoCode?: string | null; promoField?: ReactNode; className?: string }) {
  return (
    <aside aria-labelledby="checkout-summary" className={cn('border border-hairline bg-pearl p-6 sm:p-8', className)} data-testid="checkout-summary">
      <h2 id="checkout-summary" className="font-display text-[28px] font-medium leading-tight text-ink">
        {checkoutMessages.orderSummary}
      </h2>
      <div aria-hidden className="mt-4 h-px w-10 bg-gold" />
      <ul className="mt-6 divide-y divide-hairline">
        {lines.map((line) => {
          const name = line.design?.name ?? checkoutMessages.productNotFound;
          return (
            <li key={line.id} className="grid grid-cols-[64px_1fr_auto] items-center gap-4 py-4 first:pt-0" data-testid="checkout-line">
              <div className="relative">
                <DesignImage src={line.design ? pictureFor(line.material, line.design) : null} alt={name} className="border border-hairline/70" />
                <span className="absolute -right-2 -top-2 flex size-6 items-center justify-center rounded-full bg-ink font-sans text-[11px] font-medium text-ivory" aria-hidden>
                  {line.quantity}
                </span>
              </div>
              <div className="min-w-0">
                <p className={cn('line-clamp-2 font-display text-[20px] font-medium leading-tight', line.design ? 'text-ink' : 'text-danger')} data-testid="checkout-line-name">
                  {name}
                </p>
                <p className="mt-1 font-sans text-xs uppercase tracking-[0.14em] text-graphite">
                  <span data-testid="checkout-line-material">{materialLabel(line.material)}</span>
                  <span aria-hidden> · </span>
                  <span data-testid="checkout-line-quantity">{checkoutMessages.quantity(line.quantity)}</span>
                </p>
              </div>
              <p className="font-sans text-sm font-medium tabular-nums text-ink" data-testid="checkout-line-total">
                {formatPrice(line.lineTotal)}
              </p>
            </li>
          );
        })}
      </ul>
      {promoField ? <div className="mt-4 border-t border-hairline pt-5">{promoField}</div> : null}
      <dl className="mt-4 border-t border-hairline pt-4">
        <SummaryRow compact label={checkoutMessages.subtotal} value={formatPrice(totals.subtotal)} testId="checkout-subtotal" />
        {promoCode && totals.discount > 0 ? <SummaryRow compact label={promoMessages.row(promoCode)} value={formatPrice(-totals.discount)} testId="checkout-discount" /> : null}
        <SummaryRow compact label={checkoutMessages.shipping} value={checkoutMessages.shippingFree} testId="checkout-shipping" />
        <SummaryRow compact label={checkoutMessages.tax} value={checkoutMessages.taxZero} testId="checkout-tax" />
        <SummaryRow compact label={checkoutMessages.total} value={formatPrice(totals.total)} testId="checkout-total" strong />
      </dl>
    </aside>
  );
}
