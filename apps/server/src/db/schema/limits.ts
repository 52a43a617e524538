import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The counters of the attempt limits and failed look-up budgets, shared by every process on the database:
 * rate-limiter-flexible's Drizzle store keeps one row a key (`prefix:client`) with its points and when they expire
 * (decision 032).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});
