import { useImperativeHandle, useRef, useState } from 'react';
import type { BillingDetails, CreatePaymentIntentResponse } from '@shared/contracts/checkout';
import { checkoutMessages, paymentMessages } from '@shared/messages/checkout';
import { Field } from '../../components/form/field';
import type { CardFieldProps } from './card-field';
import { confirmTestPayment, type CardDetails } from './api/confirm-test-payment';

type CardInput = 'number' | 'expiry' | 'cvc';
type CardErrors = Partial<Record<CardInput, string>>;

/** '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1228' → '12 / 28'; a leading digit above 1 becomes a zero-padded month. */
export function formatExpiry(raw: string): string {
  let digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Month and four-digit year from 'MM / YY', or null when unreadable or in the past. */
export function parseExpiry(value: string, now = new Date()): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return null;
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) return null;
  return { month, year };
}

function check(number: string, expiry: string, cvc: string): CardErrors {
  const errors: CardErrors = {};
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12 || digits.length > 19) errors.number = paymentMessages.incorrectNumber;
  if (!parseExpiry(expiry)) errors.expiry = paymentMessages.invalidExpiry;
  if (!/^\d{3,4}$/.test(cvc.trim())) errors.cvc = paymentMessages.incorrectCvc;
  return errors;
}

/**
 * The built-in test processor's card field: number, expiry and CVC, posted with the billing
 * details to the processor's confirm call. The processor itself checks Luhn, expiry and the test cards.
 */
export function TestCardField({ ref, disabled }: CardFieldProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<CardErrors>({});
  const [checked, setChecked] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  const recheck = (next: { number?: string; expiry?: string; cvc?: string }) => {
    if (checked) setErrors(check(next.number ?? number, next.expiry ?? expiry, next.cvc ?? cvc));
  };

  useImperativeHandle(ref, () => ({
    validate() {
      const found = check(number, expiry, cvc);
      setErrors(found);
      setChecked(true);
      const first = (['number', 'expiry', 'cvc'] as const).find((key) => found[key]);
      if (first) box.current?.querySelector<HTMLInputElement>(`input[name="card-${first}"]`)?.focus();
      return !first;
    },
    confirm(intent: CreatePaymentIntentResponse, billing: BillingDetails) {
      const date = parseExpiry(expiry);
      const card: CardDetails = { number: number.replace(/\s/g, ''), expMonth: date?.month ?? 0, expYear: date?.year ?? 0, cvc: cvc.trim() };
      return confirmTestPayment(intent.clientSecret, card, billing);
    },
  }));

  return (
    <div ref={box} className="grid grid-cols-2 gap-x-4 gap-y-5" data-testid="test-card-field">
      <Field
        className="col-span-2"
        label={checkoutMessages.card.number}
        name="card-number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={number}
        disabled={disabled}
        error={errors.number}
        onChange={(event) => {
          const value = formatCardNumber(event.target.value);
          setNumber(value);
          recheck({ number: value });
        }}
      />
      <Field
        label={checkoutMessages.card.expiry}
        name="card-expiry"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM / YY"
        value={expiry}
        disabled={disabled}
        error={errors.expiry}
        onChange={(event) => {
          const value = formatExpiry(event.target.value);
          setExpiry(value);
          recheck({ expiry: value });
        }}
      />
      <Field
        label={checkoutMessages.card.cvc}
        name="card-cvc"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={4}
        value={cvc}
        disabled={disabled}
        error={errors.cvc}
        onChange={(event) => {
          const value = event.target.value.replace(/\D/g, '').slice(0, 4);
          setCvc(value);
          recheck({ cvc: value });
        }}
      />
    </div>
  );
}
