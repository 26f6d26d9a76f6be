import { eq } from 'drizzle-orm';
import type { Design } from '@shared/contracts/designs';
import { productMessages } from '@shared/messages';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema';
import { notFound } from '../../http/errors';
import { designWithRatings, toDesign } from './design-view';

export async function getDesign(db: Db, id: string): Promise<Design> {
  const [row] = await db.select(designWithRatings).from(designs).where(eq(designs.id, id));
  if (!row) throw notFound(productMessages.designNotFound);
  return toDesign(row.design, row);
}
