import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DeskCollection, UpdateCollectionBody } from '@shared/contracts/catalogue-desk';
import { catalogueDeskMessages as m } from '@shared/messages';
import type { Db } from '../../db/client';
import { collections, designs } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { recordAdminAction, type Actor, type AdminAction } from '../admin/record-action';
import { selectDeskCollections, toDeskCollection } from './list-desk-collections';

/**
 * Changes a collection from the desk: its name, its description, its cover (the picture of one of
 * its public pieces). One transaction with the collection's row locked, each change recorded; the
 * update bumps the catalogue's version by trigger, so /collections and the home page show it at once.
 */
export async function updateDeskCollection(db: Db, actor: Actor, id: string, body: z.output<typeof UpdateCollectionBody>): Promise<DeskCollection> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(collections).where(eq(collections.id, id)).for('update');
    if (!row) throw notFound(m.collectionNotFound);
    const set: Partial<typeof collections.$inferInsert> = {};
    const changes: Omit<AdminAction, 'kind' | 'itemId'>[] = [];

    if (body.name !== undefined && body.name !== row.name) {
      set.name = body.name;
      changes.push({ action: m.actions.renamedCollection, detail: { from: row.name, to: body.name } });
    }
    if (body.description !== undefined && body.description !== row.description) {
      set.description = body.description;
      changes.push({ action: m.actions.described, detail: { description: body.description } });
    }
    if (body.coverDesignId !== undefined && body.coverDesignId !== row.coverDesignId) {
      const [piece] = await tx.select({ id: designs.id, name: designs.name, imageUrl: designs.imageUrl }).from(designs)
        .where(and(eq(designs.id, body.coverDesignId), eq(designs.category, row.category), sql`${designs.isPublic}`));
      if (!piece?.imageUrl) throw badRequest(m.coverNotInCollection);
      set.imageUrl = piece.imageUrl;
      set.coverDesignId = piece.id;
      changes.push({ action: m.actions.cover, detail: { piece: piece.name } });
    }

    if (changes.length) {
      await tx.update(collections).set(set).where(eq(collections.id, id));
      for (const change of changes) await recordAdminAction(tx, actor, { kind: 'collection', itemId: id, ...change });
    }
    const [fresh] = await selectDeskCollections(tx).where(eq(collections.id, id));
    return toDeskCollection(fresh);
  });
}
