import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderLines, orders } from '../../db/schema';

export type ReceiptLineRow = typeof orderLines.$inferSelect;

/** The user's orders, newest first, at one restaurant or all, before an instant or not. */
export async function ordersOfUser(
  db: Executor,
  userId: number,
  scope: { restaurantId?: number | undefined; limit: number; before?: Date | undefined },
) {
  const filters = [eq(orders.userId, userId)];
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
