import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { migrate, readMigrations } from '../../src/server/db/migrate';
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
});
