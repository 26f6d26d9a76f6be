import { ArrowLeft, Gem } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { checkoutMessages } from '@shared/messages/checkout';
import { offerMessages } from '@shared/messages/offers';
import { PageFrame } from '../components/layout/page-frame';
import { OnwardLink } from '../components/states/onward-link';
import { StatePanel } from '../components/states/state-panel';
import { PageHeading } from '../components/ui/page-heading';
import { EmptyBag } from '../features/bag/bag-states';
import { useBag } from '../features/bag/use-bag';
import { CheckoutForm } from '../features/checkout/checkout-form';
import { CheckoutSkeleton } from '../features/checkout/checkout-skeleton';
import { CheckoutSummary } from '../features/checkout/checkout-summary';
import { OfferNote } from '../features/checkout/offer-note';
import { useOfferCheckout } from '../features/checkout/offer-checkout';
import { OrderComplete } from '../features/checkout/order-complete';
import { useCheckout } from '../features/checkout/use-checkout';
import { AfterOrderActions } from '../features/orders/after-order-actions';
import { PromoCodeField } from '../features/promotions/promo-code-field';
import { usePromoCode } from '../features/promotions/use-promo-code';
import { useSignedIn } from '../lib/current-user';

/**
 * Checkout (spec 02 'Checkout'): the bag's summary with the promo code's field, billing form (and a
 * gift note), card field, and the payment flow. Guests can pay. The checkout gets the bag with the
 * code's totals, the code to send and what to do when the payment refuses it.
 *
 * With `?offer=<token>` (a quote's price offer, issue 27, point 2) the checkout is instead the
 * offer's one piece at its price, paid the same way; the customer's bag stays as it is.
 */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const offer = useOfferCheckout(params.get('offer'));
  const bag = useBag();
  const promo = usePromoCode(bag.lines);
  const { user } = useSignedIn();
  const checkoutBag = offer.bag ?? {
    lines: bag.lines,
    totals: promo.totals,
    clear: async () => {
      const cleared = await bag.clear();
      promo.reset();
      return cleared;
    },
    promoCode: promo.code,
    onPromoRefused: promo.refuse,
  };
  const checkout = useCheckout(checkoutBag, typeof user?.email === 'string' ? user.email : undefined);

  if (checkout.paid) {
    return (
      <PageFrame>
        <OrderComplete order={checkout.paid}>
          <AfterOrderActions continueLabel={checkoutMessages.continueShopping} viewOrdersLabel={checkoutMessages.viewOrders} email={checkout.values.email} />
        </OrderComplete>
      </PageFrame>
    );
  }

  if (offer.active) {
    return (
      <PageFrame>
        {offer.problem ? (
          <StatePanel icon={Gem} title={offerMessages.stateTitle} testId="offer-problem">
            <p role="alert" className="mb-8 max-w-xl font-sans text-base leading-relaxed text-graphite">{offer.problem}</p>
            <OnwardLink>{offerMessages.browse}</OnwardLink>
          </StatePanel>
        ) : (
          <>
            <PageHeading caps>{checkoutMessages.title}</PageHeading>
            {offer.bag && offer.offer ? (
              <div className="grid items-start gap-10 lg:grid-cols-[1fr_420px] lg:gap-16">
                <CheckoutSummary lines={offer.bag.lines} totals={offer.bag.totals} promoField={<OfferNote offer={offer.offer} />} className="lg:sticky lg:top-32 lg:order-last" />
                <CheckoutForm checkout={checkout} total={offer.bag.totals.total} />
              </div>
            ) : (
              <CheckoutSkeleton />
            )}
          </>
        )}
      </PageFrame>
    );
  }

  return (
    <PageFrame>
      <PageHeading caps>{checkoutMessages.title}</PageHeading>
      {bag.isLoading ? (
        <CheckoutSkeleton />
      ) : bag.lines.length === 0 ? (
        <EmptyBag testId="checkout-empty" text={checkoutMessages.emptyState} browse={checkoutMessages.browseCollections} />
      ) : (
        <>
          <Link to="/cart" className="-mt-4 mb-6 inline-flex min-h-11 items-center gap-2 font-sans text-xs font-medium uppercase tracking-[0.16em] text-ink transition-colors hover:text-gold-deep" data-testid="back-to-cart">
            <ArrowLeft size={16} strokeWidth={1.5} aria-hidden /> {checkoutMessages.backToBag}
          </Link>
          <div className="grid items-start gap-10 lg:grid-cols-[1fr_420px] lg:gap-16">
            <CheckoutSummary lines={bag.lines} totals={promo.totals} promoCode={promo.code} promoField={<PromoCodeField promo={promo} />} className="lg:sticky lg:top-32 lg:order-last" />
            <CheckoutForm checkout={checkout} total={promo.totals.total} />
          </div>
        </>
      )}
    </PageFrame>
  );
}
