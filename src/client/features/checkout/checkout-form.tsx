import { FlaskConical, History } from 'lucide-react';
import type { ReactNode } from 'react';
import { checkoutMessages } from '@shared/messages/checkout';
import { savedDetailsMessages } from '@shared/messages/promotions';
import { Button } from '../../components/ui/button';
import { BillingFields } from '../../components/form/billing-fields';
import { CardField } from './card-field';
import { GiftFields } from './gift-fields';
import type { Checkout } from './use-checkout';

/** One numbered step of the form (01 Billing Details, 02 Card Details). */
function CheckoutStep({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`checkout-step-${step}`} className="border-t border-hairline pt-8">
      <h2 id={`checkout-step-${step}`} className="mb-6 flex items-baseline gap-3 font-display text-[26px] font-medium leading-tight text-ink">
        <span className="font-sans text-xs font-medium tracking-[0.2em] text-gold-deep">0{step}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function TestModeNotice() {
  return (
    <div role="note" className="flex items-start gap-3 border border-gold/50 bg-gold/[0.07] p-4" data-testid="test-mode-notice">
      <FlaskConical size={20} strokeWidth={1.5} aria-hidden className="mt-0.5 shrink-0 text-gold-deep" />
      <p className="font-sans text-sm leading-relaxed text-ink">
        {checkoutMessages.testMode}
      </p>
    </div>
  );
}

/** A member's details: 'Use the details of your last order', or a note saying where the filled form came from. */
function SavedDetailsNote({ checkout }: { checkout: Checkout }) {
  if (checkout.lastOrder) {
    return (
      <Button variant="secondary" size="sm" onClick={checkout.fillFromLastOrder} disabled={checkout.processing} className="mb-6 w-full sm:w-auto" data-testid="use-last-order">
        <History size={16} strokeWidth={1.5} aria-hidden />
        {savedDetailsMessages.useLastOrder}
      </Button>
    );
  }
  if (!checkout.filledFrom) return null;
  return (
    <p role="status" className="mb-6 font-sans text-sm text-graphite" data-testid="filled-from">
      {checkout.filledFrom === 'saved' ? savedDetailsMessages.filledFromSaved : savedDetailsMessages.filledFromLastOrder}
    </p>
  );
}

/** The payment form (spec 02 'Checkout'): billing details (and a gift note), the card (with the test mode's notice), and Complete Order for `total`. */
export function CheckoutForm({ checkout, total }: { checkout: Checkout; total: number }) {
  return (
    <form ref={checkout.formRef} noValidate onSubmit={checkout.onSubmit} className="flex flex-col gap-10" aria-label="Payment" data-testid="checkout-form">
      <CheckoutStep step={1} title={checkoutMessages.billingDetails}>
        <SavedDetailsNote checkout={checkout} />
        <BillingFields values={checkout.values} errors={checkout.errors} disabled={checkout.processing} onChange={checkout.onChange} />
        <GiftFields gift={checkout.gift} errors={checkout.giftErrors} disabled={checkout.processing} onChange={checkout.onGiftChange} />
      </CheckoutStep>
      <CheckoutStep step={2} title={checkoutMessages.cardDetails}>
        <div className="flex flex-col gap-6">
          {checkout.provider === 'test' ? <TestModeNotice /> : null}
          <CardField ref={checkout.card} provider={checkout.provider} disabled={checkout.processing} />
        </div>
      </CheckoutStep>
      <div className="border-t border-hairline pt-8">
        <Button type="submit" disabled={checkout.processing} aria-busy={checkout.processing} className="w-full min-h-14 text-[14px]" data-testid="complete-order">
          {checkout.processing ? (
            <>
              <span aria-hidden className="block size-4 rounded-full border border-ivory/40 border-t-ivory motion-safe:animate-spin" />
              {checkoutMessages.processing}
            </>
          ) : (
            checkoutMessages.submit(total)
          )}
        </Button>
      </div>
    </form>
  );
}
