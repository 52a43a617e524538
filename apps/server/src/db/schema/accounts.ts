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
import { orders } from './orders';
import { restaurantRef, userRef } from './references';
import { restaurantGroups, restaurants } from './restaurants';
import { users } from './users';

// ---- What else an account holds: its sign-ins, saved cards, memberships and
// credits, and its staff roles. The account itself is in users.ts. ----

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
 * The member identifier a signed-in diner typed in a restaurant's access-code drawer: kept on the account
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

// ---- Restaurant staff (decision 014). A role is held at one restaurant or at a
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
