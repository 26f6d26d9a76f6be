/**
 * The shop's tables, one per entity of the specification. Money is integer cents; ids are UUIDs
 * except collections (their category slug) and payments (the processor's payment intent id).
 * Idempotency lives in unique constraints, never in check-then-insert code.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();

/** What the builder reports with a model: each check, what it fixed, whether a plain stand-in was made. */
export interface ModelReport {
  checks: { name: string; value: number | null; limit: number; pass: boolean; how: 'measured' | 'construction' }[];
  fixes: string[];
  fallback: boolean;
  volumeMm3: number;
}
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ── Accounts ────────────────────────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored trimmed and lower-cased, so the unique index compares addresses case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer', 'admin'] }).notNull().default('customer'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /**
     * When a mailed link (confirmation or reset) to this address was first redeemed: the proof that the
     * member owns the mailbox, which alone joins guest orders placed with the address to the account.
     * Not the same as emailConfirmedAt, which EMAIL_CONFIRMATION=false sets at sign-up (migration 0008).
     */
    emailProvenAt: timestamp('email_proven_at', { withTimezone: true }),
    /** Goes up with every change to this member's bag lines, by trigger (migration 0005): kept bag answers are checked against it. */
    bagVersion: bigint('bag_version', { mode: 'number' }).notNull().default(0),
    /** The one address a member keeps for checkout (the account tab of /dashboard; issue 26). */
    savedAddress: jsonb('saved_address').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** A signed-in session: a family of rotating refresh tokens. Revoking it signs the device out. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** A recovery session (from a reset link) may only set a new password. */
    kind: text('kind', { enum: ['normal', 'recovery'] }).notNull().default('normal'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is only ever in the client's hands. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    /** Set when rotated; reuse is tolerated for a short grace period, then revokes the family. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Single-use links sent by mail: email confirmation (24 h) and password reset (1 h). */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['signup', 'recovery'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_tokens_hash_key').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

// ── Catalogue ───────────────────────────────────────────────────────────────────────────────────

/** A curated collection; its id is the category slug it shows (pets-animals, necklaces, ...). */
export const collections = pgTable('collections', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  imageUrl: text('image_url'),
  /** The piece whose picture is the cover (issue 27, point 4: the admin chooses it from the collection's public pieces). */
  coverDesignId: uuid('cover_design_id').references((): AnyPgColumn => designs.id, { onDelete: 'set null' }),
  featured: boolean('featured').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const designs = pgTable(
  'designs',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The visitor's words; kept for Redo and for the shop, never shown in public feeds. */
    prompt: text('prompt').notNull(),
    designStyle: text('design_style').notNull(),
    metal: text('metal').notNull(),
    finish: text('finish').notNull(),
    category: text('category').notNull(),
    /** The form the render takes (DESIGN_FORMS: charm, pendant, earrings, bracelet, bar, tag, letter, silhouette, name). */
    form: text('form').notNull().default('charm'),
    seed: integer('seed').notNull().default(0),
    /** The text cut into the piece, exactly as the customer wrote it (issue 23), or null. */
    engraving: text('engraving'),
    /** The version this one was refined from (issue 23, point 3); null for a first version. */
    parentId: uuid('parent_id').references((): AnyPgColumn => designs.id, { onDelete: 'set null' }),
    /** 1 for a first version, one more for each refinement. */
    version: integer('version').notNull().default(1),
    /** The changes asked since the first version, in order: with the prompt and seed they draw this version again. */
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
    imageUrl: text('image_url'),
    silverImageUrl: text('silver_image_url'),
    /** Gold price; null means unknown, and the bag then charges the default price. */
    priceCents: integer('price_cents'),
    widthMm: doublePrecision('width_mm'),
    heightMm: doublePrecision('height_mm'),
    /** The castable model's depth, mm (issue 25); null until its model is built. */
    depthMm: doublePrecision('depth_mm'),
    weightGrams: doublePrecision('weight_grams'),
    /** The castable model (binary glTF) stored with the images, or null until it is built (features/models). */
    modelUrl: text('model_url'),
    /** The caster's checks the model passed and what was fixed to pass them (providers/models). */
    modelReport: jsonb('model_report').$type<ModelReport>(),
    /** Curated catalogue pieces are public; generated pieces have their own page and the recent feed. */
    isPublic: boolean('is_public').notNull().default(false),
    source: text('source', { enum: ['catalogue', 'generated'] }).notNull().default('generated'),
    /**
     * When the admin featured the piece on the home page's curations (issue 27, point 4), or null: the
     * curations show the public featured pieces first, the latest pick first (docs/catalogue-desk.md).
     */
    featuredAt: timestamp('featured_at', { withTimezone: true }),
    /** When an admin last changed the piece from the desk: the seed's refiling then leaves it where the admin put it. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /**
     * What the catalogue desk searches: the name and the prompt, lowered once when written, under one
     * trigram index. A plain LIKE on it costs a fifth of ILIKE on the two columns where the planner
     * reads rows in turn (bench/large-catalogue.mjs).
     */
    search: text('search').notNull().generatedAlwaysAs(sql`lower(name) || chr(10) || lower(prompt)`),
    createdAt: createdAt(),
  },
  (t) => [
    // Partial, in the catalogue's order (read backwards: newest first, id breaking ties): a page reads
    // its 12 entries with no sort, and the total counts only public rows (bench/large-catalogue.mjs).
    index('designs_public_created_idx').on(t.createdAt, t.id).where(sql`${t.isPublic}`),
    index('designs_public_category_idx').on(t.category, t.createdAt, t.id).where(sql`${t.isPublic}`),
    index('designs_source_created_idx').on(t.source, t.createdAt),
    // The catalogue desk (issue 27): every design newest first, or a collection's; searched by name or
    // prompt with a trigram index (pg_trgm, as the order desk); the featured pieces in pick order.
    index('designs_created_idx').on(t.createdAt, t.id),
    index('designs_category_created_idx').on(t.category, t.createdAt, t.id),
    index('designs_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
    index('designs_featured_idx').on(t.featuredAt, t.id).where(sql`${t.featuredAt} is not null`),
  ],
);

/**
 * Public designs per category, kept by triggers on designs (migration 0004), so the catalogue's
 * totals read one row instead of counting every public design on each page.
 */
export const catalogueCounts = pgTable('catalogue_counts', {
  category: text('category').primaryKey(),
  publicDesigns: integer('public_designs').notNull().default(0),
});

/**
 * Designs per (category, source, public, featured), kept by statement triggers on designs (migration
 * 0016), so the catalogue desk's unsearched totals add up at most 72 rows instead of counting 100,000.
 */
export const designCounts = pgTable(
  'design_counts',
  {
    category: text('category').notNull(),
    source: text('source').notNull(),
    isPublic: boolean('is_public').notNull(),
    featured: boolean('featured').notNull(),
    designs: integer('designs').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.category, t.source, t.isPublic, t.featured], name: 'design_counts_pkey' })],
);

/** The number of reviews and of hidden ones, one row kept by statement triggers on reviews (migration 0016): the review desk's totals. */
export const reviewCounts = pgTable('review_counts', {
  id: boolean('id').primaryKey().default(true),
  reviews: bigint('reviews', { mode: 'number' }).notNull().default(0),
  hidden: bigint('hidden', { mode: 'number' }).notNull().default(0),
});

/**
 * One row whose number goes up with every write to the public catalogue (designs, reviews,
 * collections), in the writer's own transaction (migration 0005). Each instance on PostgreSQL reads
 * it before answering from its catalogue cache, so no instance serves an answer older than a
 * committed write (decision 0012).
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    designId: uuid('design_id').notNull().references(() => designs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    /**
     * When an admin hid the review (issue 27, point 3), or null: a hidden review is kept, but leaves
     * the product page, the design's rating and its structured data until it is shown again.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_design_created_idx').on(t.designId, t.createdAt),
    // The review desk: every review newest first, and the hidden ones alone (few) without a walk over all.
    index('reviews_created_idx').on(t.createdAt, t.id),
    index('reviews_hidden_created_idx').on(t.createdAt, t.id).where(sql`${t.hiddenAt} is not null`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

// ── Bag and wishlist ────────────────────────────────────────────────────────────────────────────

// The code says "bag"; the table keeps its SQL name, cart_lines (with its index, check and triggers):
// renaming a live table is a migration's risk for no customer's gain.
export const bagLines = pgTable(
  'cart_lines',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    designId: uuid('design_id').notNull().references(() => designs.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    customizations: jsonb('customizations').$type<Record<string, unknown>>().notNull().default({}),
    /** Canonical JSON of the customizations: same design + same key = same line (quantities add up). */
    customizationsKey: text('customizations_key').notNull().default('{}'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_user_design_custom_key').on(t.userId, t.designId, t.customizationsKey),
    check('cart_lines_quantity_range', sql`${t.quantity} between 1 and 10`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    designId: uuid('design_id').notNull().references(() => designs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_user_design_key').on(t.userId, t.designId)],
);

// ── Inquiries ───────────────────────────────────────────────────────────────────────────────────

export const quotes = pgTable('quotes', {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  customerName: text('customer_name').notNull(),
  email: text('email').notNull(),
  budget: text('budget').notNull(),
  size: text('size').notNull(),
  specialRequests: text('special_requests').notNull().default(''),
  referenceImageUrl: text('reference_image_url'),
  referenceImageName: text('reference_image_name'),
  /** The design the quote was asked from, as the visitor saw it: name, material, style, imageUrl. */
  design: jsonb('design').$type<Record<string, unknown> | null>(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull().default(''),
  message: text('message').notNull(),
  imageUrl: text('image_url'),
  createdAt: createdAt(),
});

export const supportTickets = pgTable('support_tickets', {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  priority: text('priority').notNull().default('medium'),
  category: text('category').notNull().default('general'),
  message: text('message').notNull(),
  status: text('status').notNull().default('open'),
  createdAt: createdAt(),
});

export const careerApplications = pgTable('career_applications', {
  id: id(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  position: text('position').notNull(),
  experience: text('experience').notNull(),
  portfolio: text('portfolio'),
  coverLetter: text('cover_letter').notNull(),
  availability: text('availability').notNull(),
  createdAt: createdAt(),
});

// ── Payments and orders ─────────────────────────────────────────────────────────────────────────

/** Checkout numbers (AU-10234); each paid bag line becomes order AU-10234-1, AU-10234-2, ... */
export const checkoutNumberSeq = pgSequence('checkout_number_seq', { startWith: 10234 });

/** A payment intent at the processor, with the lines and amount the server priced for it. */
export const payments = pgTable(
  'payments',
  {
    /** The processor's payment intent id (pi_...): the key that makes order creation idempotent. */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    clientSecretHash: text('client_secret_hash'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    /** The priced lines: designId, quantity, customizations, material, unit and line cents. */
    lines: jsonb('lines').$type<unknown[]>().notNull(),
    billing: jsonb('billing').$type<Record<string, unknown> | null>(),
    lastError: text('last_error'),
    /** AU-10234: taken from the sequence once, the first time the paid intent is verified. */
    checkoutNumber: text('checkout_number'),
    /** The bag's total before a promo code; amountCents is what was charged (issue 26). */
    subtotalCents: integer('subtotal_cents'),
    /** The promo code applied, as the customer typed it normalised to upper case, and what it took off. */
    promoCode: text('promo_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    /** A gift: the note printed on the production sheet and the packing slip, and whom it is for. */
    isGift: boolean('is_gift').notNull().default(false),
    giftMessage: text('gift_message'),
    giftRecipient: text('gift_recipient'),
    /** The price offer this payment pays (issue 27, point 2): its one line and amount came from the offer's row. */
    offerId: uuid('offer_id').references((): AnyPgColumn => quoteOffers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    index('payments_offer_idx').on(t.offerId),
    uniqueIndex('payments_checkout_number_key').on(t.checkoutNumber),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check('payments_discount_range', sql`${t.discountCents} >= 0`),
  ],
);

// ── Promo codes (issue 26) ──────────────────────────────────────────────────────────────────────

/**
 * A promo code the admin made (docs/promotions.md): a percentage or a fixed amount off the bag's
 * eligible lines, with its conditions. Stored upper-case and unique whatever the case it is typed in.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    /** Upper-case, as `normalisePromoCode` (src/shared/promotions.ts) writes it. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    /** A percentage (1 to 100) for 'percent'; cents (whole dollars) for 'fixed'. */
    amount: integer('amount').notNull(),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Uses in all (redeemed, or reserved by a payment under way); null: no limit. */
    maxUses: integer('max_uses'),
    /** Uses per customer (the payer's address, or the member); null: no limit. */
    perCustomerLimit: integer('per_customer_limit'),
    materials: text('materials', { enum: ['any', 'gold', 'silver'] }).notNull().default('any'),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(sql`upper(${t.code})`),
    check('promo_codes_kind_values', sql`${t.kind} in ('percent', 'fixed')`),
    check('promo_codes_materials_values', sql`${t.materials} in ('any', 'gold', 'silver')`),
    check('promo_codes_amount_range', sql`${t.amount} > 0 and (${t.kind} <> 'percent' or ${t.amount} <= 100)`),
    check('promo_codes_min_subtotal_range', sql`${t.minSubtotalCents} >= 0`),
    check('promo_codes_limits_positive', sql`(${t.maxUses} is null or ${t.maxUses} > 0) and (${t.perCustomerLimit} is null or ${t.perCustomerLimit} > 0)`),
    check('promo_codes_dates_order', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * A use of a promo code by one payment: 'reserved' when the payment intent is created (it counts
 * for RESERVATION_MINUTES), 'redeemed' once the payment is made, 'released' when the same customer
 * started another payment with the code instead. One row per payment.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: id(),
    promoCodeId: uuid('promo_code_id').notNull().references(() => promoCodes.id, { onDelete: 'cascade' }),
    /** Set once the processor answered the intent; null only in the moment between. */
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    /** The payer's address, trimmed and lower-cased as users.email. */
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    discountCents: integer('discount_cents').notNull(),
    status: text('status', { enum: ['reserved', 'redeemed', 'released'] }).notNull().default('reserved'),
    createdAt: createdAt(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promo_redemptions_payment_key').on(t.paymentId),
    index('promo_redemptions_code_idx').on(t.promoCodeId, t.status),
    index('promo_redemptions_email_idx').on(t.promoCodeId, t.email),
    check('promo_redemptions_status_values', sql`${t.status} in ('reserved', 'redeemed', 'released')`),
    check('promo_redemptions_discount_range', sql`${t.discountCents} >= 0`),
  ],
);

/**
 * The built-in test processor's own records, kept apart from the shop's payments as an outside
 * processor's would be: the shop learns an intent's state only by asking the processor.
 */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecretHash: text('client_secret_hash').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').notNull().default('requires_payment_method'),
  lastError: text('last_error'),
  cardLast4: text('card_last4'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull(),
    checkoutNumber: text('checkout_number').notNull(),
    paymentId: text('payment_id').notNull().references(() => payments.id),
    lineIndex: integer('line_index').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    designId: uuid('design_id').references(() => designs.id, { onDelete: 'set null' }),
    designName: text('design_name').notNull(),
    designImageUrl: text('design_image_url'),
    /** The design's engraving when the order was placed: what the caster cuts. */
    engraving: text('engraving'),
    material: text('material').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    status: text('status').notNull().default('pending'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** The timeline's dates (issue 26): paid is createdAt, then production, shipped, delivered. */
    productionStartedAt: timestamp('production_started_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    notes: text('notes').notNull().default(''),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One set of orders per payment, however many verifications and webhooks race.
    uniqueIndex('orders_payment_line_key').on(t.paymentId, t.lineIndex),
    uniqueIndex('orders_number_key').on(t.orderNumber),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_email_created_idx').on(t.customerEmail, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // The production queue ahead of a piece (features/orders/production-queue.ts) counts the pieces
    // not shipped yet: on this index it reads those only, not every order of its 12 weeks.
    index('orders_waiting_created_idx').on(t.createdAt).where(sql`${t.trackingNumber} is null and ${t.status} not in ('shipped', 'delivered', 'completed')`),
    // The order desk's search: ILIKE '%term%' on each searched column, answered by trigram indexes
    // (pg_trgm; the migration creates the extension, PGlite is given it in db/client.ts).
    index('orders_number_trgm_idx').using('gin', t.orderNumber.op('gin_trgm_ops')),
    index('orders_payment_trgm_idx').using('gin', t.paymentId.op('gin_trgm_ops')),
    index('orders_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    index('orders_email_trgm_idx').using('gin', t.customerEmail.op('gin_trgm_ops')),
    check('orders_quantity_range', sql`${t.quantity} between 1 and 10`),
  ],
);

/** The number of orders, one row kept by triggers on orders (migration 0006): the unsearched desk's total. */
export const orderCounts = pgTable('order_counts', {
  id: boolean('id').primaryKey().default(true),
  orders: bigint('orders', { mode: 'number' }).notNull().default(0),
});

/**
 * Each distinct (customer name, customer email) pair on orders with its number of orders, kept by
 * triggers on orders (migration 0006). The desk's total for a term adds up the orders of the pairs
 * it matches instead of rechecking every matching order; `search` is the lowered pair under one
 * trigram index.
 */
export const orderSearchCustomers = pgTable(
  'order_search_customers',
  {
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    orders: integer('orders').notNull(),
    search: text('search').notNull().generatedAlwaysAs(sql`lower(customer_name) || chr(10) || lower(customer_email)`),
  },
  (t) => [
    primaryKey({ columns: [t.customerName, t.customerEmail], name: 'order_search_customers_pkey' }),
    index('order_search_customers_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
  ],
);

// ── Mail ────────────────────────────────────────────────────────────────────────────────────────

/** Mail written in the same transaction as its cause and sent by a worker: a crash loses none. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Stable across retries, so a repeated send is recognisable as the same message. */
    messageId: text('message_id').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mail_outbox_message_id_key').on(t.messageId), index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * Who is building a design's missing model (features/models/build-missing-models.ts): a lease, so that
 * with several instances each model is built once, and one an instance left when it stopped is taken
 * over when the lease runs out. Kept apart from designs so a claim does not touch the catalogue.
 */
export const designModelClaims = pgTable('design_model_claims', {
  designId: uuid('design_id').primaryKey().references(() => designs.id, { onDelete: 'cascade' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── The owner's desk ────────────────────────────────────────────────────────────────────────────

/**
 * Every change an administrator makes from the desk (issue 27, point 7): who, what, when, on which
 * item. Written in the same transaction as the change, so a refused or failed change leaves none;
 * read back on the item's own view. The admin is kept by id and by address, so the record outlives
 * the account.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: id(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    /** The kind of item changed: order, promo-code, inbox item, review, design, collection. */
    itemKind: text('item_kind').notNull(),
    itemId: text('item_id').notNull(),
    /** What was done, in words the desk shows: 'Set shipping', 'Hid the review'. */
    action: text('action').notNull(),
    /** The values set, as the desk shows them ({ carrier: 'UPS', trackingNumber: '1Z...' }). */
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('admin_actions_item_idx').on(t.itemKind, t.itemId, t.createdAt)],
);

/**
 * The inbox (issue 27, point 2; docs/inbox.md): one row per inquiry of any kind (quote, contact
 * message, support ticket, career application), written in the transaction that stores the inquiry,
 * so the desk lists, filters, searches and pages the four kinds as one table. The inquiry's own row
 * keeps everything the customer sent; this row keeps what the list shows and searches, and where the
 * item stands. `search` is the lowered name, address and text under one trigram index.
 */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: id(),
    kind: text('kind', { enum: ['quote', 'contact', 'ticket', 'application'] }).notNull(),
    /** The inquiry's row in quotes, contact_messages, support_tickets or career_applications. */
    sourceId: uuid('source_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** A short line: the subject, the quote's design, the position applied for. */
    subject: text('subject').notNull().default(''),
    /** The customer's words: the message, special requests or cover letter. */
    body: text('body').notNull().default(''),
    search: text('search').notNull().generatedAlwaysAs(sql`lower(name || chr(10) || email || chr(10) || subject || chr(10) || body)`),
    status: text('status', { enum: ['new', 'in_progress', 'answered', 'closed'] }).notNull().default('new'),
    /** Replies and offers sent from the desk. */
    replies: integer('replies').notNull().default(0),
    createdAt: createdAt(),
    /** The last reply, offer or status change. */
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('inbox_items_source_key').on(t.kind, t.sourceId),
    index('inbox_items_created_idx').on(t.createdAt, t.id),
    index('inbox_items_status_created_idx').on(t.status, t.createdAt, t.id),
    index('inbox_items_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('inbox_items_kind_status_created_idx').on(t.kind, t.status, t.createdAt, t.id),
    index('inbox_items_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
    check('inbox_items_kind_values', sql`${t.kind} in ('quote', 'contact', 'ticket', 'application')`),
    check('inbox_items_status_values', sql`${t.status} in ('new', 'in_progress', 'answered', 'closed')`),
  ],
);

/**
 * How many inbox items there are of each kind and status: sixteen rows, kept by triggers on
 * inbox_items in the writer's transaction (migration 0015), so the unsearched list's totals and the
 * status filter's counts are read, not counted (as the order desk's, decision 0011).
 */
export const inboxCounts = pgTable(
  'inbox_counts',
  {
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    items: integer('items').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.status], name: 'inbox_counts_pkey' })],
);

/**
 * What the shop sent about an inbox item, in order: replies and price offers, each mailed to the
 * customer through the outbox in the same transaction. The customer's own message is the item.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: id(),
    itemId: uuid('item_id').notNull().references(() => inboxItems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reply', 'offer'] }).notNull(),
    /** The admin's words, as mailed (plain text). */
    body: text('body').notNull().default(''),
    offerId: uuid('offer_id').references((): AnyPgColumn => quoteOffers.id, { onDelete: 'set null' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbox_messages_item_idx').on(t.itemId, t.createdAt),
    check('inbox_messages_kind_values', sql`${t.kind} in ('reply', 'offer')`),
  ],
);

/**
 * A price for a quote's design (issue 27, point 2): one piece in one metal at a price the admin set,
 * paid through the checkout by its link. The link's token is kept only as its SHA-256. A newer offer
 * on the same quote withdraws the open ones; paying it marks it used, once.
 */
export const quoteOffers = pgTable(
  'quote_offers',
  {
    id: id(),
    itemId: uuid('item_id').notNull().references(() => inboxItems.id, { onDelete: 'cascade' }),
    /** Null once the design is deleted: the offer can no longer be paid. */
    designId: uuid('design_id').references(() => designs.id, { onDelete: 'set null' }),
    material: text('material', { enum: ['14k-gold', 'sterling-silver'] }).notNull(),
    priceCents: integer('price_cents').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The payment that paid it (payments.id), and when. */
    paidPaymentId: text('paid_payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quote_offers_token_key').on(t.tokenHash),
    index('quote_offers_item_idx').on(t.itemId, t.createdAt),
    check('quote_offers_price_positive', sql`${t.priceCents} > 0`),
    check('quote_offers_material_values', sql`${t.material} in ('14k-gold', 'sterling-silver')`),
  ],
);
