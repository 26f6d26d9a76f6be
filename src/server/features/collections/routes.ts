import { featuredCollections, getCollection as getCollectionEndpoint, listCollections as listCollectionsEndpoint } from '@shared/contracts/collections';
import type { App } from '../../http/context';
import { route } from '../../http/route';
import { getCollection, listCollections } from './list-collections';

export function collectionRoutes(app: App) {
  route(app, featuredCollections, () => listCollections(app.ctx.database.db, true));
  route(app, listCollectionsEndpoint, () => listCollections(app.ctx.database.db, false));
  route(app, getCollectionEndpoint, ({ params }) => getCollection(app.ctx.database.db, params.id));
}
