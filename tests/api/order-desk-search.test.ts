/**
 * The order desk's search (decision 0011): the orders and totals listAdminOrders answers are the
 * ones the plain search answers (ILIKE '%term%' on number, payment id, name and email, count(*)),
 * for every kind of term, and the counts the triggers keep stay equal to real counts.
 */
import { count, desc, ilike, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/server/db/client';
import { orderCounts, orderSearchCustomers, orders } from '../../src/server/db/schema';
import { addressPart, distinctivePart, listAdminOrders, lookupPart } from '../../src/server/features/orders/list-orders';
import { createCheckout } from '../factories';
import { openTestDatabase } from '../helpers/test-app';

let database: Database;
beforeAll(async () => { database = await openTestDatabase(); });
afterAll(() => database.close());

/** Customers whose addresses and names contain each other, in other cases, with LIKE's own characters. */
const customers = [
  { name: 'Leo Miller', email: 'leo.miller13063@example.com' },
  { name: 'Leo Miller', email: 'xleo.miller13063@example.com' },
  { name: 'LEO MILLER', email: 'Leo.Miller13063@Example.COM' },
  { name: 'Leo Miller', email: 'leo.miller1306@example.com' },
  { name: 'Priya Okafor', email: 'priya.okafor7@example.com' },
  { name: 'Maria Garcia', email: 'maria.garcia21@example.com' },
  { name: 'Ana Garcés', email: 'guest502111@example.net' },
  { name: '100% Gold_Fan', email: 'percent@example.org' },
  { name: 'Room 512345 @ Home', email: 'au-512345@example.org' },
];

/**
 * Addresses without digits, looked up by the part before an '@' (decision 0011): ones that contain
 * one another or differ only in case, '%' and '_' in the part, several '@', an '@' at the start or
 * the end, a Greek sigma before the '@', and a name with an '@'.
 */
const addressCustomers = [
  { name: 'Maria Garcia', email: 'maria.garcia@example.com' },
  { name: 'MARIA GARCIA', email: 'Maria.Garcia@Example.COM' },
  { name: 'Maria Garcia', email: 'xmaria.garcia@example.com.au' },
  { name: 'Maria Garcia', email: 'maria.garcia@example.co' },
  { name: 'Maria Garcia', email: 'maria.garcias@example.com' },
  { name: '100% Fan', email: '100%_fan@example.org' },
  { name: 'Percent Fan', email: '100%xfan@example.org' },
  { name: 'Ann Lee', email: 'ann.lee@team@example.org' },
  { name: 'Ann Lee', email: '@ann.lee@gmail.com' },
  { name: 'ann.lee@gmail.com', email: 'ann.lee@gmail.com@' },
  { name: 'Νίκος', email: 'ΝΙΚΟΣ@example.gr' },
  { name: 'Ann Lee', email: 'ann.lee@gmail.com' },
];

/** 12 checkouts of one or two lines each; payment ids and order numbers that contain one another. */
async function fill(db: Db, prefix: string, people = customers) {
  const paymentIds = [`pi_${prefix}_502111`, `pi_${prefix}_5021110`, `pi_x_${prefix}_502111_y`];
  for (let k = 0; k < 12; k++) {
    const customer = people[k % people.length];
    const id = k < paymentIds.length ? paymentIds[k] : `pi_${prefix}_${k}`;
    const checkout = k === 0 ? `AU-${prefix}512345` : k === 1 ? `AU-${prefix}5123456` : `AU-${prefix}${k}`;
    await createCheckout(db, {
      payment: { id, amountCents: 100, customerEmail: customer.email, customerName: customer.name },
      checkoutNumber: checkout,
      lines: Array.from({ length: 1 + (k % 2) }, (_, line) => ({ designName: 'Fox', material: 'gold', unitPriceCents: 100, createdAt: new Date(Date.UTC(2026, 0, 1 + k, 12, 0, line)) })),
    });
  }
}

/** The search as it was before migration 0006: every matching order, counted one by one. */
async function plainSearch(db: Db, term: string, page: number, limit: number) {
  const pattern = `%${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = term.trim() ? or(ilike(orders.orderNumber, pattern), ilike(orders.paymentId, pattern), ilike(orders.customerName, pattern), ilike(orders.customerEmail, pattern)) : undefined;
  const rows = await db.select({ id: orders.id }).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.orderNumber)).limit(limit).offset((page - 1) * limit);
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  return { ids: rows.map((r) => r.id), total };
}

/** Every term, on a first page of 100 and a second page of 3, finds what the plain search finds. */
async function expectSameAsPlainSearch(db: Db, terms: string[]) {
  for (const term of terms) {
    for (const [page, limit] of [[1, 100], [2, 3]]) {
      const before = await plainSearch(db, term, page, limit);
      const now = await listAdminOrders(db, { search: term, page, limit });
      expect({ ids: now.orders.map((o) => o.id), total: now.total }, `${term} page ${page}`).toEqual(before);
    }
  }
}

/** How many orders the plain search finds for each term, on a first page of 100. */
async function expectPlainTotals(db: Db, totals: Record<string, number>) {
  for (const [term, total] of Object.entries(totals)) expect((await plainSearch(db, term, 1, 100)).total, term).toBe(total);
}

describe('the order desk search', () => {
  it('picks the longest run of letters and digits with a digit as the part to look up', () => {
    expect(distinctivePart('pi_bench_502111')).toBe('502111');
    expect(distinctivePart('AU-512345-1')).toBe('512345');
    expect(distinctivePart('leo.miller13063@example.com')).toBe('miller13063');
    expect(distinctivePart('priya okafor')).toBeNull();
    expect(distinctivePart('AU-1')).toBeNull();
    expect(distinctivePart('512345')).toBeNull();
    expect(distinctivePart('ann.lee@gmail.com')).toBeNull();
  });

  it('looks a full address without digits up by its longest part before an @', () => {
    expect(addressPart('ann.lee@gmail.com')).toBe('ann.lee');
    expect(addressPart('Maria.Garcia@Example.COM')).toBe('Maria.Garcia');
    expect(addressPart('100%_fan@example.org')).toBe('100%_fan');
    expect(addressPart('ann.lee@team@example.org')).toBe('ann.lee');
    expect(addressPart('al@maria.garcia@x')).toBe('maria.garcia');
    expect(addressPart('ann.lee@')).toBe('ann.lee');
    expect(addressPart('@gmail.com')).toBeNull();
    expect(addressPart('al@gmail.com')).toBeNull();
    expect(addressPart('@')).toBeNull();
    expect(addressPart('ann.lee')).toBeNull();
    expect(lookupPart('leo.miller13063@example.com')).toBe('miller13063');
    expect(lookupPart('maria.garcia@example.com')).toBe('maria.garcia');
    expect(lookupPart('priya okafor')).toBeNull();
  });

  it('finds the same orders with the same totals as the plain search, for every kind of term', async () => {
    const db = database.db;
    await fill(db, 'bench');
    await fill(db, '9');
    const terms = [
      '', 'leo.miller13063@example.com', 'LEO.MILLER13063@EXAMPLE.COM', 'miller13063@example', 'leo.mille', 'example',
      'AU-bench512345-1', 'au-bench512345', 'AU-9512345', '512345', 'pi_bench_502111', 'PI_BENCH_5021110', '502111',
      'priya okafor', 'garc', 'GARCÉS', 'zzqx', '%', '_', '100% gold_', ' @ home', 'au-512345@', '\\', 'x_9_502111_y',
    ];
    await expectSameAsPlainSearch(db, terms);
    await expectPlainTotals(db, { 'leo.miller13063@example.com': 18, 'pi_bench_502111': 3, 'AU-bench512345-1': 1, 'leo.mille': 22 });
  });

  it('finds the same orders with the same totals as the plain search for addresses without digits', async () => {
    const db = database.db;
    await fill(db, 'mail', addressCustomers);
    await fill(db, 'more', addressCustomers.slice(3));
    const terms = [
      'maria.garcia@example.com', 'MARIA.GARCIA@EXAMPLE.COM', 'Maria.Garcia@', 'ia.garcia@exam', 'maria.garcia@example.co',
      'maria.garcias@example.com', '@example.com', 'garcia@example.com', '100%_fan@example.org', '100%_FAN@', '100%xfan@example.org',
      '100__fan@example.org', '100%%fan@example.org', '0%_fan@example', 'ann.lee@gmail.com', 'ann.lee@team@example.org', 'ann.lee@team',
      'lee@team@', '@ann.lee@gmail.com', '@ann.lee', 'ann.lee@gmail.com@', 'gmail.com@', '@', '@@', 'ann@', 'νικοσ@example.gr',
      'ΝΙΚΟΣ@EXAMPLE.GR', 'al@ann.lee@gmail.com', 'ann.lee@gmail.comx', 'ann.lee@gmail',
    ];
    await expectSameAsPlainSearch(db, terms);
    // Each of these has rows to lose: the comparison above fails if the part drops any of them.
    await expectPlainTotals(db, {
      'maria.garcia@example.com': 4, 'MARIA.GARCIA@EXAMPLE.COM': 4, '100%_fan@example.org': 5, 'ann.lee@gmail.com': 9, 'ann.lee@team': 3, 'ΝΙΚΟΣ@EXAMPLE.GR': 3,
    });
  });

  it('keeps the order and customer counts equal to the orders through inserts, changes, deletes and a truncate', async () => {
    const db = database.db;
    const kept = async () => ({
      orders: (await db.select({ n: orderCounts.orders }).from(orderCounts))[0]?.n ?? 0,
      customers: (await db.select({ name: orderSearchCustomers.customerName, email: orderSearchCustomers.customerEmail, n: orderSearchCustomers.orders })
        .from(orderSearchCustomers).orderBy(orderSearchCustomers.customerName, orderSearchCustomers.customerEmail)),
    });
    const counted = async () => ({
      orders: (await db.select({ n: count() }).from(orders))[0].n,
      customers: (await db.select({ name: orders.customerName, email: orders.customerEmail, n: count() }).from(orders)
        .groupBy(orders.customerName, orders.customerEmail).orderBy(orders.customerName, orders.customerEmail)),
    });
    await fill(db, 'counts');
    expect(await kept()).toEqual(await counted());
    await db.update(orders).set({ customerName: 'Leo P. Miller' }).where(sql`${orders.orderNumber} like 'AU-counts%' and ${orders.customerName} = 'Leo Miller'`);
    await db.update(orders).set({ customerEmail: 'priya@example.com' }).where(sql`${orders.customerEmail} = 'priya.okafor7@example.com'`);
    await db.update(orders).set({ notes: 'rush' }).where(sql`true`);
    expect(await kept()).toEqual(await counted());
    await db.delete(orders).where(sql`${orders.customerName} in ('Maria Garcia', 'Leo P. Miller')`);
    await db.delete(orders).where(sql`${orders.lineIndex} = 1`);
    expect(await kept()).toEqual(await counted());
    expect((await kept()).customers.some((c) => c.name === 'Maria Garcia')).toBe(false);
    await db.execute(sql`truncate ${orders} cascade`);
    expect(await kept()).toEqual({ orders: 0, customers: [] });
    expect((await listAdminOrders(db, { page: 1, limit: 10 })).total).toBe(0);
    await fill(db, 'again');
    expect(await kept()).toEqual(await counted());
  });
});
