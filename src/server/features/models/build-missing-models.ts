import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designModelClaims, designs } from '../../db/schema';
import type { PriceRates } from '../../providers/images/procedural';
import type { Storage } from '../../providers/storage';
import { collectionFor } from '../designs/collection-rule';
import { modelOf } from './model-of';
import { requestOf } from './request-of';
import { reportOf, storeModel } from './store-model';

export interface ModelJobDeps {
  db: Db;
  storage: Storage;
  rates?: PriceRates;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** How long a claim holds a design for the instance that made it; one left by a stopped instance is taken over after it. */
export const CLAIM_SECONDS = 60;

/** Claims a design's model for this instance; false when another holds a live claim. */
async function claim(db: Db, designId: string, seconds: number): Promise<boolean> {
  const won = await db.insert(designModelClaims).values({ designId }).onConflictDoUpdate({
    target: designModelClaims.designId,
    set: { claimedAt: sql`now()` },
    setWhere: lt(designModelClaims.claimedAt, sql`now() - make_interval(secs => ${seconds})`),
  }).returning({ designId: designModelClaims.designId });
  return won.length > 0;
}

/**
 * Builds the castable model of every design that lacks one (issue 25, point 6): the seeded catalogue
 * after the shop has opened (the seed stores its pictures first), a design whose model was lost to a
 * crash, and designs made before models existed. Each design is claimed first (design_model_claims),
 * so with several instances each model is built once; a claim a stopped instance left runs out after
 * CLAIM_SECONDS and is taken over. It runs until no design lacks a model, logging its progress, and
 * answers how many models this instance built. A catalogue piece made before models existed also
 * takes the model's weight, size and price (its old figures were estimates); a visitor's design keeps
 * its figures, since it may have been drawn by another provider.
 */
export async function buildMissingModels(deps: ModelJobDeps, options: { claimSeconds?: number; waitMs?: number; stop?: () => boolean } = {}): Promise<number> {
  const { db, storage, log } = deps;
  const claimSeconds = options.claimSeconds ?? CLAIM_SECONDS;
  let built = 0;
  let announced = false;
  // A design whose model failed once in this run is left for the next start (its error is logged).
  const failed = new Set<string>();
  for (;;) {
    const missing = (await db.select({ id: designs.id }).from(designs).where(isNull(designs.modelUrl)).orderBy(asc(designs.createdAt), asc(designs.id)))
      .filter((d) => !failed.has(d.id));
    if (!missing.length || options.stop?.()) break;
    if (!announced) {
      log.info({ missing: missing.length }, 'building missing castable models');
      announced = true;
    }
    let progressed = false;
    for (const { id } of missing) {
      if (options.stop?.()) break;
      if (!(await claim(db, id, claimSeconds))) continue;
      try {
        const [row] = await db.select().from(designs).where(and(eq(designs.id, id), isNull(designs.modelUrl)));
        if (!row) continue;
        const { model, render } = modelOf(requestOf(row), deps.rates);
        const modelUrl = await storeModel(storage, id, model);
        const figures = row.source === 'catalogue' && row.depthMm === null
          ? {
              weightGrams: render.weightGrams, widthMm: render.widthMm, heightMm: render.heightMm, priceCents: render.priceCents,
              description: render.description, category: collectionFor(render.form, render.category),
            }
          : {};
        await db.update(designs).set({ modelUrl, modelReport: reportOf(model), depthMm: model.sizeMm.depth, ...figures })
          .where(and(eq(designs.id, id), isNull(designs.modelUrl)));
        built++;
        progressed = true;
        if (built % 10 === 0) log.info({ built, left: missing.length - built }, 'castable models built');
      } catch (err) {
        failed.add(id);
        log.error({ err, designId: id }, 'building a castable model failed');
      } finally {
        await db.delete(designModelClaims).where(eq(designModelClaims.designId, id));
      }
      // Let requests through between models: this runs beside a serving shop.
      await new Promise((resolve) => setImmediate(resolve));
    }
    // What is left is claimed by another instance (or failed): look again after a while.
    if (!progressed) await new Promise((resolve) => setTimeout(resolve, options.waitMs ?? 5000));
  }
  if (announced) log.info({ built }, 'castable models: none missing');
  return built;
}
