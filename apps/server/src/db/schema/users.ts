import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

// ---- Accounts and sessions (decision 012). One account per e-mail across the platform; what
// belongs to one restaurant (credits, students) carries restaurant_id. ----

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
