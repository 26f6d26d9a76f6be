import * as contract from '@shared/contracts/admin';
import type { App } from '../../http/context';
import { route } from '../../http/route';
import { listAdminActions } from './list-actions';
import { adminOverview } from './overview';

/** What every desk page shares (issue 27); each desk's own calls live with its area. */
export function adminRoutes(app: App) {
  const { db } = app.ctx.database;
  route(app, contract.adminActions, ({ query }) => listAdminActions(db, query.kind, query.id));
  route(app, contract.adminOverview, ({ query }) => adminOverview(db, query.days));
}
