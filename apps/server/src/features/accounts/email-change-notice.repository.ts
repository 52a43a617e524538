import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, restaurants } from '../../db/schema';

/** The restaurant of the diner's latest order, if any. */
export async function lastOrderRestaurant(db: Executor, userId: number) {
  const [last] = await db
    .select({ restaurantId: orders.restaurantId })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.id))
    .limit(1);
  return last;
}

/** The platform's first restaurant, if any. */
export async function firstRestaurant(db: Executor) {
  const [any] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .orderBy(asc(restaurants.id))
    .limit(1);
  return any;
}
