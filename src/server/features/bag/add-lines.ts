/**
 * Adds lines to a member's bag in one statement: the same design with the same (normalised)
 * customizations raises the existing line's quantity, capped at 10, decided by the unique index,
 * so concurrent adds can neither duplicate a line nor exceed the cap. A bag holds at most
 * BAG_MAX_LINES lines, as many as a checkout takes: the member's row is locked for the caller's
 * transaction first, so two adds cannot both take the last place.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { customizationsKey, normaliseCustomizations } from '@shared/customizations';
import { BAG_MAX_LINES, QUANTITY_MAX } from '@shared/limits';
import { bagMessages } from '@shared/messages';
import type { DbOrTx } from '../../db/client';
import { bagLines, designs, users } from '../../db/schema';
import { conflict } from '../../http/errors';

export interface NewLine {
  designId: string;
  quantity: number;
  customizations?: Record<string, unknown>;
}

/**
 * What to do with new lines that do not fit: 'refuse' the whole add (409, the bag is full), or
 * 'leave-out' the last ones (a merge keeps what fits, in the guest bag's order).
 */
export type WhenFull = 'refuse' | 'leave-out';

/** Call inside a transaction. Answers the ids of the lines written, and the design ids that do not exist (skipped). */
export async function addLines(tx: DbOrTx, userId: string, lines: NewLine[], whenFull: WhenFull): Promise<{ lineIds: string[]; unknownDesignIds: string[] }> {
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
  const known = new Set((await tx.select({ id: designs.id }).from(designs).where(inArray(designs.id, wanted))).map((d) => d.id));
  const unknownDesignIds = wanted.filter((id) => !known.has(id));
  const candidates = [...merged.entries()].filter(([, l]) => known.has(l.designId));
  if (candidates.length === 0) return { lineIds: [], unknownDesignIds };

  // Adds to one bag take turns from here: the member's row is locked, then the lines are read in a
  // statement of their own (one statement joining them would keep the lines it saw before the wait).
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const held = await tx.select({ designId: bagLines.designId, key: bagLines.customizationsKey }).from(bagLines).where(eq(bagLines.userId, userId));
  const heldIds = new Set(held.map((h) => `${h.designId}|${h.key}`));
  const fresh = candidates.filter(([id]) => !heldIds.has(id));
  const room = Math.max(0, BAG_MAX_LINES - heldIds.size);
  if (fresh.length > room && whenFull === 'refuse') throw conflict(bagMessages.bagFull);
  const leftOut = new Set(fresh.slice(room).map(([id]) => id));
  const rows = candidates.filter(([id]) => !leftOut.has(id)).map(([, l]) => l);
  if (rows.length === 0) return { lineIds: [], unknownDesignIds };

  const written = await tx
    .insert(bagLines)
    .values(rows.map((l) => ({ userId, designId: l.designId, quantity: l.quantity, customizations: l.customizations, customizationsKey: l.key })))
    .onConflictDoUpdate({
      target: [bagLines.userId, bagLines.designId, bagLines.customizationsKey],
      set: { quantity: sql`least(${bagLines.quantity} + excluded.quantity, ${QUANTITY_MAX})`, updatedAt: sql`now()` },
    })
    .returning({ id: bagLines.id });
  return { lineIds: written.map((w) => w.id), unknownDesignIds };
}
