/**
 * Adds lines to a member's bag in one statement: the same design with the same (normalised)
 * customizations raises the existing line's quantity, capped at 10, decided by the unique index,
 * so concurrent adds can neither duplicate a line nor exceed the cap.
 */
import { inArray, sql } from 'drizzle-orm';
import { customizationsKey, normaliseCustomizations } from '@shared/customizations';
import { QUANTITY_MAX } from '@shared/limits';
import type { DbOrTx } from '../../db/client';
import { cartLines, designs } from '../../db/schema';

export interface NewLine {
  designId: string;
  quantity: number;
  customizations?: Record<string, unknown>;
}

/** Answers the ids of the lines written, and the design ids that do not exist (skipped). */
export async function addLines(db: DbOrTx, userId: string, lines: NewLine[]): Promise<{ lineIds: string[]; unknownDesignIds: string[] }> {
  // Lines naming the same design and customizations are one line: sum them first (one row per key
  // in the statement), capped at 10.
  const merged = new Map<string, { designId: string; quantity: number; customizations: Record<string, unknown>; key: string }>();
  for (const line of lines) {
    const key = customizationsKey(line.customizations);
    const id = `${line.designId}|${key}`;
    const existing = merged.get(id);
    if (existing) existing.quantity = Math.min(QUANTITY_MAX, existing.quantity + line.quantity);
    else merged.set(id, { designId: line.designId, quantity: line.quantity, customizations: normaliseCustomizations(line.customizations), key });
  }
  if (merged.size === 0) return { lineIds: [], unknownDesignIds: [] };

  const wanted = [...new Set([...merged.values()].map((l) => l.designId))];
  const known = new Set((await db.select({ id: designs.id }).from(designs).where(inArray(designs.id, wanted))).map((d) => d.id));
  const rows = [...merged.values()].filter((l) => known.has(l.designId));
  const unknownDesignIds = wanted.filter((id) => !known.has(id));
  if (rows.length === 0) return { lineIds: [], unknownDesignIds };

  const written = await db
    .insert(cartLines)
    .values(rows.map((l) => ({ userId, designId: l.designId, quantity: l.quantity, customizations: l.customizations, customizationsKey: l.key })))
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.designId, cartLines.customizationsKey],
      set: { quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${QUANTITY_MAX})`, updatedAt: sql`now()` },
    })
    .returning({ id: cartLines.id });
  return { lineIds: written.map((w) => w.id), unknownDesignIds };
}
