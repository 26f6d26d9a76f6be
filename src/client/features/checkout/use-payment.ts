import { useCallback, useState, type RefObject } from 'react';
import type { BillingDetails, PaidGift, PaidPrices } from '@shared/contracts/checkout';
import { checkoutMessages } from '@shared/messages/checkout';
import { toast } from '../../components/ui/toast';
import * as routes from '@shared/contracts/routes';
import { apiKey } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import type { CardFieldHandle, PaymentProvider } from './card-field';
import { site } from '../../lib/site';
import { AmountMismatchError, OfferRefusedError, PromoRefusedError, createPaymentIntent } from './api/create-payment-intent';
import { verifyPaymentIntent } from './api/verify-payment-intent';
import { CardDeclinedError } from './card-declined';
import type { BillingValues } from '../../components/form/billing-fields';
import type { CheckoutBag } from './checkout-bag';

/** What the completion screen shows of a paid order: its number, what it cost, and the gift note. */
export interface PaidOrder {
  orderNumber: string;
  prices: PaidPrices | null;
  gift: PaidGift | null;
}

/** The gift note as the form holds it, sent when `isGift`. */
export interface GiftValues {
  isGift: boolean;
  recipient: string;
  message: string;
}

function billingDetails(values: BillingValues): BillingDetails {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    address: { line1: values.address.trim(), city: values.city.trim(), state: values.state.trim(), postal_code: values.zipCode.trim(), country: 'US' },
  };
}

/**
 * The payment flow (spec 02, sections 4 and 8): create the intent (the server prices the bag), confirm
 * the card with the provider, verify the payment with the server; on success empty the bag (server
 * and browser), toast 'Payment Successful!' and answer the order number.
 */
export function usePayment(bag: CheckoutBag, card: RefObject<CardFieldHandle | null>) {
  const [processing, setProcessing] = useState(false);
  const [paid, setPaid] = useState<PaidOrder | null>(null);
  /** The field shown; the server names its provider with each intent, and a different one swaps the field. */
  const [provider, setProvider] = useState<PaymentProvider>(site.payments === 'stripe' ? 'stripe' : 'test');

  const pay = useCallback(
    async (values: BillingValues, gift?: GiftValues) => {
      const field = card.current;
      if (!field || processing) return;
      setProcessing(true);
      try {
        const billing = billingDetails(values);
        const intent = await createPaymentIntent({
          amount: bag.totals.total, lines: bag.lines, customerEmail: billing.email, customerName: billing.name, promoCode: bag.promoCode,
          gift: gift?.isGift ? { recipient: gift.recipient.trim(), message: gift.message.trim() } : null, offer: bag.offer,
        });
        if (intent.provider !== provider) {
          // The card must be entered into the provider's own field: show it and let the customer pay again.
          setProvider(intent.provider);
          return;
        }
        const paymentIntentId = await field.confirm(intent, billing);
        const verified = await verifyPaymentIntent(paymentIntentId);
        setPaid({ orderNumber: verified.orderNumber, prices: verified.prices ?? null, gift: verified.gift ?? null });
        await bag.clear();
        toast(checkoutMessages.paymentSuccess(verified.orderNumber));
        // The member's orders (GET /api/user/orders, features/orders) are read again when next shown.
        void queryClient.invalidateQueries({ queryKey: apiKey(routes.userOrders) });
      } catch (error) {
        if (error instanceof PromoRefusedError) {
          // The code no longer applies: nothing was charged; the summary shows the bag's own total to pay.
          toast({ variant: 'destructive', ...checkoutMessages.paymentFailed(error.message) });
          bag.onPromoRefused?.(error.message);
        } else if (error instanceof OfferRefusedError) {
          // The offer can no longer be paid: nothing was charged; the page reads the offer again and says why.
          toast({ variant: 'destructive', ...checkoutMessages.paymentFailed(error.message) });
          bag.onOfferRefused?.();
        } else if (error instanceof AmountMismatchError) {
          // The prices changed since the bag was read: show the server's sentence and reload the bag.
          toast({ variant: 'destructive', ...checkoutMessages.paymentFailed(error.message) });
          // The member's bag (GET /api/cart, features/bag).
          void queryClient.invalidateQueries({ queryKey: apiKey(routes.getBag) });
          // Every read of designs by id: a product's, and the guest bag's batch ('/api/designs?ids=').
          void queryClient.invalidateQueries({ queryKey: apiKey(routes.getDesign) });
        } else if (error instanceof CardDeclinedError) {
          toast({ variant: 'destructive', ...checkoutMessages.paymentFailed(error.message) });
        } else {
          toast({ variant: 'destructive', ...checkoutMessages.paymentError });
        }
      } finally {
        setProcessing(false);
      }
    },
    [bag, card, processing, provider],
  );

  return { pay, processing, paid, orderNumber: paid?.orderNumber ?? null, provider };
}
