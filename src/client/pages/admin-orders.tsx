import { adminMessages } from '@shared/messages/orders';
import { LoadingPage } from '../components/states/loading-page';
import { AdminOnly } from '../features/orders/admin-only';
import { OrderDesk } from '../features/orders/order-desk';
import { useSignedIn } from '../lib/current-user';

/** Admin Orders (spec 02 'Admin Orders'): the order desk, for administrators only (the server enforces it). */
export default function AdminOrdersPage() {
  const { user, session, isLoading } = useSignedIn();
  if (isLoading) {
    return (
      <LoadingPage>{adminMessages.heading}</LoadingPage>
    );
  }
  if (user?.role !== 'admin') return <AdminOnly signedIn={Boolean(session)} />;
  return <OrderDesk />;
}
