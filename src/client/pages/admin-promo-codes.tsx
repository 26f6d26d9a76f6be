import { promoAdminMessages } from '@shared/messages/promotions';
import { LoadingPage } from '../components/states/loading-page';
import { PromoAdminOnly } from '../features/promotions/promo-admin-only';
import { PromoCodesDesk } from '../features/promotions/promo-codes-desk';
import { useSignedIn } from '../lib/current-user';

/** Promo codes (issue 26, point 1): the admin's codes, for administrators only (the server enforces it), as /admin/orders is. */
export default function AdminPromoCodesPage() {
  const { user, session, isLoading } = useSignedIn();
  if (isLoading) return <LoadingPage>{promoAdminMessages.heading}</LoadingPage>;
  if (user?.role !== 'admin') return <PromoAdminOnly signedIn={Boolean(session)} />;
  return <PromoCodesDesk />;
}
