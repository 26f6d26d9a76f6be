import { CircleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { successMessages } from '@shared/messages/checkout';
import { PageFrame } from '../components/layout/page-frame';
import { LoadingPage } from '../components/states/loading-page';
import { StatePanel } from '../components/states/state-panel';
import { PageHeading, QuietNote } from '../components/ui/page-heading';
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
      <LoadingPage title={successMessages.title}>{successMessages.verifying}</LoadingPage>
    );
  }
  if (receipt.isError || !receipt.data) {
    return (
      <PageFrame narrow>
        <StatePanel icon={CircleAlert} tone="danger" title={successMessages.failed.title} testId="verification-failed">
          <QuietNote>{successMessages.failed.description}</QuietNote>
        </StatePanel>
      </PageFrame>
    );
  }
  return (
    <PageFrame narrow>
      <ReceiptCard receipt={receipt.data} />
      <AfterOrderActions continueLabel={successMessages.continueShopping} viewOrdersLabel={successMessages.viewOrders} trackingToken={receipt.data.trackingToken} />
    </PageFrame>
  );
}
