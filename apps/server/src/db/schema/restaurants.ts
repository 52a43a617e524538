import { sql } from 'drizzle-orm';
import {
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
import { createdAt, updatedAt } from './columns';
import { users } from './users';

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
    /**
     * An owner's maintenance window (features/staff/maintenance.service.ts): from its start to its end diners read
     * the maintenance message and orders are refused. Both set, or both null.
     */
    maintenanceStartsAt: timestamp('maintenance_starts_at', { withTimezone: true }),
    maintenanceEndsAt: timestamp('maintenance_ends_at', { withTimezone: true }),
    // No foreign key: the version row references the restaurant, and the pair is written in one transaction.
    publishedVersionId: integer('published_version_id'),
    /**
     * Raised by a trigger (migrations 0014 and 0019) whenever what diners may order changes: the published version,
     * the pause and its message, the sold-out marks, the maintenance window. Every process's copy in memory is as old as the version it was read at;
     * the order path compares it with this column (decision 033).
     */
    menuVersion: integer('menu_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('restaurants_slug_key').on(t.slug),
    index('restaurants_group_idx').on(t.groupId),
    check(
      'restaurants_maintenance_window',
      sql`(${t.maintenanceStartsAt} is null) = (${t.maintenanceEndsAt} is null) and (${t.maintenanceEndsAt} is null or ${t.maintenanceEndsAt} > ${t.maintenanceStartsAt})`,
    ),
  ],
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
    /** Who published it from the staff console (null for `npm run import` and the demo seed). */
    publishedByUserId: integer('published_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * What a version published for one change says it changed (an item's learned make time applied: its menu,
     * item, minutes before and after); null for a whole file published.
     */
    change: jsonb('change'),
  },
  (t) => [uniqueIndex('data_file_versions_restaurant_version_key').on(t.restaurantId, t.version)],
);
