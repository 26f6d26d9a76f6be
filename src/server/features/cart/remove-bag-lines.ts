import { and, eq } from 'drizzle-orm';
import { bagMessages } from '@shared/messages';
import type { Db } from '../../db/client';
import { cartLines } from '../../db/schema';
import { notFound } from '../../http/errors';

export async function removeBagLine(db: Db, userId: string, lineId: string) {
  const removed = await db.delete(cartLines).where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId))).returning({ id: cartLines.id });
  if (removed.length === 0) throw notFound(bagMessages.itemNotFound);
  return { success: true as const };
}

export async function clearBag(db: Db, userId: string) {
  await db.delete(cartLines).where(eq(cartLines.userId, userId));
  return { success: true as const };
}
