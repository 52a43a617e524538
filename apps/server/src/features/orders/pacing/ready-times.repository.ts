/**
 * SQL of the report of quoted against actual ready times (packages/domain/src/pacing/ready-report.ts): each order of
 * a span of days, by its quoted time (its kept pickup time) in the restaurant's zone, with the first time staff marked
 * it ready. An order never marked ready (cancelled, or still open) is no measure of the kitchen and is left out.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orderEvents, orders } from '../../../db/schema';

export interface ReadyTimeRow {
  day: string;
  type: string;
  enteredByStaff: boolean;
  quotedAt: Date;
  readyAt: Date;
}

export async function readyTimesOf(
  db: Executor,
  input: { restaurantId: number; zone: string; from: string; to: string },
): Promise<ReadyTimeRow[]> {
  const { zone } = input;
  // The span's bounds are the zone's midnights, so the pickup-time index serves the range.
  const start = sql`((${input.from}::date)::timestamp at time zone ${zone})`;
  const end = sql`((${input.to}::date + 1)::timestamp at time zone ${zone})`;
  const readyAt = sql<Date>`min(${orderEvents.createdAt})`.mapWith((v: string | Date) => new Date(v));
  return db
    .select({
      day: sql<string>`to_char(${orders.pickupTime} at time zone ${zone}, 'YYYY-MM-DD')`,
      type: orders.type,
      enteredByStaff: sql<boolean>`coalesce((${orders.fulfilment} ->> 'enteredBy') = 'staff', false)`,
      quotedAt: orders.pickupTime,
      readyAt,
    })
    .from(orders)
    .innerJoin(
      orderEvents,
      and(
        eq(orderEvents.orderId, orders.id),
        eq(orderEvents.status, 'ready'),
        eq(orderEvents.type, 'status_changed'),
      ),
    )
    .where(
      and(
        eq(orders.restaurantId, input.restaurantId),
        sql`${orders.pickupTime} >= ${start}`,
        sql`${orders.pickupTime} < ${end}`,
      ),
    )
    .groupBy(orders.id);
}
