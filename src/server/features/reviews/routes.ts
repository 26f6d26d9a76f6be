import * as contract from '@shared/contracts/reviews';
import type { App } from '../../http/context';
import { RATE_LIMITS } from '../../http/rate-limits';
import { route } from '../../http/route';
import { createReview, listReviews } from './reviews';

export function reviewRoutes(app: App) {
  const db = app.ctx.database.db;
  const { max, window } = RATE_LIMITS.reviewsPerIp;
  route(app, contract.listReviews, ({ query }) => listReviews(db, query.designId));
  route(app, contract.createReview, async ({ body, optionalCaller }) => createReview(db, body, (await optionalCaller())?.id ?? null), {
    rateLimit: { max, timeWindow: window },
  });
}
