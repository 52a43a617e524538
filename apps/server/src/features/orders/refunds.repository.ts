import { asc, eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import type { Executor } from '../../db/client';
import { orderRefunds } from '../../db/schema';

export type RefundRow = typeof orderRefunds.$inferSelect;

/** The lines (position and quantity) each earlier refund of the order took back, and its tenders, oldest first. */
export async function refundLinesOf(
  db: Executor,
  orderId: number,
): Promise<{ lines: unknown; tenders: unknown }[]> {
  return db
    .select({ lines: orderRefunds.lines, tenders: orderRefunds.tenders })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id));
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

/** The processor's refund ids of the order's earlier refunds. */
export async function refundIdsOf(db: Executor, orderId: number): Promise<Set<string>> {
  const rows = await db
    .select({ tenders: orderRefunds.tenders })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return new Set(
    rows.flatMap((r) =>
      ((r.tenders as { refundId?: string | null }[]) ?? []).flatMap((t) => t.refundId ?? []),
    ),
  );
}
