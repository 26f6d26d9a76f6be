import * as contract from '@shared/contracts/designs';
import type { App } from '../../http/context';
import { route } from '../../http/route';
import { designsByIds } from './designs-by-ids';
import { getDesign } from './get-design';
import { listPublicDesigns } from './list-public-designs';
import { recentDesigns } from './recent-designs';

export function designRoutes(app: App) {
  const db = app.ctx.database.db;
  route(app, contract.recentDesigns, ({ query }) => recentDesigns(db, query.limit));
  route(app, contract.publicDesigns, ({ query }) => listPublicDesigns(db, query));
  route(app, contract.designsByIds, ({ query }) => designsByIds(db, query.ids));
  route(app, contract.getDesign, ({ params }) => getDesign(db, params.id));
}
