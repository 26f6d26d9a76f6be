import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BILLING_ORDER, EMPTY_BILLING, validateBilling, type BillingErrors, type BillingKey, type BillingValues } from './billing-fields';
import type { CardFieldHandle } from './card-field';
import type { CheckoutBag } from './checkout-bag';
import { usePayment } from './use-payment';

/**
 * The checkout form's state (spec 02 'Checkout'): the billing values (a member's address fills the
 * email until they type their own), their errors once submitted, the card field, and the payment.
 */
export function useCheckout(bag: CheckoutBag, memberEmail: string | undefined) {
  const card = useRef<CardFieldHandle>(null);
  const { pay, processing, orderNumber, provider } = usePayment(bag, card);
  const [values, setValues] = useState<BillingValues>(EMPTY_BILLING);
  const [errors, setErrors] = useState<BillingErrors>({});
  const [checked, setChecked] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // A member's address fills the email field until they type their own.
  const email = values.email || (memberEmail && !checked ? memberEmail : '');
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

  return { values: current, errors, onChange, onSubmit, formRef, card, processing, orderNumber, provider };
}

export type Checkout = ReturnType<typeof useCheckout>;
