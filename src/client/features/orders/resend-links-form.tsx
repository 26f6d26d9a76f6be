import { useState, type FormEvent } from 'react';
import { checkoutMessages } from '@shared/messages/checkout';
import { ordersMessages } from '@shared/messages/orders';
import { Button } from '../../components/ui/button';
import { readableError } from '../../lib/api';
import { Field } from '../../components/form/field';
import { useResendTrackingLinks } from './api/resend-tracking-links';

/**
 * Sends the links of an address's orders to that address (issue 21). The server answers the same
 * sentence whether or not the address has orders, and so does this form.
 */
export function ResendLinksForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [email, setEmail] = useState(defaultEmail);
  const [missing, setMissing] = useState(false);
  const send = useResendTrackingLinks();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setMissing(!address);
    if (address && !send.isPending) send.mutate(address);
  };

  if (send.isSuccess) {
    return (
      <p role="status" className="font-sans text-sm leading-relaxed text-ink" data-testid="order-links-sent">
        {send.data.message}
      </p>
    );
  }
  const error = missing ? checkoutMessages.required : send.isError ? readableError(send.error, ordersMessages.resendFailed) : null;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 text-left sm:flex-row sm:items-start" data-testid="order-links-form">
      <Field label={ordersMessages.email} name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={error} className="flex-1" />
      <Button type="submit" disabled={send.isPending} className="sm:mt-[30px]">
        {send.isPending ? ordersMessages.sending : ordersMessages.resend}
      </Button>
    </form>
  );
}
