import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { restaurantRef } from './references';
import { eventSuites } from './suites';
import { users } from './users';

// ---- Orders. Every tenant-owned table carries restaurant_id, and every query is scoped by it. ----

/** The next order number of each restaurant, taken with an atomic upsert (no max()+1 race). */
export const orderCounters = pgTable('order_counters', {
  restaurantId: restaurantRef().primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * One submission (decision 013): its Idempotency-Key, its total and its tenders' authorization, for
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
     * Where and when it goes: table, table location, stadium seat; pickup time, scheduled or
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
    /** The event suite it was ordered for: its pre-order, or an event-day order on its tab. */
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
    // The staff board and the kitchen's open orders read a restaurant's orders by due time. Not by status: placing an
    // order changes its status, and with the status indexed that update could never be HOT (decision 028).
    index('orders_restaurant_pickup_idx').on(t.restaurantId, t.pickupTime),
    index('orders_checkout_idx').on(t.checkoutId),
    // Most orders are a guest's, outside any suite: those stay out of these two (decision 023). A look-up by an
    // account or an event suite (`= $1`) implies the condition, so it still reads them.
    index('orders_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
    index('orders_event_suite_idx').on(t.eventSuiteId).where(sql`${t.eventSuiteId} is not null`),
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
    /** The taxes the order added for the line, its brackets together; null on lines written before it was kept. */
    taxCents: integer('tax_cents'),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
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

/**
 * Kitchen pacing (packages/domain/src/pacing): seconds of make-time taken per kitchen, station and 15-minute
 * bucket. `kitchen` is '' for a restaurant's one kitchen, or the menu id of a marketplace hub's kitchen. Like a slot
 * count, the row is the unit of concurrency: a submission locks the rows its order may use, spreads its load on
 * what they hold, and writes them back in the transaction that writes the order.
 */
export const kitchenLoads = pgTable(
  'kitchen_loads',
  {
    restaurantId: restaurantRef(),
    kitchen: text('kitchen').notNull(),
    station: text('station').notNull(),
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [
    uniqueIndex('kitchen_loads_key').on(t.restaurantId, t.kitchen, t.station, t.bucketStart),
    check('kitchen_loads_seconds_check', sql`${t.seconds} >= 0`),
  ],
);

/** Busy mode, set by managers from the staff board: a delay on every quote and/or a capacity cut, until a time. */
export const kitchenBusy = pgTable(
  'kitchen_busy',
  {
    restaurantId: restaurantRef().primaryKey(),
    delayMinutes: integer('delay_minutes').notNull().default(0),
    capacityCutPercent: integer('capacity_cut_percent').notNull().default(0),
    until: timestamp('until', { withTimezone: true }).notNull(),
    setByUserId: integer('set_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('kitchen_busy_delay_check', sql`${t.delayMinutes} between 0 and 120 and ${t.delayMinutes} % 5 = 0`),
    check('kitchen_busy_cut_check', sql`${t.capacityCutPercent} between 0 and 90`),
  ],
);

/**
 * Learned make times (packages/domain/src/pacing/learned.ts): how long an "as soon as possible" order took from
 * accepted to ready, kept against the line that set its make span (the longest by the data file), with its station.
 */
export const makeTimeSamples = pgTable(
  'make_time_samples',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    menuId: text('menu_id').notNull(),
    itemId: text('item_id').notNull(),
    station: text('station').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull(),
    recordedAt: createdAt(),
  },
  (t) => [
    index('make_time_samples_item_idx').on(t.restaurantId, t.menuId, t.itemId, t.id),
    check('make_time_samples_seconds_check', sql`${t.seconds} > 0`),
  ],
);
