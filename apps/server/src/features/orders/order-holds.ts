/**
 * A cancelled order gives back what its checkout took for it in transaction 1 (submission/reserve.ts): its place in
 * each capped slot and its make-time in the kitchen's buckets, as a refused payment gives back the whole checkout's
 * (submission/settle.ts `releaseCheckout`). Only the buckets from the current one on are given back: the kitchen's
 * time in a bucket already past is spent, whether or not the order was made. Holds name their order, so one order of
 * a hub's or a K-12 checkout gives back its own part alone; holds kept before they did are left as they were.
 */
import { bucketOf } from '@ordering/domain/pacing/kitchen';
import type { Executor } from '../../db/client';
import { releaseLoads } from './pacing/kitchen-loads.repository';
import { type CheckoutPayment, findCheckoutPayment, releaseSlot } from './submission/checkouts.repository';

/** Gives back the order's holds, in the caller's transaction; true when a slot was given back (slotsChanged). */
export async function giveBackOrderHolds(
  tx: Executor,
  order: { id: number; restaurantId: number; checkoutId: number | null },
  now: Date,
): Promise<boolean> {
  if (order.checkoutId === null) return false;
  const payment = (await findCheckoutPayment(tx, order.checkoutId)) as CheckoutPayment | null;
  if (!payment?.holds) return false;
  const slots = payment.holds.slots.filter((s) => s.orderId === order.id);
  for (const slot of slots) await releaseSlot(tx, order.restaurantId, slot);
  const current = bucketOf(now.getTime());
  for (const hold of payment.holds.kitchen ?? []) {
    if (hold.orderId !== order.id) continue;
    const ahead = hold.allocations.filter((a) => a.bucket >= current);
    await releaseLoads(tx, order.restaurantId, hold.kitchen, ahead);
  }
  return slots.length > 0;
}
