import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { checkoutMessages } from '@shared/messages/checkout';
import { PaidSummary } from './paid-summary';
import type { PaidOrder } from './use-payment';

/** The completion screen after a verified payment (spec 02 'Checkout'): what it cost with a promo code and its gift note (issue 26), then the ways on the page gives it. */
export function OrderComplete({ order: { orderNumber, prices, gift }, children }: { order: PaidOrder; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center border border-hairline bg-pearl px-6 py-12 text-center motion-safe:animate-rise sm:px-12 sm:py-16" data-testid="order-complete" aria-labelledby="order-complete-title">
      <span className="flex size-16 items-center justify-center rounded-full border border-gold text-gold-deep">
        <Check size={28} strokeWidth={1.25} aria-hidden />
      </span>
      <h1 id="order-complete-title" className="mt-8 font-display text-[40px] font-medium leading-tight text-ink sm:text-[48px]">
        {checkoutMessages.orderComplete}
      </h1>
      <div aria-hidden className="mx-auto mt-5 h-px w-12 bg-gold" />
      <p className="mt-6 font-sans text-xs uppercase tracking-[0.22em] text-graphite">{checkoutMessages.orderNumber}</p>
      <p className="mt-2 font-display text-[28px] font-medium tracking-[0.06em] text-ink" data-testid="order-number">
        {orderNumber}
      </p>
      <p className="mt-6 max-w-[46ch] font-sans text-base leading-relaxed text-graphite">{checkoutMessages.thankYou}</p>
      <div className="mt-8 w-full max-w-md empty:hidden">
        <PaidSummary prices={prices} gift={gift} />
      </div>
      {children}
    </section>
  );
}
