/** Test data with sensible defaults: createUser(db, { role: 'admin' }), createDesign(db, { priceCents: null }). */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import { designs, users } from '../../src/server/db/schema';

type NewUser = typeof users.$inferInsert;
type NewDesign = typeof designs.$inferInsert;

export async function createUser(db: Db, overrides: Partial<NewUser> = {}) {
  const [user] = await db
    .insert(users)
    .values({
      email: `member-${randomUUID().slice(0, 8)}@example.com`,
      // Not an argon2 hash: no password logs in to a factory user unless a test sets one.
      passwordHash: '!unusable',
      emailConfirmedAt: new Date(),
      ...overrides,
    })
    .returning();
  return user;
}

export async function createDesign(db: Db, overrides: Partial<NewDesign> = {}) {
  const [design] = await db
    .insert(designs)
    .values({
      name: 'Crescent Fox Charm',
      description: 'A sleeping fox curled around a crescent moon, in polished 14k yellow gold.',
      prompt: 'a sleeping fox curled around a crescent moon',
      designStyle: 'None',
      metal: 'Yellow Gold',
      finish: 'Polished',
      category: 'pets-animals',
      form: 'charm',
      priceCents: 48_000,
      widthMm: 18,
      heightMm: 22,
      weightGrams: 3.2,
      isPublic: true,
      source: 'catalogue',
      ...overrides,
    })
    .returning();
  return design;
}
