/**
 * Test data with sensible defaults, written straight to the database: createUser(db, { role: 'admin' }),
 * createDesign(db, { priceCents: null }), createCheckout(db, { lines: [{}, {}] }), ...
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/server/db/client';
import { careerApplications, contactMessages, designs, emailTokens, inboxItems, orders, payments, promoCodes, quotes, reviews, supportTickets, users } from '../../src/server/db/schema';

type NewUser = typeof users.$inferInsert;
type NewDesign = typeof designs.$inferInsert;
type NewPayment = typeof payments.$inferInsert;
type NewOrder = typeof orders.$inferInsert;
type NewSupportTicket = typeof supportTickets.$inferInsert;
type NewEmailToken = typeof emailTokens.$inferInsert;
type NewReview = typeof reviews.$inferInsert;
type NewQuote = typeof quotes.$inferInsert;
type NewContactMessage = typeof contactMessages.$inferInsert;
type NewCareerApplication = typeof careerApplications.$inferInsert;
type NewPromoCode = typeof promoCodes.$inferInsert;
type NewInboxItem = typeof inboxItems.$inferInsert;

async function insertRow<T extends PgTable>(db: Db, table: T, values: T['$inferInsert']): Promise<T['$inferSelect']> {
  const [row] = await db.insert(table).values(values).returning();
  return row as T['$inferSelect'];
}

export const createUser = (db: Db, overrides: Partial<NewUser> = {}) =>
  insertRow(db, users, {
    email: `member-${randomUUID().slice(0, 8)}@example.com`,
    // Not an argon2 hash: no password logs in to a factory user unless a test sets one.
    passwordHash: '!unusable',
    emailConfirmedAt: new Date(),
    ...overrides,
  });

export const createDesign = (db: Db, overrides: Partial<NewDesign> = {}) =>
  insertRow(db, designs, {
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
  });

/** The two ways a piece is priced: a design with its own price (480) and one without, for which the shop charges 299. */
export const createPricedAndUnpriced = async (db: Db) => ({
  fox: await createDesign(db, { priceCents: 48_000 }),
  unpriced: await createDesign(db, { name: 'Unpriced', priceCents: null }),
});

export interface CheckoutOverrides {
  payment?: Partial<NewPayment>;
  /** AU-…; the lines are its orders AU-…-1, AU-…-2, … */
  checkoutNumber?: string;
  /** One entry per order line, each over a line's defaults: one gold Crescent Fox Charm at 480. */
  lines?: Partial<NewOrder>[];
}

/**
 * A succeeded payment and its orders, one per line, for the payment's customer; the payment's amount
 * is the lines' total unless given.
 */
export async function createCheckout(db: Db, { payment = {}, checkoutNumber = `AU-${randomInt(100_000_000, 999_999_999)}`, lines = [{}] }: CheckoutOverrides = {}) {
  const orderLines = lines.map((line) => {
    const quantity = line.quantity ?? 1;
    const unitPriceCents = line.unitPriceCents ?? 48_000;
    return { designName: 'Crescent Fox Charm', material: '14k-gold', quantity, unitPriceCents, totalPriceCents: quantity * unitPriceCents, ...line };
  });
  const paid = await insertRow(db, payments, {
    id: `pi_test_${randomUUID().replaceAll('-', '')}`,
    provider: 'test',
    amountCents: orderLines.reduce((sum, line) => sum + line.totalPriceCents, 0),
    status: 'succeeded',
    customerEmail: `buyer-${randomUUID().slice(0, 8)}@example.com`,
    customerName: 'Ada Lovelace',
    lines: [],
    ...payment,
  });
  const placed = await db
    .insert(orders)
    .values(orderLines.map((line, i) => ({
      orderNumber: `${checkoutNumber}-${i + 1}`,
      checkoutNumber,
      paymentId: paid.id,
      lineIndex: i,
      customerEmail: paid.customerEmail,
      customerName: paid.customerName,
      ...line,
    })))
    .returning();
  return { payment: paid, orders: placed };
}

export const createSupportTicket = (db: Db, overrides: Partial<NewSupportTicket> = {}) =>
  insertRow(db, supportTickets, { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Sizing', message: 'How do I measure my ring size?', ...overrides });

/** A mailed link's token for a user: a confirmation link, unused, good for an hour unless told otherwise. */
export const createEmailToken = (db: Db, overrides: Partial<NewEmailToken> & Pick<NewEmailToken, 'userId'>) =>
  insertRow(db, emailTokens, { purpose: 'signup', tokenHash: randomBytes(32).toString('hex'), expiresAt: new Date(Date.now() + 3_600_000), ...overrides });

export const createReview = (db: Db, overrides: Partial<NewReview> & Pick<NewReview, 'designId'>) =>
  insertRow(db, reviews, { userName: 'Ada', rating: 5, comment: 'Beautifully made.', ...overrides });

/** Reviews of one design at once (a desk's page, a product's rating), each with the defaults above. */
export const createReviews = (db: Db, designId: string, overrides: Partial<NewReview>[]) =>
  db.insert(reviews).values(overrides.map((o) => ({ designId, userName: 'Ada', rating: 5, comment: 'Beautifully made.', ...o }))).returning();

/** The four inquiries as their forms store them, written straight to their tables (not filed in the inbox). */
export const createQuote = (db: Db, overrides: Partial<NewQuote> = {}) =>
  insertRow(db, quotes, { customerName: 'Ada Lovelace', email: 'ada@example.com', budget: 'under-300', size: 'small', specialRequests: 'A small fox.', design: { name: 'Fox Charm' }, ...overrides });
export const createContactMessage = (db: Db, overrides: Partial<NewContactMessage> = {}) =>
  insertRow(db, contactMessages, { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'A question', message: 'Do you engrave on the back?', ...overrides });
export const createCareerApplication = (db: Db, overrides: Partial<NewCareerApplication> = {}) =>
  insertRow(db, careerApplications, {
    fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '5550100200', position: 'customer-experience', experience: 'entry',
    coverLetter: 'I love jewelry.', availability: 'immediate', ...overrides,
  });

/** Inbox rows at once (a search's 1,000 matches), each a contact message unless told otherwise. */
export const createInboxItems = (db: Db, overrides: Partial<NewInboxItem>[]) =>
  db.insert(inboxItems).values(overrides.map((o) => ({ kind: 'contact' as const, sourceId: randomUUID(), name: 'Ada Lovelace', email: 'ada@example.com', subject: 'A question', body: 'Do you engrave?', ...o }))).returning();

/** A promo code, 10% off anything, with no limits unless told otherwise (amounts in cents for a fixed code). */
export const createPromoCode = (db: Db, overrides: Partial<NewPromoCode> = {}) =>
  insertRow(db, promoCodes, { code: `CODE${randomInt(100_000, 999_999)}`, kind: 'percent', amount: 10, ...overrides });

