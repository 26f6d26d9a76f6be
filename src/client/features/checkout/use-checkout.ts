import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SavedDetails } from '@shared/contracts/checkout';
import { GIFT_MESSAGE_MAX, GIFT_RECIPIENT_MAX } from '@shared/limits';
import { giftMessages } from '@shared/messages/promotions';
import { BILLING_ORDER, EMPTY_BILLING, validateBilling, type BillingErrors, type BillingKey, type BillingValues } from '../../components/form/billing-fields';
import { useSavedDetails } from './api/saved-details';
import type { CardFieldHandle } from './card-field';
import type { CheckoutBag } from './checkout-bag';
import { usePayment, type GiftValues } from './use-payment';

export type GiftErrors = Partial<Record<'recipient' | 'message', string>>;
const NO_GIFT: GiftValues = { isGift: false, recipient: '', message: '' };

/** A gift needs its recipient's name (100 characters at most); the message is optional, 300 at most (issue 26, point 2). */
export function validateGift(gift: GiftValues): GiftErrors {
  if (!gift.isGift) return {};
  const errors: GiftErrors = {};
  if (!gift.recipient.trim()) errors.recipient = giftMessages.recipientRequired;
  else if (gift.recipient.trim().length > GIFT_RECIPIENT_MAX) errors.recipient = giftMessages.recipientTooLong;
  if (gift.message.trim().length > GIFT_MESSAGE_MAX) errors.message = giftMessages.messageTooLong;
  return errors;
}

type SavedAddress = NonNullable<SavedDetails['address']>;
const asValues = ({ email, name, address, city, state, zipCode }: SavedAddress): BillingValues => ({ email, name, address, city, state, zipCode });

/**
 * The checkout form's state (spec 02 'Checkout'): the billing values (a member's address fills the
 * email until they type their own; a member's saved address fills the form, or their last order's
 * details are offered), the gift note, their errors once submitted, the card field, and the payment.
 */
export function useCheckout(bag: CheckoutBag, memberEmail: string | undefined) {
  const card = useRef<CardFieldHandle>(null);
  const { pay, processing, paid, orderNumber, provider } = usePayment(bag, card);
  const [values, setValues] = useState<BillingValues>(EMPTY_BILLING);
  const [errors, setErrors] = useState<BillingErrors>({});
  const [gift, setGift] = useState<GiftValues>(NO_GIFT);
  const [giftErrors, setGiftErrors] = useState<GiftErrors>({});
  const [checked, setChecked] = useState(false);
  /** Where the form's values came from, when the shop filled them. */
  const [filledFrom, setFilledFrom] = useState<'saved' | 'last-order' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const saved = useSavedDetails(Boolean(memberEmail));

  // A member's saved address fills an untouched form once it is read.
  const savedAddress = saved.data?.address ?? null;
  const untouched = BILLING_ORDER.every((key) => !values[key]);
  useEffect(() => {
    if (savedAddress && untouched && filledFrom === null) {
      setValues(asValues(savedAddress));
      setFilledFrom('saved');
    }
  }, [savedAddress, untouched, filledFrom]);

  // A member's address fills the email field until they type their own.
  const email = values.email || (memberEmail && !checked ? memberEmail : '');
  const current = { ...values, email };

  const onChange = (key: BillingKey, value: string) => {
    const next = { ...current, [key]: value };
    setValues(next);
    if (checked) setErrors(validateBilling(next));
  };

  const onGiftChange = (next: Partial<GiftValues>) => {
    const changed = { ...gift, ...next };
    setGift(changed);
    if (checked) setGiftErrors(validateGift(changed));
  };

  /** 'Use the details of your last order', when the member has no saved address. */
  const lastOrder = !savedAddress && saved.data?.lastOrder ? saved.data.lastOrder : null;
  const fillFromLastOrder = () => {
    if (!lastOrder) return;
    const next = asValues(lastOrder);
    setValues(next);
    setFilledFrom('last-order');
    if (checked) setErrors(validateBilling(next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (processing) return;
    setValues(current);
    const found = validateBilling(current);
    const foundGift = validateGift(gift);
    setErrors(found);
    setGiftErrors(foundGift);
    setChecked(true);
    const first = BILLING_ORDER.find((key) => found[key]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`input[name="billing-${first}"]`)?.focus();
      card.current?.validate();
      return;
    }
    if (foundGift.recipient || foundGift.message) {
      formRef.current?.querySelector<HTMLElement>(foundGift.recipient ? '[name="gift-recipient"]' : '[name="gift-message"]')?.focus();
      return;
    }
    if (!card.current?.validate()) return;
    void pay(current, gift);
  };

  // The completion screen starts at the top of the page.
  useEffect(() => {
    if (orderNumber) window.scrollTo({ top: 0 });
  }, [orderNumber]);

  return {
    values: current, errors, onChange, onSubmit, formRef, card, processing, orderNumber, paid, provider,
    gift, giftErrors, onGiftChange, filledFrom, lastOrder: filledFrom === 'last-order' ? null : lastOrder, fillFromLastOrder,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
