import { and, eq, sql } from 'drizzle-orm';
import type { CartLine } from '@shared/contracts/cart';
import { bagMessages } from '@shared/messages';
import type { Db } from '../../db/client';
import { cartLines } from '../../db/schema';
import { notFound } from '../../http/errors';
import { loadCartLine } from './cart-view';

/** Sets a line's quantity; another member's line is as unknown as a missing one (404). */
export async function updateBagLine(db: Db, userId: string, lineId: string, quantity: number): Promise<CartLine> {
  const updated = await db.update(cartLines).set({ quantity, updatedAt: sql`now()` })
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId))).returning({ id: cartLines.id });
  if (updated.length === 0) throw notFound(bagMessages.itemNotFound);
  return (await loadCartLine(db, userId, lineId))!;
}
