/**
 * Step 1, the Idempotency-Key: a request is fingerprinted without the card's number and CVD or a wallet's one-time
 * token (a retry whose wallet sheet was approved again is still the same order), and a key already used answers as
 * its checkout stands: placed (the first answer), still paying (try again shortly), or reused for another cart.
 */
import { createHash } from 'node:crypto';
import type { SubmitOrderRequest } from '@ordering/domain/contracts/orders';
import type { Executor } from '../../../db/client';
import { run } from '../../../db/statement';
import { AppError, stillUnderWay } from '../../../errors/app-error';
import type { CheckoutView } from './settle';

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

/**
 * The fingerprint of a submission, and whose it is: the same key and body from another account (or from a guest,
 * for an account's order) is another request, refused as a reused key, never answered with the first one's order.
 */
export function requestHash(body: SubmitOrderRequest, kind: string, userId: number | null): string {
  const {
    card: _card,
    applePayPaymentToken: _applePayToken,
    applePayPaymentDetails: _applePayDetails,
    googlePayPaymentPayload: _googlePay,
    ...checkout
  } = body.data.checkout;
  return createHash('sha256')
    .update(JSON.stringify({ kind, userId, ...body, data: { ...body.data, checkout } }))
    .digest('hex');
}

/** How long a retry waits for the same key's submission still paying, before answering "still being processed". */
export const REPLAY_WAIT_MS = 15_000;
const POLL_MS = 50;

/**
 * The answer for a key already used, or null when it is free. A submission with the same key still paying is waited
 * for (a double tap, a client retrying on its own timeout): the retry answers the first result, as the first
 * request will; only one that outlasts REPLAY_WAIT_MS answers 409 "still being processed". A key whose payment
 * failed has been freed, so the retry is a new attempt.
 */
export async function replay(
  db: Executor,
  restaurantId: number,
  key: string,
  hash: string,
  waitMs = REPLAY_WAIT_MS,
): Promise<CheckoutView | null> {
  const until = Date.now() + waitMs;
  for (;;) {
    // Fixed text, run for every submission (decision 021).
    const [stored] = await run<{ status: string; request_hash: string; response: unknown }>(db, {
      text: 'select status, request_hash, response from checkouts where restaurant_id = $1 and idempotency_key = $2',
      values: [restaurantId, key],
    });
    if (!stored) return null;
    if (stored.request_hash !== hash) throw new AppError(409, 'error.idempotencyKeyReused');
    if (stored.status === 'placed' && stored.response) return stored.response as CheckoutView;
    if (Date.now() >= until) throw stillUnderWay(409, 'error.submissionInProgress', 5);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
