import { PageFrame } from '../components/layout/page-frame';
import { PageHeading, QuietNote } from '../components/ui/page-heading';
import { ordersMessages } from '@shared/messages';

export default function OrdersPage() {
  return (
    <PageFrame>
      <PageHeading>{ordersMessages.myOrders}</PageHeading>
      <QuietNote>Follow each piece from the bench to your door.</QuietNote>
    </PageFrame>
  );
}
