/** The board's reads: placed orders (never those awaiting payment or whose payment failed) and their details. */
import { and, asc, eq, gte, inArray, lt, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { checkouts, orderLines, orderRefunds, orders, orderTenders, users } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
export type TenderRow = typeof orderTenders.$inferSelect;
export type RefundRow = typeof orderRefunds.$inferSelect & { by: string | null };
export type PlacedOrderRow = { order: OrderRow; checkoutPublicId: string | null };

const placed = () => notInArray(orders.status, ['awaiting_payment', 'payment_failed']);

/** Placed orders due in [from, to), by time then number. */
export async function placedOrdersDue(
  db: Executor,
  restaurantId: number,
  filter: { statuses?: string[] | undefined; from: Date; to: Date; kitchen?: string | undefined },
): Promise<PlacedOrderRow[]> {
  return db
    .select({ order: orders, checkoutPublicId: checkouts.publicId })
    .from(orders)
    .leftJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        placed(),
        gte(orders.pickupTime, filter.from),
        lt(orders.pickupTime, filter.to),
        filter.statuses ? inArray(orders.status, filter.statuses) : undefined,
        filter.kitchen ? eq(orders.menuId, filter.kitchen) : undefined,
      ),
    )
    .orderBy(asc(orders.pickupTime), asc(orders.number));
}

export async function placedOrdersByPublicId(
  db: Executor,
  restaurantId: number,
  publicIds: readonly string[],
): Promise<PlacedOrderRow[]> {
  return db
    .select({ order: orders, checkoutPublicId: checkouts.publicId })
    .from(orders)
    .leftJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(and(eq(orders.restaurantId, restaurantId), inArray(orders.publicId, [...publicIds]), placed()));
}

/** The lines, tenders and refunds (with who refunded) of the orders: one query each, whatever their number. */
export async function detailsOfOrders(
  db: Executor,
  restaurantId: number,
  orderIds: number[],
): Promise<{ lines: LineRow[]; tenders: TenderRow[]; refunds: RefundRow[] }> {
  const [lines, tenders, refunds] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.restaurantId, restaurantId), inArray(orderLines.orderId, orderIds)))
      .orderBy(asc(orderLines.orderId), asc(orderLines.position)),
    db
      .select()
      .from(orderTenders)
      .where(and(eq(orderTenders.restaurantId, restaurantId), inArray(orderTenders.orderId, orderIds)))
      .orderBy(asc(orderTenders.id)),
    db
      .select({ refund: orderRefunds, by: users.email })
      .from(orderRefunds)
      .leftJoin(users, eq(users.id, orderRefunds.userId))
      .where(and(eq(orderRefunds.restaurantId, restaurantId), inArray(orderRefunds.orderId, orderIds)))
      .orderBy(asc(orderRefunds.id)),
  ]);
  return { lines, tenders, refunds: refunds.map((r) => ({ ...r.refund, by: r.by })) };
}
