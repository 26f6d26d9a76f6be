import { checkoutMessages } from '@shared/messages/checkout';
import { Field } from './field';
import { inputClass } from './field-shell';
import { looksLikeEmail } from '../../lib/email';
import { cn } from '../../lib/cn';

/** The billing form (spec 02, section 3); the country is fixed to US. The checkout's, and a member's saved address (issue 26). */
export interface BillingValues {
  email: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}
export type BillingKey = keyof BillingValues;
export type BillingErrors = Partial<Record<BillingKey, string>>;

export const EMPTY_BILLING: BillingValues = { email: '', name: '', address: '', city: '', state: '', zipCode: '' };
export const BILLING_ORDER: readonly BillingKey[] = ['email', 'name', 'address', 'city', 'state', 'zipCode'];

/** Every field required (trimmed); the email in email format (spec 02, section 5). */
export function validateBilling(values: BillingValues): BillingErrors {
  const errors: BillingErrors = {};
  for (const key of BILLING_ORDER) if (!values[key].trim()) errors[key] = checkoutMessages.required;
  if (!errors.email && !looksLikeEmail(values.email)) errors.email = checkoutMessages.invalidEmail;
  return errors;
}

const autoComplete: Record<BillingKey, string> = {
  email: 'email',
  name: 'name',
  address: 'address-line1',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
};

/** `prefix` names the inputs (`billing-email`, ...): the checkout's, or another form's on the same page. */
export function BillingFields({ values, errors, disabled, onChange, prefix = 'billing' }: { values: BillingValues; errors: BillingErrors; disabled?: boolean; onChange: (key: BillingKey, value: string) => void; prefix?: string }) {
  const field = (key: BillingKey, className?: string, extra?: { type?: string; inputMode?: 'numeric' | 'email' }) => (
    <Field
      className={className}
      label={checkoutMessages.fields[key]}
      name={`${prefix}-${key}`}
      autoComplete={autoComplete[key]}
      required
      aria-required
      value={values[key]}
      disabled={disabled}
      error={errors[key]}
      onChange={(event) => onChange(key, event.target.value)}
      {...extra}
    />
  );
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-6" data-testid={`${prefix}-form`}>
      {field('email', 'col-span-2 sm:col-span-6', { type: 'email', inputMode: 'email' })}
      {field('name', 'col-span-2 sm:col-span-6')}
      {field('address', 'col-span-2 sm:col-span-6')}
      {field('city', 'col-span-2 sm:col-span-2')}
      {field('state', 'sm:col-span-2')}
      {field('zipCode', 'sm:col-span-2', { inputMode: 'numeric' })}
      <div className="col-span-2 flex flex-col gap-2 sm:col-span-6">
        <label htmlFor={`${prefix}-country`} className="font-sans text-[13px] font-medium uppercase tracking-[0.12em] text-ink">
          {checkoutMessages.country}
        </label>
        <input id={`${prefix}-country`} name={`${prefix}-country`} readOnly aria-readonly value={checkoutMessages.countryUs} className={cn(inputClass, 'cursor-default bg-ivory text-graphite focus:ring-0')} data-testid={`${prefix}-country`} />
      </div>
    </div>
  );
}
