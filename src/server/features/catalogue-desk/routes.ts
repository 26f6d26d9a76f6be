import * as contract from '@shared/contracts/catalogue-desk';
import type { App } from '../../http/context';
import { route } from '../../http/route';
import { listDeskCollections } from './list-desk-collections';
import { listDeskDesigns } from './list-desk-designs';
import { updateDeskCollection } from './update-collection';
import { updateDeskDesign } from './update-design';

/** The catalogue desk (issue 27, point 4): the admin's only (route() adds the guard). */
export function catalogueDeskRoutes(app: App) {
  const { db } = app.ctx.database;
  route(app, contract.adminDesigns, ({ query }) => listDeskDesigns(db, query));
  route(app, contract.updateDesign, ({ params, body, caller }) => updateDeskDesign(db, caller, params.id, body));
  route(app, contract.adminCollections, () => listDeskCollections(db));
  route(app, contract.updateCollection, ({ params, body, caller }) => updateDeskCollection(db, caller, params.id, body));
}
