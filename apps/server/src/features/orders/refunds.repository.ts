import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import type { Executor } from '../../db/client';
import { orderRefunds } from '../../db/schema';

export type RefundRow = typeof orderRefunds.$inferSelect;

/** The lines (position and quantity) each earlier refund of the order took back. */
export async function refundLinesOf(db: Executor, orderId: number): Promise<{ lines: unknown }[]> {
  return db.select({ lines: orderRefunds.lines }).from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
}

/** Records a refund under a new public id. */
export async function insertRefund(
  db: Executor,
  refund: Omit<typeof orderRefunds.$inferInsert, 'publicId' | 'id'>,
): Promise<RefundRow> {
  const [row] = await db
    .insert(orderRefunds)
    .values({ publicId: nanoid(), ...refund })
    .returning();
  if (!row) throw new Error('refund insert returned no row');
  return row;
}
