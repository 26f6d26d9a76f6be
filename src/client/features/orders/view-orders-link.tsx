import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ordersMessages } from '@shared/messages/orders';
import { buttonClasses } from '../../components/ui/button';
import { useSignedIn } from '../../lib/current-user';
import { ResendLinksForm } from './resend-links-form';

/**
 * View Orders after a payment: a member goes to My Orders; a guest, who has no My Orders, is told
 * that the order's page is linked from its mails and offered to have the links sent again
 * (issue 21). `email` is the address the guest just paid with, when the page knows it.
 */
export function ViewOrdersLink({ label, email }: { label: string; email?: string }) {
  const { isAuthenticated } = useSignedIn();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);

  const content = (
    <>
      {label} <ArrowRight size={16} strokeWidth={1.5} aria-hidden />
    </>
  );
  if (isAuthenticated) {
    return (
      <Link to="/orders" className={buttonClasses('primary', 'md')}>
        {content}
      </Link>
    );
  }
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(true)} className={buttonClasses('primary', 'md')}>
        {content}
      </button>
      {open ? (
        <section id={panelId} aria-labelledby={`${panelId}-title`} className="order-last w-full basis-full border-t border-hairline pt-8 text-left sm:mt-4" data-testid="guest-orders">
          <h2 id={`${panelId}-title`} ref={heading} tabIndex={-1} className="font-display text-[26px] font-medium leading-tight text-ink outline-none">
            {ordersMessages.guestTitle}
          </h2>
          <p className="mt-3 font-sans text-base leading-relaxed text-graphite">{ordersMessages.guestLead}</p>
          <p className="mt-3 mb-6 font-sans text-base leading-relaxed text-graphite">{ordersMessages.guestResendLead}</p>
          <ResendLinksForm defaultEmail={email} />
        </section>
      ) : null}
    </>
  );
}
