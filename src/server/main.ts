/** Starts the shop: configuration, database (migrated and seeded), then the HTTP server. */
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { bootstrapAdmin } from './features/auth/bootstrap-admin';
import { startOutboxWorker } from './features/mail/outbox-worker';
import { progressBar, renderCatalogueRasters, seedCatalogue } from './db/seed/catalogue';
import { createProceduralGenerator, renderRasters } from './providers/images';
import { startupFacts } from './startup-facts';
import { buildMissingModels } from './features/models/build-missing-models';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  await migrate(database);
  await seed(database.db);

  const app = await buildApp(config, { database });
  // The catalogue is always drawn by the embedded generator: offline, free, and the same for everyone.
  const catalogue = { db: database.db, images: createProceduralGenerator(config.pricing), storage: app.ctx.storage, rasterize: (svg: string) => renderRasters(svg), rates: config.pricing };
  await seedCatalogue(catalogue, progressBar('Drawing the catalogue'));
  // The outbox worker runs beside the server in every instance; the row locks keep each mail to one sender.
  const worker = startOutboxWorker({ ...app.ctx, logger: app.log });
  let stopping = false;
  const shutdown = async (signal: string) => {
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await worker.stop();
    await app.ctx.transport.close?.();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // The seed stored SVGs only; their raster twins (WebPs for pages, PNGs for Download) are drawn now, with the shop open.
  // Then every design's missing castable model (the seed's, one lost to a crash, those made before
  // models existed), each claimed so several instances build it once (features/models).
  void renderCatalogueRasters(catalogue).then(
    (n) => n > 0 && app.log.info({ designs: n }, 'catalogue rasters drawn'),
    (err) => app.log.error({ err }, 'drawing the catalogue rasters failed'),
  ).then(() => buildMissingModels({ db: database.db, storage: app.ctx.storage, rates: config.pricing, log: app.log }, { stop: () => stopping }))
    .catch((err) => app.log.error({ err }, 'building the missing castable models failed'));
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(startupFacts(config, where, await bootstrapAdmin(database.db, config)));
}

main().catch((err) => {
  console.error('The shop could not start:', err);
  process.exit(1);
});
