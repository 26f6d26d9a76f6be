/**
 * The first start draws the curated catalogue with the configured generator (126 pieces, fourteen per
 * featured category) and gives each collection its cover. Only what is missing is drawn, so an
 * interrupted seed resumes where it stopped.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { createDesign, renderMissingRasters, type DesignDeps } from '../../features/designs/create-design';
import { collections, designs } from '../schema';
import { CATALOGUE, formOf } from './catalogue-prompts';

export async function seedCatalogue(deps: DesignDeps, onProgress?: (done: number, total: number) => void): Promise<number> {
  const existing = await deps.db.select({ prompt: designs.prompt, category: designs.category }).from(designs).where(eq(designs.source, 'catalogue'));
  const have = new Set(existing.map((d) => `${d.category}|${d.prompt}`));
  const todo = Object.entries(CATALOGUE).flatMap(([category, pieces]) =>
    pieces.map((p, i) => ({ category, ...p, seed: i + 1 })).filter((p) => !have.has(`${p.category}|${p.prompt}`)));

  let done = 0;
  for (const p of todo) {
    // SVGs only: the pages can show them at once; the raster twins follow in the background.
    await createDesign(deps, {
      prompt: p.prompt, designStyle: p.style, metal: p.metal, finish: p.finish, form: formOf(p.category),
      seed: p.seed, category: p.category, isPublic: true, source: 'catalogue',
    }, { rasters: false });
    onProgress?.(++done, todo.length);
  }
  await setCollectionCovers(deps);
  return todo.length;
}

/** The catalogue's raster twins (the pages' WebPs, the PNGs for Download), drawn after the shop has opened. */
export async function renderCatalogueRasters(deps: DesignDeps): Promise<number> {
  const rows = await deps.db.select().from(designs).where(eq(designs.source, 'catalogue'));
  return renderMissingRasters(deps, rows);
}

/** A collection without a cover takes its category's first piece. */
async function setCollectionCovers(deps: DesignDeps) {
  const bare = await deps.db.select({ id: collections.id, category: collections.category }).from(collections).where(isNull(collections.imageUrl));
  for (const c of bare) {
    const [first] = await deps.db.select({ imageUrl: designs.imageUrl }).from(designs)
      .where(and(eq(designs.category, c.category), eq(designs.isPublic, true))).orderBy(asc(designs.createdAt)).limit(1);
    if (first?.imageUrl) await deps.db.update(collections).set({ imageUrl: first.imageUrl }).where(eq(collections.id, c.id));
  }
}

/** A terminal progress bar for the seed (plain lines when the output is not a terminal). */
export function progressBar(label: string) {
  let lastPrinted = -1;
  return (done: number, total: number) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    const line = `  ${label} [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${done}/${total}`;
    if (process.stdout.isTTY) {
      process.stdout.write(`\r${line}${done === total ? '\n' : ''}`);
    } else if (Math.floor((done / total) * 10) !== lastPrinted || done === total) {
      lastPrinted = Math.floor((done / total) * 10);
      console.log(line);
    }
  };
}
