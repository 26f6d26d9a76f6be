/**
 * Draws a design with the image provider, stores its renders (gold and silver: the SVG, the PNG for
 * download and sharing, the WebPs pages show) and records it. Used by generation and by the catalogue seed.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema';
import { RASTER_SUFFIXES, type RasterTwin } from '../../providers/images/rasters';
import type { DesignRequest, ImageProvider } from '../../providers/images/types';
import type { Storage } from '../../providers/storage';
import type { PriceRates } from '../../providers/images/procedural';
import { modelOf } from '../models/model-of';
import { reportOf, storeModel } from '../models/store-model';
import { collectionFor } from './collection-rule';

export interface DesignDeps {
  db: Db;
  images: ImageProvider;
  storage: Storage;
  /** An SVG render's raster twins (providers/images/rasters.ts). */
  rasterize: (svg: string) => Promise<RasterTwin[]>;
  /** The price rates the embedded generator uses for a model a provider did not build (config.pricing). */
  rates?: PriceRates;
}

export interface NewDesign extends DesignRequest {
  isPublic: boolean;
  source: 'catalogue' | 'generated';
  /** A refinement's parent and its place in the line (issue 23, point 3). */
  parentId?: string;
  version?: number;
}

/** Stores an SVG render's raster twins beside it. */
async function storeRasters(deps: DesignDeps, id: string, name: string, svg: string) {
  for (const twin of await deps.rasterize(svg)) await deps.storage.put(`designs/${id}/${name}${twin.suffix}`, twin.bytes, twin.contentType);
}

/**
 * `rasters: false` stores the SVGs only; renderMissingRasters draws the rest later. `model: false`
 * leaves the castable model's file to buildMissingModels (features/models), after the shop has opened
 * (the first start's seed); its figures are the model's either way.
 */
export async function createDesign(deps: DesignDeps, input: NewDesign, options: { rasters?: boolean; model?: boolean } = {}) {
  const render = await deps.images.generate(input);
  const id = randomUUID();
  // A provider that builds no model (OpenAI draws a picture) gets the embedded generator's piece for the same words.
  const model = render.model ?? modelOf(input, deps.rates).model;
  const store = async (name: string, svg: string) => {
    const url = await deps.storage.put(`designs/${id}/${name}.svg`, Buffer.from(svg), 'image/svg+xml');
    if (options.rasters !== false) await storeRasters(deps, id, name, svg);
    return url;
  };
  const [imageUrl, silverImageUrl, modelUrl] = await Promise.all([
    store('gold', render.svg), store('silver', render.silverSvg), options.model === false ? null : storeModel(deps.storage, id, model),
  ]);
  const [row] = await deps.db
    .insert(designs)
    .values({
      id,
      name: render.name,
      description: render.description,
      prompt: input.prompt,
      designStyle: input.designStyle,
      metal: input.metal,
      finish: input.finish,
      category: collectionFor(render.form, render.category),
      form: render.form,
      seed: input.seed,
      engraving: render.engraving,
      parentId: input.parentId ?? null,
      version: input.version ?? 1,
      changes: [...(input.changes ?? [])],
      imageUrl,
      silverImageUrl,
      priceCents: render.priceCents,
      widthMm: render.widthMm,
      heightMm: render.heightMm,
      weightGrams: render.weightGrams,
      depthMm: model.sizeMm.depth,
      modelUrl,
      modelReport: modelUrl ? reportOf(model) : null,
      isPublic: input.isPublic,
      source: input.source,
    })
    .returning();
  // The generator's note (what it could not draw) goes to the caller who asked, not into the catalogue.
  return { ...row, note: render.note };
}

/**
 * Whether every raster twin of one render is stored: storeRasters writes them one after another, so
 * the last one stands for all (one existence check per render at start-up; on S3 each is a request).
 */
function hasRasters(deps: DesignDeps, id: string, name: string) {
  return deps.storage.exists(`designs/${id}/${name}${RASTER_SUFFIXES.at(-1)}`);
}

/**
 * Draws the raster twins a design lacks, from its stored inputs: the embedded generator is
 * deterministic, so the same prompt, options and seed give the same render. Answers how many
 * designs it completed.
 */
export async function renderMissingRasters(deps: DesignDeps, rows: (typeof designs.$inferSelect)[]): Promise<number> {
  let done = 0;
  for (const row of rows) {
    const [hasGold, hasSilver] = await Promise.all([hasRasters(deps, row.id, 'gold'), hasRasters(deps, row.id, 'silver')]);
    if (hasGold && hasSilver) continue;
    const render = await deps.images.generate({
      prompt: row.prompt, designStyle: row.designStyle as NewDesign['designStyle'], metal: row.metal as NewDesign['metal'],
      finish: row.finish as NewDesign['finish'], form: row.form as NewDesign['form'], seed: row.seed, changes: row.changes,
    });
    if (!hasGold) await storeRasters(deps, row.id, 'gold', render.svg);
    if (!hasSilver) await storeRasters(deps, row.id, 'silver', render.silverSvg);
    done++;
    // Let requests through between renders: this runs beside a serving shop.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return done;
}
