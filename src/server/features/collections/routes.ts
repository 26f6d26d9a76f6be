import { featuredCollections, getCollection as getCollectionEndpoint, listCollections as listCollectionsEndpoint } from '@shared/contracts/collections';
import type { App } from '../../http/context';
import { route } from '../../http/route';
import { getCollection, listCollections } from './list-collections';

export function collectionRoutes(app: App) {
  // Catalogue reads: the same for every caller, so answered with ETags from the public cache.
  route(app, featuredCollections, () => listCollections(app.ctx.database.db, true), { catalogue: true });
  route(app, listCollectionsEndpoint, () => listCollections(app.ctx.database.db, false), { catalogue: true });
  route(app, getCollectionEndpoint, ({ params }) => getCollection(app.ctx.database.db, params.id), { catalogue: true });
}
