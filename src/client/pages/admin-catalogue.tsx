import { catalogueDeskMessages as text } from '@shared/messages/catalogue-desk';
import { ActionHistory } from '../features/admin/action-history';
import { CatalogueDesk } from '../features/catalogue-desk/catalogue-desk';
import { AdminArea } from '../shell/admin-area';

/** The catalogue desk (issue 27, point 4), in the admin area; each design and collection with its history of changes. */
export default function AdminCataloguePage() {
  return (
    <AdminArea section="catalogue" title={text.heading} lead={text.adminOnlyLead}>
      <CatalogueDesk history={(kind, id) => <ActionHistory kind={kind} id={id} />} />
    </AdminArea>
  );
}
