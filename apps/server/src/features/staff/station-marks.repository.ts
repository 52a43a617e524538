/** SQL of the station views: an order locked for a mark, and the mark (a "station_done" order event) written. */
import { and, eq, notInArray } from 'drizzle-orm';
import { now } from '../../clock';
import type { Executor } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';

/** The order event a station's done mark is (the board's read looks for it: staff-orders.repository.ts). */
export const STATION_DONE = 'station_done';

/** A placed order of the restaurant, locked until the transaction ends. */
export async function lockPlacedOrder(db: Executor, restaurantId: number, publicId: string) {
  const [row] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        eq(orders.publicId, publicId),
        notInArray(orders.status, ['awaiting_payment', 'payment_failed']),
      ),
    )
    .for('no key update');
  return row;
}

export async function insertStationDone(
  db: Executor,
  mark: { restaurantId: number; orderId: number; station: string; by: number },
) {
  await db.insert(orderEvents).values({
    restaurantId: mark.restaurantId,
    orderId: mark.orderId,
    type: STATION_DONE,
    data: { station: mark.station, by: mark.by },
    // The ordering clock's time, as every event's (orders.repository.ts, insertEvent).
    createdAt: now(),
  });
}
