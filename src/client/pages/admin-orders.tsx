import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { adminMessages } from '@shared/messages/orders';
import { promoAdminMessages } from '@shared/messages/promotions';
import { buttonClasses } from '../components/ui/button';
import { LoadingPage } from '../components/states/loading-page';
import { AdminOnly } from '../components/states/admin-only';
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
  if (user?.role !== 'admin') return <AdminOnly signedIn={Boolean(session)} title={adminMessages.heading} lead={adminMessages.adminOnlyLead} />;
  // The admin's other page, until the admin area has its own navigation.
  return (
    <OrderDesk
      links={
        <Link to="/admin/promo-codes" className={buttonClasses('secondary', 'sm', 'mb-8 shrink-0 self-start')} data-testid="promo-codes-link">
          <Sparkles size={16} strokeWidth={1.5} aria-hidden /> {promoAdminMessages.link}
        </Link>
      }
    />
  );
}
