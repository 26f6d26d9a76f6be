import { ShieldCheck } from 'lucide-react';
import { navMessages } from '@shared/messages/nav';
import { adminMessages } from '@shared/messages/orders';
import { promoAdminMessages } from '@shared/messages/promotions';
import { PageFrame } from '../../components/layout/page-frame';
import { StatePanel } from '../../components/states/state-panel';
import { Button } from '../../components/ui/button';
import { openDialog } from '../../lib/dialog-store';

/** The promo codes page refused, as the order desk is: administrators only; a visitor signed out is offered Sign In. */
export function PromoAdminOnly({ signedIn }: { signedIn: boolean }) {
  return (
    <PageFrame narrow>
      <StatePanel icon={ShieldCheck} title={promoAdminMessages.heading} testId="admin-only">
        <p className="font-display text-[24px] font-medium leading-snug text-ink">{adminMessages.adminOnly}</p>
        <p className="mt-3 max-w-md font-sans text-base leading-relaxed text-graphite">{promoAdminMessages.adminOnlyLead}</p>
        {signedIn ? null : (
          <Button className="mt-8" onClick={() => openDialog('auth', { tab: 'login' })}>
            {navMessages.signIn}
          </Button>
        )}
      </StatePanel>
    </PageFrame>
  );
}
