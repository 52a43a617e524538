import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderSettlements } from '../../db/schema';

/** When the change that holds an order's settlement started, or undefined when none holds it. */
export async function settlementClaim(db: Executor, orderRowId: number) {
  const [claim] = await db
    .select({ startedAt: orderSettlements.startedAt })
    .from(orderSettlements)
    .where(eq(orderSettlements.orderId, orderRowId));
  return claim;
}
