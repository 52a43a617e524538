/**
 * Outcomes: a refusal Stripe states (card_error) is a typed result (410, or 1803 for a processing error); an
 * answer that says nothing certain about what Stripe did (no connection, a timeout, a 5xx) is thrown as
 * `ProcessorUnreachable`, so the submission treats it as unknown and recovery asks Stripe later.
 */
import Stripe from 'stripe';
import type { PaymentFailure } from '../gateway';

/** The processor could not be reached or gave no certain answer: HTTP 503 for the caller, unknown for the pipeline. */
export class ProcessorUnreachable extends Error {
  readonly code = 503;
  constructor(cause: unknown) {
    super(`Stripe could not be reached: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

/** Runs one Stripe call: refusals become typed results, uncertain outcomes are thrown. */
export async function callStripe<T>(run: () => Promise<T>): Promise<T | PaymentFailure> {
  try {
    return await run();
  } catch (error) {
    const failure = failureOf(error);
    if (failure) return failure;
    throw new ProcessorUnreachable(error);
  }
}

/**
 * Stripe's errors as the spec's codes: declines 410 (insufficient funds said as such; a card Stripe does not take
 * said with its own message), a processing error or a request Stripe refused 1803, an unknown or already settled
 * intent 400. Connection failures, timeouts and 5xx answers return undefined: nothing certain is known.
 */
export function failureOf(error: unknown): PaymentFailure | undefined {
  if (!(error instanceof Stripe.errors.StripeError)) return undefined;
  if (error instanceof Stripe.errors.StripeConnectionError) return undefined;
  if (error.statusCode !== undefined && error.statusCode >= 500) return undefined;
  if (error instanceof Stripe.errors.StripeCardError) {
    const reason = error.decline_code ?? error.code;
    if (reason === 'insufficient_funds') return { ok: false, code: 410, reason: 'insufficient_funds' };
    if (reason === 'card_not_supported' || reason === 'currency_not_supported')
      return { ok: false, code: 410, reason: 'card_not_supported' };
    if (error.code === 'processing_error') return { ok: false, code: 1803, reason: 'processor_error' };
    if (error.code === 'invalid_number' || error.code === 'incorrect_number') return invalidCard();
    return { ok: false, code: 410, reason: 'declined' };
  }
  // The MOTO flag on an account Stripe has not enabled for it (decision 074): Stripe names that parameter.
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.param === 'payment_method_options[card][moto]' || /\bmoto\b/i.test(error.message))
  )
    return { ok: false, code: 410, reason: 'moto_not_enabled' };
  // A payment method Stripe will not charge again (used once without a customer, or another customer's).
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'payment_method_unexpected_state'
  )
    return { ok: false, code: 410, reason: 'card_not_supported' };
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.code === 'resource_missing' || error.code === 'payment_intent_unexpected_state')
  ) {
    // A saved card whose payment method this account does not know: another processor's or another account's.
    if (error.param === 'payment_method') return { ok: false, code: 410, reason: 'card_not_supported' };
    return unknownAuthorization();
  }
  return { ok: false, code: 1803, reason: 'processor_error' };
}

export function invalidCard(): PaymentFailure {
  return { ok: false, code: 400, reason: 'invalid_card' };
}

export function unknownAuthorization(): PaymentFailure {
  return { ok: false, code: 400, reason: 'unknown_authorization' };
}
