import { promoAdminMessages } from '@shared/messages/promotions';
import { ActionHistory } from '../features/admin/action-history';
import { PromoCodesDesk } from '../features/promotions/promo-codes-desk';
import { AdminArea } from '../shell/admin-area';

/** Promo codes (issue 26, point 1): the admin's codes, in the admin area (the server enforces who may use them), each with its history. */
export default function AdminPromoCodesPage() {
  return (
    <AdminArea section="promo-codes" title={promoAdminMessages.heading} lead={promoAdminMessages.adminOnlyLead}>
      <PromoCodesDesk history={(codeId) => <ActionHistory kind="promo-code" id={codeId} />} />
    </AdminArea>
  );
}
