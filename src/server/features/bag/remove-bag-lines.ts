import { and, eq } from 'drizzle-orm';
import { bagMessages } from '@shared/messages';
import type { Db } from '../../db/client';
import { bagLines } from '../../db/schema';
import { notFound } from '../../http/errors';

export async function removeBagLine(db: Db, userId: string, lineId: string) {
  const removed = await db.delete(bagLines).where(and(eq(bagLines.id, lineId), eq(bagLines.userId, userId))).returning({ id: bagLines.id });
  if (removed.length === 0) throw notFound(bagMessages.itemNotFound);
  return { success: true as const };
}

export async function clearBag(db: Db, userId: string) {
  await db.delete(bagLines).where(eq(bagLines.userId, userId));
  return { success: true as const };
}
