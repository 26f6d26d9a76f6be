/**
 * The first start draws the curated catalogue with the configured generator (126 pieces, fourteen per
 * featured collection) and gives each collection its cover. Only what is missing is drawn, so an
 * interrupted seed resumes where it stopped. The collection rule files each piece (never the list).
 */
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { formFor } from '../../features/designs/collection-rule';
import { createDesign, renderMissingRasters, type DesignDeps } from '../../features/designs/create-design';
import { collections, designs } from '../schema';
import { CATALOGUE } from './catalogue-prompts';

export async function seedCatalogue(deps: DesignDeps, onProgress?: (done: number, total: number) => void): Promise<number> {
  await refileCatalogue(deps.db);
  const existing = await deps.db.select({ prompt: designs.prompt, form: designs.form }).from(designs).where(eq(designs.source, 'catalogue'));
  const have = new Set(existing.map((d) => `${d.form}|${d.prompt}`));
  const todo = Object.entries(CATALOGUE).flatMap(([collection, pieces]) =>
    pieces.map((p, i) => ({ ...p, form: formFor(collection), seed: i + 1 })).filter((p) => !have.has(`${p.form}|${p.prompt}`)));

  let done = 0;
  for (const p of todo) {
    // SVGs only: the pages can show them at once; the raster twins and the model's file follow in the background.
    await createDesign(deps, {
      prompt: p.prompt, designStyle: p.style, metal: p.metal, finish: p.finish, form: p.form,
      seed: p.seed, isPublic: true, source: 'catalogue',
    }, { rasters: false, model: false });
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

/**
 * Pieces seeded before the collection rule (issue 22) were filed by the list they were written in:
 * each listed piece goes where the list says now, which the rule agrees with (catalogue-prompts.test.ts).
 * A piece an admin changed from the desk stays where the admin put it.
 */
export async function refileCatalogue(db: DesignDeps['db']): Promise<void> {
  for (const [collection, pieces] of Object.entries(CATALOGUE)) {
    await db.update(designs).set({ category: collection }).where(and(
      eq(designs.source, 'catalogue'), eq(designs.form, formFor(collection)), isNull(designs.editedAt),
      inArray(designs.prompt, pieces.map((p) => p.prompt)), ne(designs.category, collection),
    ));
  }
}

/** A collection without a cover takes its category's first piece (the admin may choose another from the desk). */
async function setCollectionCovers(deps: DesignDeps) {
  const bare = await deps.db.select({ id: collections.id, category: collections.category }).from(collections).where(isNull(collections.imageUrl));
  for (const c of bare) {
    const [first] = await deps.db.select({ id: designs.id, imageUrl: designs.imageUrl }).from(designs)
      .where(and(eq(designs.category, c.category), eq(designs.isPublic, true))).orderBy(asc(designs.createdAt)).limit(1);
    if (first?.imageUrl) await deps.db.update(collections).set({ imageUrl: first.imageUrl, coverDesignId: first.id }).where(eq(collections.id, c.id));
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
