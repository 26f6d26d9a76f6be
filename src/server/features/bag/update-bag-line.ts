import { and, eq, sql } from 'drizzle-orm';
import type { MemberBagLine } from '@shared/contracts/bag';
import { bagMessages } from '@shared/messages';
import type { Db } from '../../db/client';
import { bagLines } from '../../db/schema';
import { notFound } from '../../http/errors';
import { loadBagLine } from './bag-view';

/** Sets a line's quantity; another member's line is as unknown as a missing one (404). */
export async function updateBagLine(db: Db, userId: string, lineId: string, quantity: number): Promise<MemberBagLine> {
  const updated = await db.update(bagLines).set({ quantity, updatedAt: sql`now()` })
    .where(and(eq(bagLines.id, lineId), eq(bagLines.userId, userId))).returning({ id: bagLines.id });
  if (updated.length === 0) throw notFound(bagMessages.itemNotFound);
  return (await loadBagLine(db, userId, lineId))!;
}
