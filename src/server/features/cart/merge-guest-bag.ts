import type { CartLine } from '@shared/contracts/cart';
import type { Db } from '../../db/client';
import { addLines, type NewLine } from './add-lines';
import { loadCart } from './cart-view';

/**
 * The guest bag joins the account's bag in one transaction at sign-in: same design and
 * customizations add up (capped at 10). A design that no longer exists is left out rather than
 * failing the whole merge. Answers the merged bag.
 */
export async function mergeGuestBag(db: Db, userId: string, lines: NewLine[]): Promise<CartLine[]> {
  return db.transaction(async (tx) => {
    await addLines(tx, userId, lines);
    return loadCart(tx, userId);
  });
}
