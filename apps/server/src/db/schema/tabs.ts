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
import { checkouts } from './orders';
import { restaurantRef } from './references';
import { eventSuites } from './suites';

// ---- Table tabs (features/tabs, docs/decisions/039-table-tab-payments.md): one open bill per table. ----

/**
 * An open bill at a table: the rounds sent on it, what its card authorizations hold and what its shares paid. One
 * open tab per table (the partial unique index), so two diners opening at once get one tab. A suite's event-day
 * tab (kind `suite`, docs/decisions/067-a-suites-event-day-tab-is-a-tab.md) is one per event suite: no card holds
 * it, its limit is the event suite's, and its rounds are the suite's event-day orders, each paid as the suite's
 * preference says.
 */
export const tabs = pgTable(
  'tabs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    /** Unguessable (nanoid, 21 characters): the only id a diner or staff ever sees. */
    publicId: text('public_id').notNull(),
    tableNum: text('table_num').notNull(),
    /** `table`: a table's tab on card holds; `suite`: a suite's event-day tab (its event suite below). */
    kind: text('kind').notNull().default('table'),
    eventSuiteId: bigint('event_suite_id', { mode: 'number' }).references(() => eventSuites.id, {
      onDelete: 'cascade',
    }),
    /** open → closing (its captures under way) → closed. */
    status: text('status').notNull().default('open'),
    /** The restaurant's hold when the tab opened: the opener's first authorization and each raise's step. */
    holdStepCents: integer('hold_step_cents').notNull(),
    /** What the tab's authorizations hold together (tab_holds), raised as rounds pass it. */
    heldCents: integer('held_cents').notNull().default(0),
    /** Every round sent so far. */
    billedCents: integer('billed_cents').notNull().default(0),
    /** The split chosen (packages/domain/src/tabs/split.ts `SplitPlan`), null until the table asks to pay. */
    split: jsonb('split'),
    /**
     * The tip the close added to what the shares left unpaid (the idle close's, the restaurant's percentage; none
     * otherwise): the holds' captures are that part of the bill and this tip, so the receipts can say each.
     */
    closeTipCents: integer('close_tip_cents').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tabs_public_id_key').on(t.publicId),
    uniqueIndex('tabs_open_table_key')
      .on(t.restaurantId, t.tableNum)
      .where(sql`${t.status} <> 'closed' and ${t.kind} = 'table'`),
    uniqueIndex('tabs_event_suite_key').on(t.eventSuiteId).where(sql`${t.eventSuiteId} is not null`),
    check('tabs_status_check', sql`${t.status} in ('open','closing','closed')`),
    check(
      'tabs_kind_check',
      sql`(${t.kind} = 'table' and ${t.eventSuiteId} is null) or (${t.kind} = 'suite' and ${t.eventSuiteId} is not null)`,
    ),
    check('tabs_billed_covered_check', sql`${t.kind} = 'suite' or ${t.billedCents} <= ${t.heldCents}`),
  ],
);

/** Who is on a tab: the opener and the guests they let join. A member proves itself by its secret's hash. */
export const tabMembers = pgTable(
  'tab_members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    tabId: bigint('tab_id', { mode: 'number' })
      .notNull()
      .references(() => tabs.id, { onDelete: 'cascade' }),
    /** Shown to the table (who ordered a line); not enough to act as the member. */
    publicId: text('public_id').notNull(),
    /** SHA-256 of the member's secret (sent as `X-Tab-Member`); the secret itself is never stored. */
    secretHash: text('secret_hash').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    /** A guest waits for the opener's consent: pending → accepted or refused. */
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tab_members_public_id_key').on(t.publicId),
    uniqueIndex('tab_members_secret_key').on(t.secretHash),
    index('tab_members_tab_idx').on(t.tabId),
    check('tab_members_role_check', sql`${t.role} in ('opener','guest')`),
    check('tab_members_status_check', sql`${t.status} in ('pending','accepted','refused')`),
  ],
);

/** A card authorization backing the tab: the opener's hold (raised in place), or another card's. */
export const tabHolds = pgTable(
  'tab_holds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    tabId: bigint('tab_id', { mode: 'number' })
      .notNull()
      .references(() => tabs.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).references(() => tabMembers.id),
    authorizationId: text('authorization_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    capturedCents: integer('captured_cents').notNull().default(0),
    /** What refunds of the tab's lines gave back to this card since (features/tabs/tab-refund.ts). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** held → settled (captured for what remained and the rest released, at close). */
    status: text('status').notNull().default('held'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tab_holds_tab_idx').on(t.tabId),
    check('tab_holds_status_check', sql`${t.status} in ('held','settled')`),
  ],
);

/** A round sent on a tab: the checkout (and its orders) the pipeline placed, and who ordered it. */
export const tabRounds = pgTable(
  'tab_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    tabId: bigint('tab_id', { mode: 'number' })
      .notNull()
      .references(() => tabs.id, { onDelete: 'cascade' }),
    checkoutId: bigint('checkout_id', { mode: 'number' })
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    /** The member who ordered it; null for a line staff entered. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => tabMembers.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tab_rounds_checkout_key').on(t.checkoutId), index('tab_rounds_tab_idx').on(t.tabId)],
);

/**
 * A share of the bill, paid by one payer with their own tip. Claimed by a conditional update (open → paying) in its
 * own transaction before the processor is called, so two payers never pay one share.
 */
export const tabShares = pgTable(
  'tab_shares',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    tabId: bigint('tab_id', { mode: 'number' })
      .notNull()
      .references(() => tabs.id, { onDelete: 'cascade' }),
    publicId: text('public_id').notNull(),
    position: integer('position').notNull(),
    payer: text('payer'),
    lineIds: jsonb('line_ids').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /**
     * What the split gave it: `amountCents` is what it was due when claimed (a round cancelled since the split makes
     * that less, packages/domain/src/tabs/split.ts `sharesDue`), and a share opened again goes back to this.
     */
    splitCents: integer('split_cents'),
    /** open → paying (claimed; the processor is being asked) → paid, or back to open when refused. */
    status: text('status').notNull().default('open'),
    tipCents: integer('tip_cents'),
    chargeCents: integer('charge_cents'),
    paidByMemberId: bigint('paid_by_member_id', { mode: 'number' }).references(() => tabMembers.id),
    authorizationId: text('authorization_id'),
    captureId: text('capture_id'),
    brand: text('brand'),
    last4: text('last4'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What refunds of the lines it paid gave back to its card (features/tabs/tab-refund.ts). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Where its payer's receipt went, written with the receipt's message: the tab's view reads it here. */
    receiptEmail: text('receipt_email'),
    /** The language that receipt was worded in: the close's e-mail, when it goes to that address, is worded in it too. */
    receiptLocale: text('receipt_locale'),
  },
  (t) => [
    uniqueIndex('tab_shares_public_id_key').on(t.publicId),
    uniqueIndex('tab_shares_position_key').on(t.tabId, t.position),
    check('tab_shares_status_check', sql`${t.status} in ('open','paying','paid')`),
    check('tab_shares_amount_check', sql`${t.amountCents} > 0`),
  ],
);
