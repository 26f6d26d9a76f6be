import type { MemberBagLine } from '@shared/contracts/bag';
import { productMessages } from '@shared/messages';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { addLines, type NewLine } from './add-lines';
import { loadBagLine } from './bag-view';

/** One line into the bag; a new line when the bag is full is a 409 with bagMessages.bagFull. */
export async function addToBag(db: Db, userId: string, line: NewLine): Promise<MemberBagLine> {
  const { lineIds } = await db.transaction((tx) => addLines(tx, userId, [line], 'refuse'));
  if (lineIds.length === 0) throw notFound(productMessages.designNotFound);
  return (await loadBagLine(db, userId, lineIds[0]))!;
}
