/**
 * A member's saved address and the details of their last order (issue 26, point 5): the account tab
 * of /dashboard keeps one address; the checkout fills the billing form from it, or offers the
 * billing details of the member's last paid order. Only ever the caller's own: every read and write
 * is by the signed-in caller's id, never by an id from the request.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { SavedAddress, type SavedDetails } from '@shared/contracts/checkout';
import type { Db } from '../../db/client';
import { payments, users } from '../../db/schema';

type Address = NonNullable<SavedDetails['address']>;

/** A stored value as the form's fields, or null when it is not one (a row written by an older shape). */
function asAddress(value: unknown): Address | null {
  const parsed = SavedAddress.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A payment's billing details (Stripe's shape, as the card confirmation sent them) as the form's fields. */
function fromBilling(billing: Record<string, unknown> | null): Address | null {
  if (!billing) return null;
  const address = (billing.address ?? {}) as Record<string, unknown>;
  return asAddress({
    email: billing.email, name: billing.name, address: address.line1, city: address.city,
    state: address.state, zipCode: address.postal_code, country: 'US',
  });
}

export async function savedDetails(db: Db, userId: string): Promise<SavedDetails> {
  const [[user], [last]] = await Promise.all([
    db.select({ savedAddress: users.savedAddress }).from(users).where(eq(users.id, userId)),
    db.select({ billing: payments.billing }).from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'succeeded'), isNotNull(payments.billing)))
      .orderBy(desc(payments.createdAt)).limit(1),
  ]);
  return { address: asAddress(user?.savedAddress ?? null), lastOrder: fromBilling(last?.billing ?? null) };
}

export async function saveAddress(db: Db, userId: string, address: Address): Promise<SavedDetails> {
  await db.update(users).set({ savedAddress: { ...address }, updatedAt: new Date() }).where(eq(users.id, userId));
  return savedDetails(db, userId);
}

export async function clearSavedAddress(db: Db, userId: string): Promise<SavedDetails> {
  await db.update(users).set({ savedAddress: null, updatedAt: new Date() }).where(eq(users.id, userId));
  return savedDetails(db, userId);
}
