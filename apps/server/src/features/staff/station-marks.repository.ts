/** SQL of the station views: an order locked for a mark, and the marks ("station_done" order events) read back. */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { now } from '../../clock';
import type { Executor } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';

const STATION_DONE = 'station_done';

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

/** The stations that marked each order done, in the order they did. */
export async function stationsDoneOf(
  db: Executor,
  restaurantId: number,
  orderIds: readonly number[],
): Promise<Map<number, string[]>> {
  const done = new Map<number, string[]>();
  if (orderIds.length === 0) return done;
  const rows = await db
    .select({ orderId: orderEvents.orderId, data: orderEvents.data })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.restaurantId, restaurantId),
        inArray(orderEvents.orderId, [...orderIds]),
        eq(orderEvents.type, STATION_DONE),
      ),
    )
    .orderBy(asc(orderEvents.id));
  for (const row of rows) {
    const station = (row.data as { station?: unknown } | null)?.station;
    if (typeof station !== 'string') continue;
    const list = done.get(row.orderId) ?? [];
    if (!list.includes(station)) list.push(station);
    done.set(row.orderId, list);
  }
  return done;
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
