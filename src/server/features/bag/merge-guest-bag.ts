import type { MemberBagLine } from '@shared/contracts/bag';
import type { Db } from '../../db/client';
import { addLines, type NewLine } from './add-lines';
import { loadBag } from './bag-view';

/**
 * The guest bag joins the account's bag in one transaction at sign-in: same design and
 * customizations add up (capped at 10). A design that no longer exists, and new lines past the
 * bag's 50, are left out rather than failing the whole merge (the guest bag is the browser's, the
 * account's bag stays usable; the client tells the member what did not fit). Answers the merged bag.
 */
export async function mergeGuestBag(db: Db, userId: string, lines: NewLine[]): Promise<MemberBagLine[]> {
  return db.transaction(async (tx) => {
    await addLines(tx, userId, lines, 'leave-out');
    return loadBag(tx, userId);
  });
}
