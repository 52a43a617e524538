import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { restaurantRef, userRef } from './references';
import { users } from './users';

// ---- Event suites (decision 018). ----

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
