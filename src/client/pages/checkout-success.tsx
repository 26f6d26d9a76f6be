import { CircleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { successMessages } from '@shared/messages/checkout';
import { PageFrame } from '../components/layout/page-frame';
import { LoadingLine, PageHeading, QuietNote } from '../components/ui/page-heading';
import { useReceipt } from '../features/checkout/api/verify-session';
import { ReceiptCard } from '../features/checkout/receipt-card';
import { AfterOrderActions } from '../features/orders/after-order-actions';

/** The receipt page (spec 02 'Checkout success'): reached from the confirmation mail and as Stripe's return_url. */
export default function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  const receipt = useReceipt(sessionId);

  if (!sessionId) {
    return (
      <PageFrame narrow>
        <PageHeading>{successMessages.invalidSession.title}</PageHeading>
        <QuietNote>{successMessages.invalidSession.description}</QuietNote>
      </PageFrame>
    );
  }
  if (receipt.isPending) {
    return (
      <PageFrame narrow>
        <h1 className="sr-only">{successMessages.title}</h1>
        <LoadingLine>{successMessages.verifying}</LoadingLine>
      </PageFrame>
    );
  }
  if (receipt.isError || !receipt.data) {
    return (
      <PageFrame narrow>
        <div className="flex flex-col items-center text-center" data-testid="verification-failed">
          <span className="mb-8 flex size-16 items-center justify-center rounded-full border border-danger/40 text-danger">
            <CircleAlert size={28} strokeWidth={1.25} aria-hidden />
          </span>
          <PageHeading className="mb-6 sm:mb-8">{successMessages.failed.title}</PageHeading>
          <QuietNote>{successMessages.failed.description}</QuietNote>
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame narrow>
      <ReceiptCard receipt={receipt.data} />
      <AfterOrderActions continueLabel={successMessages.continueShopping} viewOrdersLabel={successMessages.viewOrders} />
    </PageFrame>
  );
}
