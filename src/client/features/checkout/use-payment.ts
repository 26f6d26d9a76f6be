import { useCallback, useState, type RefObject } from 'react';
import type { BillingDetails } from '@shared/contracts/checkout';
import { checkoutMessages } from '@shared/messages/checkout';
import { toast } from '../../components/ui/toast';
import * as routes from '@shared/contracts/routes';
import { apiKey } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import type { CardFieldHandle, PaymentProvider } from './card-field';
import { site } from '../../lib/site';
import { AmountMismatchError, createPaymentIntent } from './api/create-payment-intent';
import { verifyPaymentIntent } from './api/verify-payment-intent';
import { CardDeclinedError } from './card-declined';
import type { BillingValues } from './billing-fields';
import type { CheckoutBag } from './checkout-bag';

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
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  /** The field shown; the server names its provider with each intent, and a different one swaps the field. */
  const [provider, setProvider] = useState<PaymentProvider>(site.payments === 'stripe' ? 'stripe' : 'test');

  const pay = useCallback(
    async (values: BillingValues) => {
      const field = card.current;
      if (!field || processing) return;
      setProcessing(true);
      try {
        const billing = billingDetails(values);
        const intent = await createPaymentIntent({ amount: bag.totals.total, lines: bag.lines, customerEmail: billing.email, customerName: billing.name });
        if (intent.provider !== provider) {
          // The card must be entered into the provider's own field: show it and let the customer pay again.
          setProvider(intent.provider);
          return;
        }
        const paymentIntentId = await field.confirm(intent, billing);
        const verified = await verifyPaymentIntent(paymentIntentId);
        setOrderNumber(verified.orderNumber);
        await bag.clear();
        toast(checkoutMessages.paymentSuccess(verified.orderNumber));
        // The member's orders (GET /api/user/orders, features/orders) are read again when next shown.
        void queryClient.invalidateQueries({ queryKey: apiKey(routes.userOrders) });
      } catch (error) {
        if (error instanceof AmountMismatchError) {
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

  return { pay, processing, orderNumber, provider };
}
