/**
 * Learned make times on the server (packages/domain/src/pacing/learned.ts, decision 043): a sample written when staff
 * mark an "as soon as possible" order ready, and the figures the quote's floor reads. A scheduled order is accepted
 * long before it is made, so its accepted-to-ready is no make time and gives no sample.
 */
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { sampleOf } from '@ordering/domain/pacing/learned';
import type { Executor } from '../../../db/client';
import { acceptedAt, insertSample, loadLinesOf } from './make-time-samples.repository';

export { readLearned } from './make-time-samples.repository';

/** In the transaction marking the order ready: its sample, if it gives one. */
export async function recordReadySample(
  tx: Executor,
  file: Pick<RestaurantDataFile, 'menus' | 'restaurant'>,
  order: { id: number; restaurantId: number; fulfilment: unknown },
  readyAt: Date,
): Promise<void> {
  if (!file.restaurant.kitchen) return;
  if ((order.fulfilment as { scheduled?: unknown } | null)?.scheduled === true) return;
  const accepted = await acceptedAt(tx, order.id);
  if (!accepted) return;
  const sample = sampleOf(file, await loadLinesOf(tx, order.id), accepted, readyAt);
  if (sample)
    await insertSample(tx, { ...sample, restaurantId: order.restaurantId, orderId: order.id, at: readyAt });
}
