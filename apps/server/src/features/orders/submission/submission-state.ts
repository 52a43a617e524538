/**
 * Where a submission stands, asked by its Idempotency-Key: a checkout reloaded while its order was on its way (the
 * browser keeps the key on the device, checkout-storage.ts) learns whether the order was placed, and shows it,
 * instead of a full cart that looks as if nothing happened. The key is the device's own secret; a signed-in diner's
 * submission is told only to that diner. A key with no checkout, or one whose payment failed (its key is freed,
 * idempotency.ts), placed nothing: 404.
 */
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors/app-error';
import { findCheckoutByKey } from './checkouts.repository';
import type { CheckoutView } from './settle';

export type SubmissionState = { state: 'placed'; order: CheckoutView } | { state: 'paying' };

export async function submissionState(
  db: Executor,
  input: { restaurantId: number; key: string; userId: number | null },
): Promise<SubmissionState> {
  const row = await findCheckoutByKey(db, input.restaurantId, input.key);
  if (row && (row.userId === null || row.userId === input.userId)) {
    if (row.status === 'placed' && row.response)
      return { state: 'placed', order: row.response as CheckoutView };
    if (row.status === 'awaiting_payment') return { state: 'paying' };
  }
  throw new AppError(404, 'error.submissionNotFound');
}
