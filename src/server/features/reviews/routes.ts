import * as contract from '@shared/contracts/reviews';
import type { App } from '../../http/context';
import { route } from '../../http/route';
import { createReview, listReviews } from './reviews';

export function reviewRoutes(app: App) {
  const db = app.ctx.database.db;
  route(app, contract.listReviews, ({ query }) => listReviews(db, query.designId));
  route(app, contract.createReview, async ({ body, optionalCaller }) => createReview(db, body, (await optionalCaller())?.id ?? null), {
    rateLimit: 'reviewsPerIp',
  });
}
