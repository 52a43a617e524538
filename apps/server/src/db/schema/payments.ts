import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { orders } from './orders';
import { restaurantRef } from './references';
import { users } from './users';

// ---- Payments: what paid for an order (tenders, gift cards) and how its money is settled and refunded. ----

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
      sql`${t.kind} in ('card','gift_card','credits','pay_on_premise','invoice','cost_center','purchase_order','tab')`,
    ),
    check('order_tenders_amount_check', sql`${t.amountCents} >= 0`),
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
