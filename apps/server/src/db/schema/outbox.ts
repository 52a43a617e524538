import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { restaurantRef } from './references';

/** Transactional outbox: written with the order, sent by a worker with retry. */
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
