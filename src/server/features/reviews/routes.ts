import * as contract from '@shared/contracts/reviews';
import * as desk from '@shared/contracts/review-desk';
import type { App } from '../../http/context';
import { route } from '../../http/route';
import { listAdminReviews } from './list-admin-reviews';
import { createReview, listReviews } from './reviews';
import { setReviewHidden } from './set-review-hidden';

export function reviewRoutes(app: App) {
  const db = app.ctx.database.db;
  route(app, contract.listReviews, ({ query }) => listReviews(db, query.designId));
  route(app, contract.createReview, async ({ body, optionalCaller }) => createReview(db, body, (await optionalCaller())?.id ?? null), {
    rateLimit: 'reviewsPerIp',
  });
  // The review desk (issue 27, point 3): the admin's only (route() adds the guard).
  route(app, desk.adminReviews, ({ query }) => listAdminReviews(db, query));
  route(app, desk.updateReview, ({ params, body, caller }) => setReviewHidden(db, caller, params.id, body.hidden));
}
