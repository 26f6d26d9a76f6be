/**
 * The member's bag, each line priced on the server with the shared rules (silver 65%, 299 when a
 * price is unknown) and carrying its design: one query for the whole bag, whatever its size.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { CartLine } from '@shared/contracts/cart';
import { normaliseCustomizations } from '@shared/customizations';
import { normaliseMaterial } from '@shared/materials';
import { fromCents, lineTotal, unitPrice } from '@shared/pricing';
import type { Db, DbOrTx } from '../../db/client';
import { memberCachesOf } from '../../db/member-caches';
import { cartLines, designs } from '../../db/schema';
import { toDesignSummary } from '../designs/design-view';

type LineRow = typeof cartLines.$inferSelect;
type DesignRow = typeof designs.$inferSelect;

export function toCartLine(line: LineRow, design: DesignRow): CartLine {
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

const bagQuery = (db: DbOrTx) => db.select({ line: cartLines, design: designs }).from(cartLines)
  .innerJoin(designs, eq(designs.id, cartLines.designId))
  .where(eq(cartLines.userId, sql.placeholder('userId')))
  .orderBy(asc(cartLines.createdAt), asc(cartLines.id));

/** Built once per database: building the SQL each time cost as much as PGlite running it (decision 0009). */
const preparedBags = new WeakMap<Db, ReturnType<ReturnType<typeof bagQuery>['prepare']>>();
function preparedBag(db: Db) {
  let query = preparedBags.get(db);
  if (!query) preparedBags.set(db, (query = bagQuery(db).prepare('bag_of_user')));
  return query;
}

export async function loadCart(db: DbOrTx, userId: string): Promise<CartLine[]> {
  if (db instanceof PgTransaction) return (await bagQuery(db).execute({ userId })).map((r) => toCartLine(r.line, r.design));
  // On the embedded database the bag is kept until a write touches its lines or the catalogue.
  const cache = memberCachesOf(db)?.bags;
  const kept = cache?.get(userId);
  if (kept) return kept;
  const startedAt = cache?.start() ?? 0;
  const lines = (await preparedBag(db).execute({ userId })).map((r) => toCartLine(r.line, r.design));
  cache?.set(userId, userId, lines, startedAt);
  return lines;
}

export async function loadCartLine(db: DbOrTx, userId: string, lineId: string): Promise<CartLine | null> {
  const [row] = await db.select({ line: cartLines, design: designs }).from(cartLines)
    .innerJoin(designs, eq(designs.id, cartLines.designId))
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)));
  return row ? toCartLine(row.line, row.design) : null;
}
