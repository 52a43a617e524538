/**
 * A Stripe restaurant's checkout (decision 016): the Payment Element's configuration, and the payment method it makes
 * at Place order, once per attempt (a retry of the same attempt, whose answer was lost, sends the same one, so the
 * server's Idempotency-Key replay sees the same request).
 */
import type { OrderRead, SubmitOrderRequest } from '@ordering/domain/contracts/orders';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { StripeCardFields, type StripeCardHandle } from '../../components/stripe-card-fields';
import { ApiError, apiFetch } from '../../lib/api-client';
import { getPaymentConfig } from '../../lib/cart/api';
import { processorOf } from '../../lib/processors';
import type { CheckoutForm } from './checkout-form';

/** Stripe's own fields refused what the diner typed (said by the payment fields, with Stripe's message). */
export class CardEntryError extends Error {}

/** The processor does not take this card: the spec's message with its Try again and Re-add card buttons. */
export function isCardNotSupported(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === 410 &&
    typeof error.details === 'object' &&
    error.details !== null &&
    (error.details as { reason?: unknown }).reason === 'card_not_supported'
  );
}

/** 3-D Secure asked for: what the browser needs to complete it. */
export function authenticationOf(error: unknown): { clientSecret: string; checkoutId: string } | null {
  if (!(error instanceof ApiError) || error.code !== 410) return null;
  const details = (error.details ?? {}) as { reason?: unknown; clientSecret?: unknown; checkoutId?: unknown };
  return details.reason === 'authentication_required' &&
    typeof details.clientSecret === 'string' &&
    typeof details.checkoutId === 'string'
    ? { clientSecret: details.clientSecret, checkoutId: details.checkoutId }
    : null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After the bank's challenge, the checkout is placed by the server once Stripe shows it authorized: asked a few
 * times, since Stripe's search takes a moment to show a new authorization.
 */
export async function completeCheckout(
  restaurantId: number | string,
  checkoutId: string,
): Promise<OrderRead> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiFetch<OrderRead>(`/api/payments/checkouts/${encodeURIComponent(checkoutId)}/complete`, {
        method: 'POST',
        headers: { 'x-restaurant-id': String(restaurantId) },
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 409 || attempt >= 8) throw error;
      await pause(1000 + attempt * 500);
    }
  }
}

export function useStripeCard(restaurantId: number | string, file: RestaurantDataFile) {
  const enabled = processorOf(file).cardElement === StripeCardFields;
  const config = useQuery({
    queryKey: ['payment-config', restaurantId],
    queryFn: () => getPaymentConfig(restaurantId),
    enabled,
    staleTime: 5 * 60_000,
  });
  const handle = useRef<StripeCardHandle>(null);
  const attempt = useRef<string | null>(null);
  return {
    enabled,
    config: enabled ? (config.data?.stripe ?? null) : null,
    handle,
    /** Puts the Payment Element's payment method on a new-card order at a Stripe restaurant. */
    async attach(body: SubmitOrderRequest, form: CheckoutForm, wallet: unknown): Promise<void> {
      if (!enabled || wallet || form.paymentMethod !== 'credit_card' || form.savedCardId) return;
      if (!attempt.current) {
        const made = await handle.current?.paymentMethod();
        if (!made?.ok) throw new CardEntryError(made?.message ?? '');
        attempt.current = made.id;
      }
      body.data.checkout.card = { processor_token: attempt.current };
    },
    /**
     * The submission's refusal, or, when the bank asks the diner to confirm (3-D Secure), Stripe's challenge and then
     * the placed order. Stripe.js is loaded here too: a saved card shows no Payment Element.
     */
    async afterRefusal(error: unknown): Promise<OrderRead> {
      const action = authenticationOf(error);
      const stripeConfig = config.data?.stripe;
      if (!action || !stripeConfig) throw error;
      const { loadStripe } = await import('@stripe/stripe-js');
      const stripe = await loadStripe(stripeConfig.publishableKey, {
        ...(stripeConfig.account ? { stripeAccount: stripeConfig.account } : {}),
      });
      if (!stripe) throw error;
      const result = await stripe.handleNextAction({ clientSecret: action.clientSecret });
      // The server has answered this attempt: a refusal as a declined card, so the next try is a new attempt.
      if (result.error)
        throw new ApiError(402, 410, result.error.message ?? '', { reason: 'authentication_failed' });
      return completeCheckout(restaurantId, action.checkoutId);
    },
    /** The server answered: the next attempt makes a new payment method. */
    reset() {
      attempt.current = null;
    },
  };
}
