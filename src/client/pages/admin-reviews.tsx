import { reviewDeskMessages as text } from '@shared/messages/review-desk';
import { ActionHistory } from '../features/admin/action-history';
import { ReviewDesk } from '../features/reviews/review-desk';
import { AdminArea } from '../shell/admin-area';

/** The review desk (issue 27, point 3), in the admin area; each review with its history of changes. */
export default function AdminReviewsPage() {
  return (
    <AdminArea section="reviews" title={text.heading} lead={text.adminOnlyLead}>
      <ReviewDesk history={(id) => <ActionHistory kind="review" id={id} />} />
    </AdminArea>
  );
}
