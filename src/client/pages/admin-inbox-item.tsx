import { useParams } from 'react-router';
import { inboxDeskMessages } from '@shared/messages/inbox';
import { ActionHistory } from '../features/admin/action-history';
import { InboxItemPage } from '../features/inbox/inbox-item-view';
import { AdminArea } from '../shell/admin-area';

/** One inbox item (issue 27, point 2), with its history on the desk (the admin area's), in the admin area. */
export default function AdminInboxItemPage() {
  const { id = '' } = useParams();
  return (
    <AdminArea section="inbox" title={inboxDeskMessages.heading} lead={inboxDeskMessages.adminOnlyLead}>
      <InboxItemPage key={id} id={id} history={<ActionHistory kind="inbox" id={id} />} />
    </AdminArea>
  );
}
