import { useParams } from 'react-router';
import { ordersMessages } from '@shared/messages/orders';
import { PageFrame } from '../components/layout/page-frame';
import { PageHeading } from '../components/ui/page-heading';
import { LoadingPage } from '../components/states/loading-page';
import { TrackedOrderCard } from '../features/orders/order-card';
import { useTrackedOrder } from '../features/orders/api/track-order';
import { ResendLinksForm } from '../features/orders/resend-links-form';

/**
 * An order's own page (issue 21), opened from the signed link in its mails: where each piece
 * stands and its tracking, for anyone holding the link, signed in or not. It shows what the mails
 * already say, never who ordered or where it goes.
 */
export default function OrderTrackingPage() {
  const { token = '' } = useParams();
  const order = useTrackedOrder(token);

  if (order.isPending) {
    return (
      <LoadingPage title={ordersMessages.guestTitle}>{ordersMessages.trackLoading}</LoadingPage>
    );
  }
  if (order.isError) {
    return (
      <PageFrame narrow>
        <div data-testid="order-not-found">
          <PageHeading lead={ordersMessages.trackNotFound.description}>{ordersMessages.trackNotFound.title}</PageHeading>
          <div className="mx-auto max-w-xl">
            <ResendLinksForm />
          </div>
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame className="max-w-5xl">
      <PageHeading lead={ordersMessages.trackLead}>{ordersMessages.guestTitle}</PageHeading>
      <TrackedOrderCard token={token} order={order.data} />
    </PageFrame>
  );
}
