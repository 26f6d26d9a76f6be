import type { CartLine } from '@shared/contracts/cart';
import { productMessages } from '@shared/messages';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { addLines, type NewLine } from './add-lines';
import { loadCartLine } from './cart-view';

export async function addToBag(db: Db, userId: string, line: NewLine): Promise<CartLine> {
  const { lineIds } = await addLines(db, userId, [line]);
  if (lineIds.length === 0) throw notFound(productMessages.designNotFound);
  return (await loadCartLine(db, userId, lineIds[0]))!;
}
