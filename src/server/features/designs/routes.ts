import * as contract from '@shared/contracts/designs';
import type { App } from '../../http/context';
import { route } from '../../http/route';
import { renderRasters } from '../../providers/images';
import type { DesignDeps } from './create-design';
import { designsByIds } from './designs-by-ids';
import { generateDesign } from './generate-design';
import { getDesign } from './get-design';
import { listPublicDesigns } from './list-public-designs';
import { recentDesigns } from './recent-designs';
import { refineDesign } from './refine-design';

export function designRoutes(app: App) {
  const db = app.ctx.database.db;
  const deps: DesignDeps = { db, images: app.ctx.images, storage: app.ctx.storage, rasterize: (svg) => renderRasters(svg), rates: app.ctx.config.pricing };

  // Limited on arrival, so refused requests count too: generation is costly with a real provider.
  route(app, contract.generateDesign, ({ body, req }) => generateDesign(deps, body, req.log), { rateLimit: 'generatePerIp' });
  // Refining draws a new design: the same rule, one count with generation.
  route(app, contract.refineDesign, ({ params, body, req }) => refineDesign(deps, params.id, body, req.log), { rateLimit: 'generatePerIp' });
  // Catalogue reads: the same for every caller, so answered with ETags from the public cache.
  route(app, contract.recentDesigns, ({ query }) => recentDesigns(db, query.limit), { catalogue: true });
  route(app, contract.publicDesigns, ({ query }) => listPublicDesigns(db, query), { catalogue: true });
  route(app, contract.designsByIds, ({ query }) => designsByIds(db, query.ids), { catalogue: true });
  route(app, contract.getDesign, ({ params }) => getDesign(db, params.id), { catalogue: true });
}
