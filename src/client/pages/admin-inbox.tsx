import { inboxDeskMessages } from '@shared/messages/inbox';
import { InboxDesk } from '../features/inbox/inbox-desk';
import { AdminArea } from '../shell/admin-area';

/** The inbox (issue 27, point 2), in the admin area (the server enforces who may use it). */
export default function AdminInboxPage() {
  return (
    <AdminArea section="inbox" title={inboxDeskMessages.heading} lead={inboxDeskMessages.adminOnlyLead}>
      <InboxDesk />
    </AdminArea>
  );
}
