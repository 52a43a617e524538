/**
 * A Stripe restaurant's checkout (decision 016): the Payment Element's configuration, and the payment method it makes
 * at Place order, once per attempt (a retry of the same attempt, whose answer was lost, sends the same one, so the
 * server's Idempotency-Key replay sees the same request).
 */
import type { SubmitOrderRequest } from '@ordering/domain/contracts/orders';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from '../../lib/api-client';
import { getPaymentConfig } from '../cart/api';
import type { CheckoutForm } from './checkout-form';
import type { StripeCardHandle } from './components/stripe-card-fields';

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

export function useStripeCard(restaurantId: number | string, file: RestaurantDataFile) {
  const enabled = file.restaurant.payment_processor === 'stripe';
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
    /** The server answered: the next attempt makes a new payment method. */
    reset() {
      attempt.current = null;
    },
  };
}
