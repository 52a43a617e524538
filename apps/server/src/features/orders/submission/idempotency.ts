/**
 * Step 1, the Idempotency-Key: a request is fingerprinted without the card's number and CVD or a wallet's one-time
 * token (a retry whose wallet sheet was approved again is still the same order), and a key already used answers as
 * its checkout stands: placed (the first answer), still paying (try again shortly), or reused for another cart.
 */
import { createHash } from 'node:crypto';
import type { SubmitOrderRequest } from '@ordering/domain/contracts/orders';
import type { Executor } from '../../../db/client';
import { AppError, stillUnderWay } from '../../../errors/app-error';
import { type FailureBudget, lookupsSpent } from '../../../plugins/failure-budget';
import { checkoutKeyTaken, keyAnswerAndMenuVersion } from './checkouts.repository';
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

/**
 * A submission sent without an Idempotency-Key (decision 037) is keyed by its caller and its body within windows of
 * this length: the same body from the same caller in the same or the previous window is the same order, so a
 * double tap or a retry is deduplicated for at least this long and at most twice it.
 */
export const DERIVED_KEY_WINDOW_MS = 5 * 60_000;

const derivedKeyIn = (caller: string, hash: string, window: number) =>
  `derived.${createHash('sha256').update(`${caller}\n${hash}\n${window}`).digest('base64url')}`;

/**
 * The key of a submission sent without one: the previous window's, when that window already holds a checkout of
 * this caller and body (a retry across the windows' boundary), else the current window's. Two taps at once both
 * take the current window's key, and the key's unique index lets only one of them place the order.
 */
export async function derivedIdempotencyKey(
  db: Executor,
  restaurantId: number,
  caller: string,
  hash: string,
  at: Date,
): Promise<string> {
  const window = Math.floor(at.getTime() / DERIVED_KEY_WINDOW_MS);
  const previous = derivedKeyIn(caller, hash, window - 1);
  return (await checkoutKeyTaken(db, restaurantId, previous)) ? previous : derivedKeyIn(caller, hash, window);
}

/** How long a retry waits for the same key's submission still paying, before answering "still being processed". */
export const REPLAY_WAIT_MS = 15_000;
const POLL_MS = 50;

/** A submission naming a gift card, promo, subsidy or member code: whose failed look-ups it spends (failure-budget.ts). */
export interface LookupBudget {
  budget: FailureBudget;
  client: string;
}

/**
 * The key's answer (see `replay`), and the restaurant's `menu_version` read by the same statement: what the order is
 * priced with must be at least that version (decision 033), which costs no statement of its own. With `lookups` (a
 * submission naming a code), the client's failed look-ups are read by that statement too, and a spent budget is
 * refused (429) before any code is looked up, without a statement of its own (decision 060).
 */
export async function replayAndMenuVersion(
  db: Executor,
  restaurantId: number,
  key: string,
  hash: string,
  waitMs = REPLAY_WAIT_MS,
  lookups: LookupBudget | null = null,
): Promise<{ previous: CheckoutView | null; menuVersion: number | null }> {
  const until = Date.now() + waitMs;
  if (lookups) {
    const at = Date.now();
    const budgetKey = lookups.budget.sharedKey(lookups.client);
    const stored = await keyAnswerAndMenuVersion(db, restaurantId, key, { key: budgetKey, at });
    const wait =
      budgetKey === null
        ? await lookups.budget.retryAfter(lookups.client)
        : lookups.budget.retryAfterFrom(stored ?? undefined, at);
    if (wait > 0) throw lookupsSpent(wait);
    if (!stored?.status) return { previous: null, menuVersion: stored ? Number(stored.menu_version) : null };
  }
  for (;;) {
    const stored = await keyAnswerAndMenuVersion(db, restaurantId, key);
    const menuVersion = stored ? Number(stored.menu_version) : null;
    if (!stored?.status) return { previous: null, menuVersion };
    if (stored.request_hash !== hash) throw new AppError(409, 'error.idempotencyKeyReused');
    if (stored.status === 'placed' && stored.response)
      return { previous: stored.response as CheckoutView, menuVersion };
    if (Date.now() >= until) throw stillUnderWay(409, 'error.submissionInProgress', 5);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

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
  return (await replayAndMenuVersion(db, restaurantId, key, hash, waitMs)).previous;
}
