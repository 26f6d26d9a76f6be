import { promoAdminMessages } from '@shared/messages/promotions';
import { LoadingPage } from '../components/states/loading-page';
import { AdminOnly } from '../components/states/admin-only';
import { PromoCodesDesk } from '../features/promotions/promo-codes-desk';
import { useSignedIn } from '../lib/current-user';

/** Promo codes (issue 26, point 1): the admin's codes, for administrators only (the server enforces it), as /admin/orders is. */
export default function AdminPromoCodesPage() {
  const { user, session, isLoading } = useSignedIn();
  if (isLoading) return <LoadingPage>{promoAdminMessages.heading}</LoadingPage>;
  if (user?.role !== 'admin') return <AdminOnly signedIn={Boolean(session)} title={promoAdminMessages.heading} lead={promoAdminMessages.adminOnlyLead} />;
  return <PromoCodesDesk />;
}
