/**
 * Draws a design with the image provider, stores its renders (gold and silver, SVG for pages and
 * PNG for download and sharing) and records it. Used by generation and by the catalogue seed.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema';
import type { DesignRequest, ImageProvider } from '../../providers/images/types';
import type { Storage } from '../../providers/storage';

export interface DesignDeps {
  db: Db;
  images: ImageProvider;
  storage: Storage;
  /** SVG to PNG (1024 px) for Download and Share. */
  toPng: (svg: string) => Buffer;
}

export interface NewDesign extends DesignRequest {
  /** The collection it belongs to; by default the one its drawing suggests. */
  category?: string;
  isPublic: boolean;
  source: 'catalogue' | 'generated';
}

/** `png: false` stores the SVGs only; renderMissingPngs draws the PNGs later (the first start's seed). */
export async function createDesign(deps: DesignDeps, input: NewDesign, options: { png?: boolean } = {}) {
  const render = await deps.images.generate(input);
  const id = randomUUID();
  const store = async (name: string, svg: string) => {
    const url = await deps.storage.put(`designs/${id}/${name}.svg`, Buffer.from(svg), 'image/svg+xml');
    if (options.png !== false) await deps.storage.put(`designs/${id}/${name}.png`, deps.toPng(svg), 'image/png');
    return url;
  };
  const [imageUrl, silverImageUrl] = await Promise.all([store('gold', render.svg), store('silver', render.silverSvg)]);
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
      category: input.category ?? render.category,
      form: input.form,
      seed: input.seed,
      imageUrl,
      silverImageUrl,
      priceCents: render.priceCents,
      widthMm: render.widthMm,
      heightMm: render.heightMm,
      weightGrams: render.weightGrams,
      isPublic: input.isPublic,
      source: input.source,
    })
    .returning();
  return row;
}

/**
 * Draws the PNGs a design lacks, from its stored inputs: the embedded generator is deterministic, so
 * the same prompt, options and seed give the same render. Answers how many designs it completed.
 */
export async function renderMissingPngs(deps: DesignDeps, rows: (typeof designs.$inferSelect)[]): Promise<number> {
  let done = 0;
  for (const row of rows) {
    const keys = { gold: `designs/${row.id}/gold.png`, silver: `designs/${row.id}/silver.png` };
    const [hasGold, hasSilver] = await Promise.all([deps.storage.exists(keys.gold), deps.storage.exists(keys.silver)]);
    if (hasGold && hasSilver) continue;
    const render = await deps.images.generate({
      prompt: row.prompt, designStyle: row.designStyle as NewDesign['designStyle'], metal: row.metal as NewDesign['metal'],
      finish: row.finish as NewDesign['finish'], form: row.form as NewDesign['form'], seed: row.seed,
    });
    if (!hasGold) await deps.storage.put(keys.gold, deps.toPng(render.svg), 'image/png');
    if (!hasSilver) await deps.storage.put(keys.silver, deps.toPng(render.silverSvg), 'image/png');
    done++;
    // Let requests through between renders: this runs beside a serving shop.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return done;
}
