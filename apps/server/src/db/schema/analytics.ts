import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { restaurantRef } from './references';

/**
 * First-party analytics (features/analytics): one row per funnel step a browser reported or refusal the server
 * answered. Deliberately without user, address, device or time of day: the restaurant's day is all a report needs.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    /** The day in the restaurant's zone. */
    day: date('day', { mode: 'string' }).notNull(),
    /** A funnel step (menu-viewed, item-added, checkout-reached, order-placed) or `refused`. */
    kind: text('kind').notNull(),
    /** A refusal's category (packages/domain/src/analytics/events.ts), null for a funnel step. */
    refusal: text('refusal'),
    /** The ordering way, when known (dine-in, pickup, delivery, catering, suite, school). */
    way: text('way'),
  },
  (t) => [
    index('analytics_events_day_idx').on(t.restaurantId, t.day, t.kind),
    check('analytics_events_refusal', sql`(${t.kind} = 'refused') = (${t.refusal} is not null)`),
  ],
);

/**
 * The events of past days, counted (features/analytics/analytics-rollup.ts): a day's rows in `analytics_events` become
 * one row per restaurant, day, kind, refusal and way once the day is over everywhere, so the table of events holds a
 * few days only; a day past the retention is dropped from here too.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    restaurantId: restaurantRef(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    refusal: text('refusal'),
    way: text('way'),
    count: integer('count').notNull(),
  },
  (t) => [
    // One row per key, nulls (a funnel step's refusal, an unknown way) compared as equal: the rollup adds to it.
    unique('analytics_daily_key').on(t.restaurantId, t.day, t.kind, t.refusal, t.way).nullsNotDistinct(),
    index('analytics_daily_day_idx').on(t.day),
  ],
);
