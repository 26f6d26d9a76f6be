import { overviewMessages } from '@shared/messages/admin';
import { Overview } from '../features/admin/overview';
import { AdminArea } from '../shell/admin-area';

/** The admin area's first page (issue 27, point 5): how the shop is doing. */
export default function AdminOverviewPage() {
  return (
    <AdminArea section="overview" title={overviewMessages.heading} lead={overviewMessages.adminOnlyLead}>
      <Overview />
    </AdminArea>
  );
}
