/** The order settlement claims (one money change at a time per order) and the tender reads of order-payments.ts. */
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderSettlements, orders, orderTenders } from '../../db/schema';
import type { TenderRow } from './orders.repository';

/**
 * Claims the order's settlement for `action`: true when no claim is held or the one held started before `stale`
 * (it is then taken over), false when another change holds it.
 */
export async function insertSettlementClaim(
  tx: Executor,
  order: { id: number; restaurantId: number },
  claim: { action: string; now: Date; stale: Date },
): Promise<boolean> {
  const [row] = await tx
    .insert(orderSettlements)
    .values({
      orderId: order.id,
      restaurantId: order.restaurantId,
      action: claim.action,
      startedAt: claim.now,
    })
    .onConflictDoUpdate({
      target: orderSettlements.orderId,
      set: { action: claim.action, startedAt: claim.now },
      setWhere: lt(orderSettlements.startedAt, claim.stale),
    })
    .returning({ orderId: orderSettlements.orderId });
  return row !== undefined;
}

export async function deleteSettlementClaim(tx: Executor, orderId: number) {
  await tx.delete(orderSettlements).where(eq(orderSettlements.orderId, orderId));
}

/** Whether one of the orders has a settlement claimed since `since`. */
export async function anySettlingSince(tx: Executor, orderIds: number[], since: Date): Promise<boolean> {
  const [settling] = await tx
    .select({ orderId: orderSettlements.orderId })
    .from(orderSettlements)
    .where(and(inArray(orderSettlements.orderId, orderIds), gte(orderSettlements.startedAt, since)))
    .limit(1);
  return settling !== undefined;
}

/** Every card tender of the restaurant on one authorization, locked in id order (`no key update`). */
export async function lockCardShares(tx: Executor, restaurantId: number, reference: string) {
  return tx
    .select({ id: orderTenders.id, orderId: orderTenders.orderId, details: orderTenders.details })
    .from(orderTenders)
    .where(
      and(
        eq(orderTenders.restaurantId, restaurantId),
        eq(orderTenders.reference, reference),
        eq(orderTenders.kind, 'card'),
      ),
    )
    .orderBy(asc(orderTenders.id))
    .for('no key update');
}

export async function findTender(tx: Executor, id: number): Promise<TenderRow | undefined> {
  const [row] = await tx.select().from(orderTenders).where(eq(orderTenders.id, id));
  return row;
}

/** The card tender of an order by its public id: what a counter order's card paid (counter-order.service.ts). */
export async function cardTenderOfOrder(db: Executor, restaurantId: number, publicId: string) {
  const [row] = await db
    .select({ amountCents: orderTenders.amountCents, details: orderTenders.details })
    .from(orderTenders)
    .innerJoin(orders, eq(orders.id, orderTenders.orderId))
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        eq(orders.publicId, publicId),
        eq(orderTenders.kind, 'card'),
      ),
    )
    .limit(1);
  return row;
}
