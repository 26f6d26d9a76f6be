import { desc, eq } from 'drizzle-orm';
import type { Design } from '@shared/contracts/designs';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema';
import { designWithRatings, toDesign } from './design-view';

/** The latest generated designs for the live feed; the answer carries designs, never their prompts. */
export async function recentDesigns(db: Db, limit: number): Promise<Design[]> {
  const rows = await db.select(designWithRatings).from(designs).where(eq(designs.source, 'generated'))
    .orderBy(desc(designs.createdAt)).limit(limit);
  return rows.map((r) => toDesign(r.design, r));
}
