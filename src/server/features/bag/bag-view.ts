/**
 * The member's bag, each line priced on the server with the shared rules (silver 65%, 299 when a
 * price is unknown) and carrying its design: one query for the whole bag, whatever its size.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { MemberBagLine } from '@shared/contracts/bag';
import { normaliseCustomizations } from '@shared/customizations';
import { normaliseMaterial } from '@shared/materials';
import { fromCents, lineTotal, unitPrice } from '@shared/pricing';
import type { Db, DbOrTx } from '../../db/client';
import { bagLines, designs } from '../../db/schema';
import { toDesignSummary } from '../designs/design-view';

type LineRow = typeof bagLines.$inferSelect;
type DesignRow = typeof designs.$inferSelect;

export function toBagLine(line: LineRow, design: DesignRow): MemberBagLine {
  const customizations = normaliseCustomizations(line.customizations);
  const material = normaliseMaterial(customizations.material as string | undefined);
  const unit = unitPrice(design.priceCents === null ? null : fromCents(design.priceCents), material);
  return {
    id: line.id,
    designId: line.designId,
    quantity: line.quantity,
    customizations,
    material,
    unitPrice: unit,
    lineTotal: lineTotal(unit, line.quantity),
    design: toDesignSummary(design),
    createdAt: line.createdAt.toISOString(),
  };
}

const bagQuery = (db: DbOrTx) => db.select({ line: bagLines, design: designs }).from(bagLines)
  .innerJoin(designs, eq(designs.id, bagLines.designId))
  .where(eq(bagLines.userId, sql.placeholder('userId')))
  .orderBy(asc(bagLines.createdAt), asc(bagLines.id));

/** Built once per database: building the SQL each time cost as much as PGlite running it (decision 0009). */
const preparedBags = new WeakMap<Db, ReturnType<ReturnType<typeof bagQuery>['prepare']>>();
function preparedBag(db: Db) {
  let query = preparedBags.get(db);
  if (!query) preparedBags.set(db, (query = bagQuery(db).prepare('bag_of_user')));
  return query;
}

export async function loadBag(db: DbOrTx, userId: string): Promise<MemberBagLine[]> {
  const rows = db instanceof PgTransaction ? await bagQuery(db).execute({ userId }) : await preparedBag(db).execute({ userId });
  return rows.map((r) => toBagLine(r.line, r.design));
}

export async function loadBagLine(db: DbOrTx, userId: string, lineId: string): Promise<MemberBagLine | null> {
  const [row] = await db.select({ line: bagLines, design: designs }).from(bagLines)
    .innerJoin(designs, eq(designs.id, bagLines.designId))
    .where(and(eq(bagLines.id, lineId), eq(bagLines.userId, userId)));
  return row ? toBagLine(row.line, row.design) : null;
}
