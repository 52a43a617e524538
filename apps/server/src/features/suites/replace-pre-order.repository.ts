import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema';

export async function orderByPublicId(db: Executor, publicId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.publicId, publicId)).limit(1);
  return row;
}

/** The pre-orders of an event suite placed after `createdAt` (a change's replacement among them). */
export async function preOrdersAfter(db: Executor, eventSuiteId: number, createdAt: Date) {
  return db
    .select({ number: orders.number, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.eventSuiteId, eventSuiteId),
        eq(orders.suiteOrderKind, 'pre-order'),
        gt(orders.createdAt, createdAt),
      ),
    );
}
