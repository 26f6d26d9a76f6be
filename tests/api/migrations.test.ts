import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { migrate, readMigrations } from '../../src/server/db/migrate';
import { designs, users } from '../../src/server/db/schema';
import { listPublicDesigns } from '../../src/server/features/designs/list-public-designs';
import { createDesign, createEmailToken, createUser } from '../factories';
import { openTestDatabase } from '../helpers/test-app';

let database: Database;
beforeAll(async () => { database = await openTestDatabase(); });
afterAll(() => database.close());

describe('migrations', () => {
  it('apply each migration once, even when several instances start together', async () => {
    await Promise.all([migrate(database), migrate(database), migrate(database)]);
    const result = await database.db.execute(sql`select tag, hash from schema_migrations order by tag`);
    const applied = (result as unknown as { rows: { tag: string; hash: string }[] }).rows;
    expect(applied).toEqual(readMigrations().map(({ tag, hash }) => ({ tag, hash })));
  });

  it('create every table of the schema', async () => {
    const result = await database.db.execute(sql`select table_name from information_schema.tables where table_schema = current_schema() order by 1`);
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(tables).toEqual(expect.arrayContaining([
      'users', 'sessions', 'refresh_tokens', 'email_tokens', 'collections', 'designs', 'reviews', 'cart_lines',
      'wishlist_items', 'quotes', 'contact_messages', 'support_tickets', 'career_applications', 'payments', 'orders', 'mail_outbox',
    ]));
  });

  it('index the catalogue and the order and catalogue desks\' searches, with pg_trgm in schema public (dropping a test schema keeps it for the others)', async () => {
    const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query) as unknown as { rows: T[] }).rows;
    expect(await rows(sql`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`)).toEqual([{ schema: 'public' }]);
    const indexes = (await rows<{ indexname: string }>(sql`select indexname from pg_indexes where schemaname = current_schema()`))
      .filter((i) => /trgm|designs_public/.test(i.indexname)).map((i) => i.indexname).sort();
    expect(indexes).toEqual([
      'designs_public_category_idx', 'designs_public_created_idx', 'designs_search_trgm_idx', 'inbox_items_search_trgm_idx', 'order_search_customers_trgm_idx',
      'orders_email_trgm_idx', 'orders_name_trgm_idx', 'orders_number_trgm_idx', 'orders_payment_trgm_idx',
    ]);
  });

  it('keep the catalogue totals equal to the public designs through inserts, updates, deletes and a truncate', async () => {
    const db = database.db;
    const totals = async () => Object.fromEntries(await Promise.all(['all', 'pets-animals', 'necklaces', 'earrings'].map(
      async (category) => [category, (await listPublicDesigns(db, { page: 1, limit: 1, category })).total])));
    const counted = async () => Object.fromEntries(await Promise.all(['all', 'pets-animals', 'necklaces', 'earrings'].map(async (category) => {
      const where = category === 'all' ? sql`is_public` : sql`is_public and category = ${category}`;
      const result = await db.execute(sql`select count(*)::int as n from designs where ${where}`);
      return [category, (result as unknown as { rows: { n: number }[] }).rows[0].n];
    })));
    const fox = await createDesign(db, { category: 'pets-animals' });
    await createDesign(db, { category: 'pets-animals' });
    const chain = await createDesign(db, { category: 'necklaces' });
    await createDesign(db, { category: 'necklaces', isPublic: false, source: 'generated' });
    expect(await totals()).toEqual(await counted());
    await db.update(designs).set({ category: 'earrings' }).where(sql`${designs.id} = ${fox.id}`);
    await db.update(designs).set({ isPublic: false }).where(sql`${designs.id} = ${chain.id}`);
    await db.update(designs).set({ isPublic: true }).where(sql`not ${designs.isPublic}`);
    expect(await totals()).toEqual(await counted());
    await db.delete(designs).where(sql`${designs.category} = 'pets-animals'`);
    expect(await totals()).toEqual(await counted());
    await db.execute(sql`truncate designs cascade`);
    expect(await totals()).toEqual({ all: 0, 'pets-animals': 0, necklaces: 0, earrings: 0 });
  });

  it('0008 counts as proven only the addresses that redeemed a mailed link, not those merely marked confirmed', async () => {
    const db = database.db;
    const byLink = await createUser(db);
    const byRecovery = await createUser(db, { emailConfirmedAt: null });
    const bySetting = await createUser(db);
    const unredeemed = await createUser(db, { emailConfirmedAt: null });
    const usedAt = new Date('2025-03-01T10:00:00Z');
    await createEmailToken(db, { userId: byLink.id, purpose: 'signup', usedAt });
    await createEmailToken(db, { userId: byLink.id, purpose: 'recovery', usedAt: new Date('2025-04-01T10:00:00Z') });
    await createEmailToken(db, { userId: byRecovery.id, purpose: 'recovery', usedAt });
    await createEmailToken(db, { userId: unredeemed.id, purpose: 'signup' });
    // The migration's backfill, run again on these rows as it ran on the accounts of its day.
    const backfill = readMigrations().find((m) => m.tag === '0008_email_proven')!.sql.split('--> statement-breakpoint')[1];
    await database.exec(database.schemaName === 'public' ? backfill : backfill.replaceAll('"public".', `"${database.schemaName}".`));
    const proven = Object.fromEntries((await db.select({ id: users.id, at: users.emailProvenAt }).from(users)).map((u) => [u.id, u.at]));
    expect(proven[byLink.id]).toEqual(usedAt);
    expect(proven[byRecovery.id]).toEqual(usedAt);
    expect(proven[bySetting.id]).toBeNull();
    expect(proven[unredeemed.id]).toBeNull();
  });
});
