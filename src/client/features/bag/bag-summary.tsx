import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { bagMessages } from '@shared/messages/bag';
import { promoMessages } from '@shared/messages/promotions';
import type { BagTotals } from '@shared/bag-totals';
import { formatPrice } from '@shared/pricing';
import { buttonClasses } from '../../components/ui/button';
import { SummaryRow } from '../../components/ui/summary-row';

/**
 * The bag's order summary beside its lines: Subtotal, the promo code's saving when one applies,
 * Shipping, Tax, Total, Proceed to Checkout; `promoField` is the code's field (the page hands it in).
 */
export function BagSummary({ totals: { count, subtotal, discount, total }, promoCode, promoField }: { totals: BagTotals; promoCode?: string | null; promoField?: ReactNode }) {
  return (
    <aside aria-labelledby="order-summary" className="border border-hairline bg-pearl p-6 sm:p-8 lg:sticky lg:top-32" data-testid="order-summary">
      <h2 id="order-summary" className="font-display text-[28px] font-medium leading-tight text-ink">
        {bagMessages.orderSummary}
      </h2>
      <div aria-hidden className="mt-4 h-px w-10 bg-gold" />
      {promoField ? <div className="mt-6">{promoField}</div> : null}
      <dl className="mt-6">
        <SummaryRow label={bagMessages.subtotal(count)} value={formatPrice(subtotal)} testId="bag-subtotal" />
        {promoCode && discount > 0 ? <SummaryRow label={promoMessages.row(promoCode)} value={formatPrice(-discount)} testId="bag-discount" /> : null}
        <SummaryRow label={bagMessages.shipping} value={bagMessages.shippingFree} testId="bag-shipping" />
        <SummaryRow label={bagMessages.tax} value={bagMessages.taxAtCheckout} testId="bag-tax" />
        <SummaryRow label={bagMessages.total} value={formatPrice(total)} testId="bag-total" strong />
      </dl>
      <Link to="/checkout" className={buttonClasses('primary', 'md', 'mt-8 w-full')} data-testid="proceed-to-checkout">
        {bagMessages.proceedToCheckout}
      </Link>
      <p className="mt-5 text-center font-sans text-xs leading-relaxed text-graphite">Each piece is made to order in our atelier and ships insured, free of charge.</p>
    </aside>
  );
}
