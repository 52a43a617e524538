/**
 * 3-D Secure on a tab's payments (the opening hold, another card, a share's payment), as the checkout does for an
 * order (features/checkout/stripe-card.ts): the server refuses the call with the payment's client secret, Stripe.js
 * runs the bank's challenge, then the server is asked to complete, and it asks Stripe itself whether the payment
 * passed. A failed challenge is said by the server, in the diner's language, as it cancelled the payment.
 */
import { ApiError } from '../../lib/api-client';

export interface TabChallenge {
  clientSecret: string;
  /** The opening or another card: what the completion names. */
  pendingId?: string;
  /** The opening: the member the completion makes, and its secret. */
  tabId?: string;
  memberId?: string;
  secret?: string;
}

/** The bank asks the diner to confirm: what the browser needs, or null for any other refusal. */
export function challengeOf(error: unknown): TabChallenge | null {
  if (!(error instanceof ApiError) || error.code !== 410) return null;
  const details = (error.details ?? {}) as Record<string, unknown>;
  if (details.reason !== 'authentication_required' || typeof details.clientSecret !== 'string') return null;
  const text = (key: string) => (typeof details[key] === 'string' ? { [key]: details[key] as string } : {});
  return {
    clientSecret: details.clientSecret,
    ...text('pendingId'),
    ...text('tabId'),
    ...text('memberId'),
    ...text('secret'),
  };
}

/** The processor does not take this card (the checkout's own refusal): the diner is asked for another. */
export function isCardNotSupported(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === 410 &&
    (error.details as { reason?: unknown } | undefined)?.reason === 'card_not_supported'
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks the server to complete, again while it answers that Stripe does not show the payment settled yet (409). */
export async function completing<T>(complete: () => Promise<T>, waitMs = 1000): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await complete();
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 409 || attempt >= 5) throw error;
      await pause(waitMs + attempt * 500);
    }
  }
}

/**
 * Stripe's challenge for `challenge`, then the server's completion. Whatever the challenge answered, the server is
 * asked: it says a failure in the diner's words and cancels the payment, so nothing stays waiting.
 */
export async function authenticate<T>(
  stripeConfig: { publishableKey: string; account?: string | null },
  challenge: TabChallenge,
  complete: () => Promise<T>,
): Promise<T> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(stripeConfig.publishableKey, {
    ...(stripeConfig.account ? { stripeAccount: stripeConfig.account } : {}),
  });
  if (stripe) await stripe.handleNextAction({ clientSecret: challenge.clientSecret });
  return completing(complete);
}
