import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { slotReservations } from '../../db/schema';

/** Orders taken per slot start (UTC ISO) of a menu between two instants: the `taken` map of scheduling. */
export async function takenSlots(
  db: Executor,
  input: { restaurantId: number; menuId: string; from: Date; to: Date },
): Promise<Record<string, number>> {
  const rows = await db
    .select({ slotStart: slotReservations.slotStart, count: slotReservations.count })
    .from(slotReservations)
    .where(
      and(
        eq(slotReservations.restaurantId, input.restaurantId),
        eq(slotReservations.menuId, input.menuId),
        gte(slotReservations.slotStart, input.from),
        lt(slotReservations.slotStart, input.to),
      ),
    );
  return Object.fromEntries(rows.map((r) => [r.slotStart.toISOString(), r.count]));
}

/**
 * Takes one place in a slot, atomically: the insert creates the row at 1, a conflict increments it only while it
 * is below `max` (the row lock serializes concurrent takers). False when the slot is full.
 */
export async function takeSlot(
  db: Executor,
  input: { restaurantId: number; menuId: string; slotStart: Date; max: number | null },
): Promise<boolean> {
  if (input.max !== null && input.max <= 0) return false;
  const limit = input.max ?? 2_147_483_647;
  const rows = await db
    .insert(slotReservations)
    .values({ restaurantId: input.restaurantId, menuId: input.menuId, slotStart: input.slotStart, count: 1 })
    .onConflictDoUpdate({
      target: [slotReservations.restaurantId, slotReservations.menuId, slotReservations.slotStart],
      set: { count: sql`${slotReservations.count} + 1` },
      setWhere: sql`${slotReservations.count} < ${limit}`,
    })
    .returning({ count: slotReservations.count });
  return rows.length > 0;
}
