import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { restaurants } from '../../db/schema';

/**
 * The restaurant row's live columns (pause, message, sold-out marks, maintenance window), or undefined for an unknown
 * restaurant.
 */
export async function liveColumnsOf(db: Executor, restaurantId: number) {
  const [row] = await db
    .select({
      ordersPaused: restaurants.ordersPaused,
      ordersPausedMessage: restaurants.ordersPausedMessage,
      soldOutOverrides: restaurants.soldOutOverrides,
      maintenanceStartsAt: restaurants.maintenanceStartsAt,
      maintenanceEndsAt: restaurants.maintenanceEndsAt,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row;
}

/** The owner's maintenance window, or none (null). */
export async function setMaintenanceWindow(
  db: Executor,
  restaurantId: number,
  window: { startsAt: Date; endsAt: Date } | null,
  now: Date,
) {
  await db
    .update(restaurants)
    .set({
      maintenanceStartsAt: window?.startsAt ?? null,
      maintenanceEndsAt: window?.endsAt ?? null,
      updatedAt: now,
    })
    .where(eq(restaurants.id, restaurantId));
}

export async function setOrdersPaused(
  db: Executor,
  restaurantId: number,
  pause: { paused: boolean; message: string | null; now: Date },
) {
  await db
    .update(restaurants)
    .set({ ordersPaused: pause.paused, ordersPausedMessage: pause.message, updatedAt: pause.now })
    .where(eq(restaurants.id, restaurantId));
}

/**
 * The sold-out marks, the row locked until the transaction ends. `no key update`: orders being written meanwhile,
 * which refer to the restaurant, are not held up.
 */
export async function lockSoldOutMarks(tx: Executor, restaurantId: number): Promise<unknown> {
  const [row] = await tx
    .select({ marks: restaurants.soldOutOverrides })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .for('no key update');
  return row?.marks;
}

export async function setSoldOutMarks(tx: Executor, restaurantId: number, marks: unknown, now: Date) {
  await tx
    .update(restaurants)
    .set({ soldOutOverrides: sql`${JSON.stringify(marks)}::jsonb`, updatedAt: now })
    .where(eq(restaurants.id, restaurantId));
}
