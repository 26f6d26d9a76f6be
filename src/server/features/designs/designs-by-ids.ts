import { inArray } from 'drizzle-orm';
import type { Design } from '@shared/contracts/designs';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema';
import { designWithRatings, toDesign } from './design-view';

/** Several designs in one query (the guest bag's lines); unknown ids are simply absent. */
export async function designsByIds(db: Db, ids: string[]): Promise<{ designs: Design[] }> {
  const rows = await db.select(designWithRatings).from(designs).where(inArray(designs.id, ids));
  return { designs: rows.map((r) => toDesign(r.design, r)) };
}
