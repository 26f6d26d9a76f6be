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

export async function createDesign(deps: DesignDeps, input: NewDesign) {
  const render = await deps.images.generate(input);
  const id = randomUUID();
  const store = async (name: string, svg: string) => {
    const url = await deps.storage.put(`designs/${id}/${name}.svg`, Buffer.from(svg), 'image/svg+xml');
    await deps.storage.put(`designs/${id}/${name}.png`, deps.toPng(svg), 'image/png');
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
