import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DeskDesign, UpdateDesignBody } from '@shared/contracts/catalogue-desk';
import { catalogueDeskMessages as m, productMessages } from '@shared/messages';
import { formatPrice, silverPrice, toCents } from '@shared/pricing';
import type { Db, Tx } from '../../db/client';
import { collections, designs } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { recordAdminAction, type Actor, type AdminAction } from '../admin/record-action';
import { deskDesignColumns, toDeskDesign } from './desk-design-view';

type Change = Omit<AdminAction, 'kind' | 'itemId'>;

/**
 * Changes a design from the desk: its name, whether it is public, its collection, whether it is
 * featured on the home page's curations, its gold price (silver follows by the shared rule). All in
 * one transaction with the design's row locked, each change recorded as its own action; the update
 * bumps the catalogue's version by trigger in the same transaction, so the shop's kept answers are
 * dropped on every instance (docs/caching.md). A refusal (an unknown collection) writes nothing; a
 * value the design already has is no change and is not recorded.
 */
export async function updateDeskDesign(db: Db, actor: Actor, id: string, body: z.output<typeof UpdateDesignBody>): Promise<DeskDesign> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(designs).where(eq(designs.id, id)).for('update');
    if (!row) throw notFound(productMessages.designNotFound);
    const set: Partial<typeof designs.$inferInsert> = {};
    const changes: Change[] = [];

    if (body.name !== undefined && body.name !== row.name) {
      set.name = body.name;
      changes.push({ action: m.actions.renamed, detail: { from: row.name, to: body.name } });
    }
    if (body.isPublic !== undefined && body.isPublic !== row.isPublic) {
      set.isPublic = body.isPublic;
      changes.push({ action: body.isPublic ? m.actions.published : m.actions.unpublished });
    }
    if (body.collection !== undefined) {
      const named = await tx.select({ id: collections.id, name: collections.name, category: collections.category }).from(collections)
        .where(or(eq(collections.id, body.collection), eq(collections.category, row.category)));
      const target = named.find((c) => c.id === body.collection);
      if (!target) throw badRequest(m.unknownCollection);
      if (target.category !== row.category) {
        set.category = target.category;
        const from = named.find((c) => c.category === row.category);
        changes.push({ action: m.actions.moved, detail: { from: from?.name ?? row.category, to: target.name } });
      }
    }
    if (body.featured !== undefined && body.featured !== (row.featuredAt !== null)) {
      set.featuredAt = body.featured ? new Date() : null;
      changes.push({ action: body.featured ? m.actions.featured : m.actions.unfeatured });
    }
    if (body.price !== undefined && toCents(body.price) !== row.priceCents) {
      set.priceCents = toCents(body.price);
      changes.push({ action: m.actions.priced, detail: { gold: formatPrice(body.price), silver: formatPrice(silverPrice(body.price)) } });
    }

    if (changes.length) {
      await tx.update(designs).set({ ...set, editedAt: new Date() }).where(eq(designs.id, id));
      for (const change of changes) await recordAdminAction(tx, actor, { kind: 'design', itemId: id, ...change });
      if (set.isPublic === false || set.category !== undefined) await coverAgain(tx, id);
    }
    const [fresh] = await tx.select(deskDesignColumns).from(designs).where(eq(designs.id, id));
    return toDeskDesign(fresh);
  });
}

/**
 * A collection whose cover was this piece, which has just left it or become private, takes its first
 * public piece as the seed does (or none), so no collection shows a picture that is not one of its
 * public pieces.
 */
async function coverAgain(tx: Tx, designId: string): Promise<void> {
  const covered = await tx.select({ id: collections.id, category: collections.category }).from(collections).where(eq(collections.coverDesignId, designId));
  if (!covered.length) return;
  for (const c of covered) {
    const [first] = await tx.select({ id: designs.id, imageUrl: designs.imageUrl }).from(designs)
      .where(and(eq(designs.category, c.category), sql`${designs.isPublic}`, sql`${designs.imageUrl} is not null`))
      .orderBy(asc(designs.createdAt), asc(designs.id)).limit(1);
    await tx.update(collections).set({ imageUrl: first?.imageUrl ?? null, coverDesignId: first?.id ?? null })
      .where(inArray(collections.id, [c.id]));
  }
}
