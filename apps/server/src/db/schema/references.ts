import { integer } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';
import { users } from './users';

/** The restaurant a tenant-owned row belongs to, deleted with it. */
export const restaurantRef = () =>
  integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

/** The account a row belongs to, deleted with it. */
export const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
