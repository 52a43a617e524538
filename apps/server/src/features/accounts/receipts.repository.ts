import { and, asc, desc, eq, inArray, lt, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderLines, orders } from '../../db/schema';

export type ReceiptLineRow = typeof orderLines.$inferSelect;

/**
 * The user's placed orders, newest first, at one restaurant or all, before an instant or not. A checkout still awaiting
 * its payment, or whose payment failed, was never an order the diner paid: it is no receipt (and no "reorder").
 */
export async function ordersOfUser(
  db: Executor,
  userId: number,
  scope: { restaurantId?: number | undefined; limit: number; before?: Date | undefined },
) {
  const filters = [
    eq(orders.userId, userId),
    notInArray(orders.status, ['awaiting_payment', 'payment_failed']),
  ];
  if (scope.restaurantId !== undefined) filters.push(eq(orders.restaurantId, scope.restaurantId));
  if (scope.before) filters.push(lt(orders.createdAt, scope.before));
  return db
    .select()
    .from(orders)
    .where(and(...filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(scope.limit);
}

/** The lines of the orders, by order then position. */
export async function linesOfOrders(db: Executor, orderIds: number[]): Promise<ReceiptLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}
