import { ArrowLeft, ArrowRight, FlaskConical, ShoppingBag } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { checkoutMessages } from '@shared/messages/checkout';
import { PageFrame } from '../components/layout/page-frame';
import { Button, buttonClasses } from '../components/ui/button';
import { PageHeading } from '../components/ui/page-heading';
import { useAuth } from '../features/auth/use-auth';
import { useBag } from '../features/cart/use-bag';
import { BILLING_ORDER, BillingFields, EMPTY_BILLING, validateBilling, type BillingErrors, type BillingKey, type BillingValues } from '../features/checkout/billing-fields';
import { CardField, type CardFieldHandle } from '../features/checkout/card-field';
import { CheckoutSummary } from '../features/checkout/checkout-summary';
import { OrderComplete } from '../features/checkout/order-complete';
import { usePayment } from '../features/checkout/use-payment';
import { AfterOrderActions } from '../features/orders/after-order-actions';

function Section({ step, title, children }: { step: number; title: string; children: ReactNode }) {
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

function EmptyCheckout() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-6 text-center motion-safe:animate-rise" data-testid="checkout-empty">
      <span className="flex size-20 items-center justify-center rounded-full border border-hairline bg-pearl text-gold-deep">
        <ShoppingBag size={28} strokeWidth={1.25} aria-hidden />
      </span>
      <p className="mt-8 font-display text-[24px] font-medium leading-snug text-ink sm:text-[28px]">{checkoutMessages.emptyCart}</p>
      <Link to="/collections" className={buttonClasses('primary', 'md', 'mt-10')}>
        {checkoutMessages.browseCollections} <ArrowRight size={16} strokeWidth={1.5} aria-hidden />
      </Link>
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div role="status" aria-label="Loading your order" className="grid gap-10 lg:grid-cols-[1fr_420px]">
      <div className="flex flex-col gap-5">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-12 animate-pulse bg-hairline/60" />
        ))}
      </div>
      <div className="h-80 animate-pulse border border-hairline bg-pearl" />
    </div>
  );
}

/** Checkout (spec 02 'Checkout'): summary, billing form, card field, and the payment flow. Guests can pay. */
export default function CheckoutPage() {
  const bag = useBag();
  const { user } = useAuth();
  const card = useRef<CardFieldHandle>(null);
  const { pay, processing, orderNumber, provider } = usePayment(bag, card);
  const [values, setValues] = useState<BillingValues>(EMPTY_BILLING);
  const [errors, setErrors] = useState<BillingErrors>({});
  const [checked, setChecked] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // A member's address fills the email field until they type their own.
  const email = values.email || (typeof user?.email === 'string' && !checked ? user.email : '');
  const current = { ...values, email };

  const onChange = (key: BillingKey, value: string) => {
    const next = { ...current, [key]: value };
    setValues(next);
    if (checked) setErrors(validateBilling(next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (processing) return;
    setValues(current);
    const found = validateBilling(current);
    setErrors(found);
    setChecked(true);
    const first = BILLING_ORDER.find((key) => found[key]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`input[name="billing-${first}"]`)?.focus();
      card.current?.validate();
      return;
    }
    if (!card.current?.validate()) return;
    void pay(current);
  };

  // The completion screen starts at the top of the page.
  useEffect(() => {
    if (orderNumber) window.scrollTo({ top: 0 });
  }, [orderNumber]);

  if (orderNumber) {
    return (
      <PageFrame>
        <OrderComplete orderNumber={orderNumber}>
          <AfterOrderActions continueLabel={checkoutMessages.continueShopping} viewOrdersLabel={checkoutMessages.viewOrders} email={current.email} />
        </OrderComplete>
      </PageFrame>
    );
  }

  return (
    <PageFrame>
      <PageHeading caps>{checkoutMessages.title}</PageHeading>
      {bag.isLoading ? (
        <CheckoutSkeleton />
      ) : bag.lines.length === 0 ? (
        <EmptyCheckout />
      ) : (
        <>
          <Link to="/cart" className="-mt-4 mb-6 inline-flex min-h-11 items-center gap-2 font-sans text-xs font-medium uppercase tracking-[0.16em] text-ink transition-colors hover:text-gold-deep" data-testid="back-to-cart">
            <ArrowLeft size={16} strokeWidth={1.5} aria-hidden /> {checkoutMessages.backToCart}
          </Link>
          <div className="grid items-start gap-10 lg:grid-cols-[1fr_420px] lg:gap-16">
            <CheckoutSummary lines={bag.lines} totals={bag.totals} className="lg:sticky lg:top-32 lg:order-last" />
            <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-10" aria-label="Payment" data-testid="checkout-form">
              <Section step={1} title={checkoutMessages.billingDetails}>
                <BillingFields values={current} errors={errors} disabled={processing} onChange={onChange} />
              </Section>
              <Section step={2} title={checkoutMessages.cardDetails}>
                <div className="flex flex-col gap-6">
                  {provider === 'test' ? <TestModeNotice /> : null}
                  <CardField ref={card} provider={provider} disabled={processing} />
                </div>
              </Section>
              <div className="border-t border-hairline pt-8">
                <Button type="submit" disabled={processing} aria-busy={processing} className="w-full min-h-14 text-[14px]" data-testid="complete-order">
                  {processing ? (
                    <>
                      <span aria-hidden className="block size-4 rounded-full border border-ivory/40 border-t-ivory motion-safe:animate-spin" />
                      {checkoutMessages.processing}
                    </>
                  ) : (
                    checkoutMessages.submit(bag.totals.total)
                  )}
                </Button>
              </div>
            </form>
          </div>
        </>
      )}
    </PageFrame>
  );
}
