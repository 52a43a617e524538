import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A brand that groups locations: a cafeteria operator (cantine), a venue chain, a marketplace hub. */
export const restaurantGroups = pgTable('restaurant_groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The tenant. Columns are the few facts the server needs without reading the data file (search, routing,
 * pausing); everything the screens show comes from the published data-file version.
 */
export const restaurants = pgTable(
  'restaurants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    groupId: integer('group_id').references(() => restaurantGroups.id, { onDelete: 'set null' }),
    province: text('province'),
    timezone: text('timezone').notNull().default('America/Toronto'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    address: text('address'),
    ordersPaused: boolean('orders_paused').notNull().default(false),
    /** What diners read while staff pause ordering (null: the data file's message). */
    ordersPausedMessage: text('orders_paused_message'),
    /**
     * Staff's sold-out marks on top of the published file: `{ items: { id: bool }, values: { id: bool } }`. They
     * outlive a publish (an item sold out tonight stays so when a new price list goes up).
     */
    soldOutOverrides: jsonb('sold_out_overrides').notNull().default({}),
    // No foreign key: the version row references the restaurant, and the pair is written in one transaction.
    publishedVersionId: integer('published_version_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('restaurants_slug_key').on(t.slug), index('restaurants_group_idx').on(t.groupId)],
);

/** Every imported data file, kept so a publish can be audited or rolled back. */
export const dataFileVersions = pgTable(
  'data_file_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    contentHash: text('content_hash').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('data_file_versions_restaurant_version_key').on(t.restaurantId, t.version)],
);

// ---- Orders (issue 4). Every tenant-owned table carries restaurant_id, and every query is scoped by it. ----

const restaurantRef = () =>
  integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

/** The next order number of each restaurant, taken with an atomic upsert (no max()+1 race). */
export const orderCounters = pgTable('order_counters', {
  restaurantId: restaurantRef().primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * One submission (DESIGN.md sections 9 and 12): its Idempotency-Key, its total and its tenders' authorization, for
 * the one or more orders it placed (one per kitchen in a marketplace hub, one per date and student in K-12).
 * Written as `awaiting_payment` before the processor is called and settled after it answers, in two transactions.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    /** Sent to the processor as the authorization's idempotency key, and used by recovery to ask about it. */
    publicId: text('public_id').notNull(),
    /** The client's Idempotency-Key; a checkout whose payment failed frees it (suffixed) so the diner can retry. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').notNull().default('awaiting_payment'),
    userId: integer('user_id'),
    totalCents: integer('total_cents').notNull(),
    chargeCents: integer('charge_cents').notNull(),
    /** How the charge is paid: kind, amount, brand, last 4, wallet, reference; never a card number or token. */
    payment: jsonb('payment').notNull(),
    authorizationId: text('authorization_id'),
    /** The answer a retry with the same key gets. */
    response: jsonb('response'),
    failure: jsonb('failure'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('checkouts_public_id_key').on(t.publicId),
    uniqueIndex('checkouts_restaurant_key').on(t.restaurantId, t.idempotencyKey),
    check('checkouts_status_check', sql`${t.status} in ('awaiting_payment','placed','payment_failed')`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    checkoutId: bigint('checkout_id', { mode: 'number' }).references(() => checkouts.id, {
      onDelete: 'cascade',
    }),
    /** The signed-in diner who placed it (accounts); null for a guest. */
    userId: integer('user_id'),
    /** The id diners see (nanoid): the numeric id is never exposed. */
    publicId: text('public_id').notNull(),
    number: integer('number').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('pending'),
    menuId: text('menu_id'),
    pickupTime: timestamp('pickup_time', { withTimezone: true }).notNull(),
    /** Contact and table information; never a card number or CVD. */
    contact: jsonb('contact').notNull(),
    /**
     * Where and when it goes (DESIGN.md section 12): table, table location, stadium seat; pickup time, scheduled or
     * not; delivery address, postal code and zone.
     */
    fulfilment: jsonb('fulfilment').notNull().default({}),
    /** Custom questions as asked and answered: `[{ id, question, answer }]`. */
    answers: jsonb('answers').notNull().default([]),
    notes: text('notes'),
    legalAgeConfirmed: boolean('legal_age_confirmed').notNull().default(false),
    /** K-12: the student and school it is delivered to. */
    student: jsonb('student'),
    /** Event suites: the event suite, delivery time, notes and tab limit. */
    eventSuite: jsonb('event_suite'),
    /** The event suite it was ordered for (issue 18): its pre-order, or an event-day order on its tab. */
    eventSuiteId: bigint('event_suite_id', { mode: 'number' }).references(() => eventSuites.id, {
      onDelete: 'set null',
    }),
    /** 'pre-order' or 'event-day' for a suite order; null otherwise. */
    suiteOrderKind: text('suite_order_kind'),
    /** The suite operator who placed it in a login-as session (acting for the owner, `user_id`). */
    placedByUserId: integer('placed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Programs applied: promo code, member promo, subsidy, credits. */
    programs: jsonb('programs').notNull().default({}),
    costs: jsonb('costs').notNull(),
    totalCents: integer('total_cents').notNull(),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_public_id_key').on(t.publicId),
    uniqueIndex('orders_restaurant_number_key').on(t.restaurantId, t.number),
    index('orders_restaurant_status_idx').on(t.restaurantId, t.status),
    index('orders_checkout_idx').on(t.checkoutId),
    index('orders_user_idx').on(t.userId),
    index('orders_event_suite_idx').on(t.eventSuiteId),
    check('orders_suite_order_kind_check', sql`${t.suiteOrderKind} in ('pre-order','event-day')`),
    check(
      'orders_status_check',
      sql`${t.status} in ('awaiting_payment','payment_failed','pending','in_progress','ready','completed','cancelled')`,
    ),
  ],
);

/** A snapshot of each line as priced at submission: later menu edits never change a placed order. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemId: text('item_id').notNull(),
    menuId: text('menu_id').notNull(),
    sectionId: text('section_id'),
    name: text('name').notNull(),
    options: jsonb('options').notNull(),
    specialInstructions: text('special_instructions'),
    unitCents: integer('unit_cents').notNull(),
    lineCents: integer('line_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const orderTenders = pgTable(
  'order_tenders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Authorization id, gift card id or method reference; never a card number. */
    reference: text('reference'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_tenders_order_idx').on(t.orderId),
    check(
      'order_tenders_kind_check',
      sql`${t.kind} in ('card','gift_card','credits','pay_on_premise','invoice','cost_center','purchase_order')`,
    ),
    check('order_tenders_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status'),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/** Transactional outbox (DESIGN.md section 10): written with the order, sent by a worker with retry. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    // The worker's claim: due messages in the order they fall due, never a walk past the sent ones or those not
    // due yet (a checkout's recovery message waits two minutes; sent messages stay).
    index('outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} in ('pending', 'sending')`),
  ],
);

/**
 * Processor webhook events already handled (decision 016): a delivery Stripe sends again is answered without
 * acting twice. Written after the handling, which is itself idempotent, so a failed handling is retried.
 */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  processor: text('processor').notNull(),
  type: text('type').notNull(),
  /** What the handling did (reconciled, voided, ignored…), for support. */
  outcome: text('outcome').notNull(),
  createdAt: createdAt(),
});

/** Gift cards (vouchers): the number is kept only as a SHA-256 hash plus its last 4 digits. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    numberHash: text('number_hash').notNull(),
    last4: text('last4').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gift_cards_restaurant_number_key').on(t.restaurantId, t.numberHash),
    check('gift_cards_balance_check', sql`${t.balanceCents} >= 0`),
  ],
);

export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    /** Negative for a debit, positive for a load or a refund. */
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('gift_card_ledger_card_idx').on(t.giftCardId)],
);

export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    /** Upper-cased, as codes are matched case-insensitively. */
    code: text('code').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('promo_code_redemptions_code_idx').on(t.restaurantId, t.code)],
);

/** Orders taken per menu slot: one row per slot, incremented only while below the menu's maximum. */
export const slotReservations = pgTable(
  'slot_reservations',
  {
    restaurantId: restaurantRef(),
    menuId: text('menu_id').notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('slot_reservations_key').on(t.restaurantId, t.menuId, t.slotStart),
    check('slot_reservations_count_check', sql`${t.count} >= 0`),
  ],
);

// ---- Accounts and sessions (issue 13, DESIGN.md section 13). One account per e-mail across the platform; what
// belongs to one restaurant (credits, students) carries restaurant_id. ----

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The id clients see (nanoid): the numeric id never leaves the server. */
    publicId: text('public_id').notNull(),
    /** Lower-cased by the service; the check keeps another writer from storing a second spelling. */
    email: text('email').notNull(),
    /** argon2id (PHC string); null for an account made by social login only. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number'),
    locale: text('locale').notNull().default('en-CA'),
    /** A percentage of the subtotal (the tip buttons are percentages). */
    defaultTipPercent: integer('default_tip_percent'),
    promoCode: text('promo_code'),
    subsidyCode: text('subsidy_code'),
    suiteOperator: boolean('suite_operator').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_public_id_key').on(t.publicId),
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check(
      'users_default_tip_check',
      sql`${t.defaultTipPercent} is null or ${t.defaultTipPercent} between 0 and 100`,
    ),
  ],
);

/** A social login (google, facebook, apple, sandbox) linked to an account: the provider's stable subject. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * A signed-in device. Only the SHA-256 of the 32-byte token is kept, so a copy of the table opens no session.
 * `kind` separates the user's session from the operator's (two cookies, as the spec keeps two identities);
 * `acting_operator_id` marks a login-as session (the operator ordering for the suite owner).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').notNull().default('user'),
    actingOperatorId: integer('acting_operator_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    check('sessions_kind_check', sql`${t.kind} in ('user','operator')`),
  ],
);

/** Single-use, one-hour password reset tokens, kept as SHA-256 only. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/** A saved card: the gateway's token and what a screen shows. Never a card number or CVD. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    userId: userRef(),
    gateway: text('gateway').notNull(),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_methods_public_id_key').on(t.publicId),
    index('payment_methods_user_idx').on(t.userId),
    // At most one default card per user, whatever two concurrent requests do.
    uniqueIndex('payment_methods_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** A K-12 student profile, at the school program (restaurant) it was created for. */
export const students = pgTable(
  'students',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    userId: userRef(),
    restaurantId: restaurantRef(),
    name: text('name').notNull(),
    school: text('school').notNull(),
    grade: text('grade'),
    classroom: text('classroom'),
    teacher: text('teacher'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('students_public_id_key').on(t.publicId),
    index('students_user_idx').on(t.userId, t.restaurantId),
  ],
);

/** Account credits per user and restaurant: the balance is the last row's `balance_after_cents`. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    userId: userRef(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    /** Negative for a debit, positive for a grant or a refund. */
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    /** order, order_released, refund, grant or take (credits.repository.ts). */
    reason: text('reason').notNull(),
    /** What staff wrote when granting or taking credits. */
    note: text('note'),
    /** The staff member who granted or took them. */
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.restaurantId),
    check('credit_ledger_balance_check', sql`${t.balanceAfterCents} >= 0`),
  ],
);

/**
 * The member identifier a signed-in diner typed in a restaurant's access-code drawer (issue 16): kept on the account
 * so another device finds it. Only an identifier the provider knew when saved is kept; a failed look-up removes it.
 */
export const userMemberships = pgTable(
  'user_memberships',
  {
    userId: userRef(),
    restaurantId: restaurantRef(),
    identifier: text('identifier').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_memberships_user_restaurant_key').on(t.userId, t.restaurantId)],
);

// ---- Restaurant staff (issue 14, DESIGN.md section 14, decision 014). A role is held at one restaurant or at a
// group (every restaurant of it); staff sign in with their account. ----

export const staffRoles = pgTable(
  'staff_roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => restaurantGroups.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_roles_user_restaurant_key')
      .on(t.userId, t.restaurantId)
      .where(sql`${t.restaurantId} is not null`),
    uniqueIndex('staff_roles_user_group_key').on(t.userId, t.groupId).where(sql`${t.groupId} is not null`),
    index('staff_roles_restaurant_idx').on(t.restaurantId),
    check('staff_roles_role_check', sql`${t.role} in ('owner','manager','staff')`),
    check('staff_roles_scope_check', sql`(${t.restaurantId} is null) <> (${t.groupId} is null)`),
  ],
);

/**
 * An order whose money is being settled with the processor (capture, void, refund), between the two short
 * transactions of a staff change: one settlement per order at a time. A row left by a crash is taken over after
 * two minutes, and the same idempotency keys get the processor's first answers.
 */
export const orderSettlements = pgTable('order_settlements', {
  orderId: bigint('order_id', { mode: 'number' })
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  restaurantId: restaurantRef(),
  action: text('action').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});

/** A refund, whole or by line: what it returned of each line and each tender, by whom. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    restaurantId: restaurantRef(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** `[{ position, quantity, amountCents }]` */
    lines: jsonb('lines').notNull(),
    /** `[{ tenderId, kind, amountCents, refundId }]` */
    tenders: jsonb('tenders').notNull(),
    reason: text('reason'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_refunds_public_id_key').on(t.publicId),
    index('order_refunds_order_idx').on(t.orderId),
    check('order_refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

// ---- Event suites (issue 18, DESIGN.md section 16, decision 018). ----

/** An event at a venue: its start, and how many hours before it suites' pre-orders lock. */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    restaurantId: restaurantRef(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    orderLockHours: integer('order_lock_hours').notNull().default(48),
    /** Who to call about the event's catering (shown to owners). */
    managerInfo: text('manager_info'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('events_public_id_key').on(t.publicId),
    index('events_restaurant_starts_idx').on(t.restaurantId, t.startsAt),
    check('events_lock_check', sql`${t.orderLockHours} >= 0`),
  ],
);

/** A suite of a venue, with its owner (an account) and the owner's company. */
export const suites = pgTable(
  'suites',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    restaurantId: restaurantRef(),
    name: text('name').notNull(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    companyName: text('company_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('suites_public_id_key').on(t.publicId),
    uniqueIndex('suites_restaurant_name_key').on(t.restaurantId, t.name),
    index('suites_owner_idx').on(t.ownerUserId),
  ],
);

/**
 * A suite booked for an event: the pre-order's delivery time and notes, the tab (limit in cents, active or not) and
 * the event-day payment preference. The owner's card is fixed by the suite's first event-day order (read from that
 * order, decision 018), so a declined first card never sticks.
 */
export const eventSuites = pgTable(
  'event_suites',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    restaurantId: restaurantRef(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    suiteId: bigint('suite_id', { mode: 'number' })
      .notNull()
      .references(() => suites.id, { onDelete: 'cascade' }),
    tabLimitCents: integer('tab_limit_cents'),
    tabActive: boolean('tab_active').notNull().default(false),
    paymentPreference: text('payment_preference'),
    preOrderDeliveryTime: timestamp('pre_order_delivery_time', { withTimezone: true }),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('event_suites_public_id_key').on(t.publicId),
    uniqueIndex('event_suites_event_suite_key').on(t.eventId, t.suiteId),
    index('event_suites_restaurant_idx').on(t.restaurantId),
    check('event_suites_preference_check', sql`${t.paymentPreference} in ('charge','invoice')`),
    check('event_suites_tab_limit_check', sql`${t.tabLimitCents} is null or ${t.tabLimitCents} > 0`),
  ],
);

/**
 * Which venues a suite operator works at (decision 018): the account's suiteOperator flag says it is an operator,
 * this row where. Not a staff role: an operator gets no staff console, and staff get no login-as.
 */
export const suiteOperators = pgTable(
  'suite_operators',
  {
    userId: userRef(),
    restaurantId: restaurantRef(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('suite_operators_user_restaurant_key').on(t.userId, t.restaurantId),
    index('suite_operators_restaurant_idx').on(t.restaurantId),
  ],
);
