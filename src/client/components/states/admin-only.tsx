import { ShieldCheck } from 'lucide-react';
import { navMessages } from '@shared/messages/nav';
import { adminMessages } from '@shared/messages/orders';
import { openDialog } from '../../lib/dialog-store';
import { PageFrame } from '../layout/page-frame';
import { Button } from '../ui/button';
import { StatePanel } from './state-panel';

/** An admin page refused: administrators only; a visitor signed out is offered Sign In. Each page names itself and says what it is for. */
export function AdminOnly({ signedIn, title, lead }: { signedIn: boolean; title: string; lead: string }) {
  return (
    <PageFrame narrow>
      <StatePanel icon={ShieldCheck} title={title} testId="admin-only">
        <p className="font-display text-[24px] font-medium leading-snug text-ink">{adminMessages.adminOnly}</p>
        <p className="mt-3 max-w-md font-sans text-base leading-relaxed text-graphite">{lead}</p>
        {signedIn ? null : (
          <Button className="mt-8" onClick={() => openDialog('auth', { tab: 'login' })}>
            {navMessages.signIn}
          </Button>
        )}
      </StatePanel>
    </PageFrame>
  );
}
