/**
 * The admin's promo codes (the page /admin/promo-codes and the CLI share these use cases): the list
 * with each code's uses, creating one, and switching one off or on.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreatePromoCodeBody, PromoCodeView } from '@shared/contracts/promotions';
import { describePromo, promoAdminMessages } from '@shared/messages';
import { toCents } from '@shared/pricing';
import { parsePromoDate } from '@shared/promotions';
import type { Db } from '../../db/client';
import { promoCodes, promoRedemptions } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { recordAdminAction, type Actor } from '../admin/record-action';
import { countingUse, findPromoCode, termsOf, type PromoCodeRow } from './promo-rules';

function toView(row: PromoCodeRow, uses: number, reserved: number): PromoCodeView {
  const terms = termsOf(row);
  return {
    id: row.id, code: row.code, ...terms, description: describePromo(terms),
    startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses, perCustomerLimit: row.perCustomerLimit, active: row.active, uses, reserved,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Each code's redeemed uses and its reservations that still count. */
async function usesOf(db: Db, ids: string[], now: Date): Promise<Map<string, { uses: number; reserved: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({
    id: promoRedemptions.promoCodeId,
    uses: sql<number>`count(*) filter (where ${promoRedemptions.status} = 'redeemed')`.mapWith(Number),
    reserved: sql<number>`count(*) filter (where ${promoRedemptions.status} = 'reserved')`.mapWith(Number),
  }).from(promoRedemptions)
    .where(and(inArray(promoRedemptions.promoCodeId, ids), countingUse(now)))
    .groupBy(promoRedemptions.promoCodeId);
  return new Map(rows.map((r) => [r.id, r]));
}

async function view(db: Db, row: PromoCodeRow, now = new Date()): Promise<PromoCodeView> {
  const counted = (await usesOf(db, [row.id], now)).get(row.id);
  return toView(row, counted?.uses ?? 0, counted?.reserved ?? 0);
}

/** Every code, newest first, with its uses. */
export async function listPromoCodes(db: Db, now = new Date()): Promise<{ codes: PromoCodeView[] }> {
  const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.code));
  const counted = await usesOf(db, rows.map((r) => r.id), now);
  return { codes: rows.map((row) => toView(row, counted.get(row.id)?.uses ?? 0, counted.get(row.id)?.reserved ?? 0)) };
}

/** Creates a code; a code that exists in any case is a 409 and nothing is written. */
export async function createPromoCode(db: Db, body: z.output<typeof CreatePromoCodeBody>, actor: Actor): Promise<PromoCodeView> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(promoCodes).values({
      code: body.code,
      kind: body.kind,
      amount: body.kind === 'fixed' ? toCents(body.amount) : body.amount,
      minSubtotalCents: toCents(body.minSubtotal),
      startsAt: body.startsAt ? parsePromoDate(body.startsAt, 'start') : null,
      endsAt: body.endsAt ? parsePromoDate(body.endsAt, 'end') : null,
      maxUses: body.maxUses ?? null,
      perCustomerLimit: body.perCustomerLimit,
      materials: body.materials,
      createdBy: actor.id,
    }).onConflictDoNothing().returning();
    if (!row) throw new HttpError(409, promoAdminMessages.codeTaken);
    await recordAdminAction(tx, actor, { kind: 'promo-code', itemId: row.id, action: 'Created the code', detail: { code: row.code, description: describePromo(termsOf(row)) } });
    return toView(row, 0, 0);
  });
}

/** Switches a code off (no new payment may use it; payments under way keep their price) or on again. */
export async function setPromoCodeActive(db: Db, actor: Actor, id: string, active: boolean): Promise<PromoCodeView> {
  const row = await db.transaction(async (tx) => {
    const [changed] = await tx.update(promoCodes).set({ active, updatedAt: new Date() }).where(eq(promoCodes.id, id)).returning();
    if (!changed) throw notFound(promoAdminMessages.notFound);
    await recordAdminAction(tx, actor, { kind: 'promo-code', itemId: id, action: active ? 'Switched the code on' : 'Switched the code off' });
    return changed;
  });
  return view(db, row);
}

/** The same, by the code as typed (the CLI). */
export async function setPromoCodeActiveByCode(db: Db, actor: Actor, code: string, active: boolean): Promise<PromoCodeView> {
  const row = await findPromoCode(db, code).catch(() => {
    throw notFound(promoAdminMessages.notFound);
  });
  return setPromoCodeActive(db, actor, row.id, active);
}
