/**
 * The order's request: its idempotency key and body kept for the attempt's retries, and a refusal said where the
 * diner can act on it (a field, the card, the wallet, the tab's panel or a toast). A part of usePlaceOrder
 * (use-place-order.ts).
 */

import type { OrderRead } from '@ordering/domain/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useRef } from 'react';
import { orderBody } from '../../features/checkout/checkout-form';
import { writeCheckout } from '../../features/checkout/checkout-storage';
import { changedCostsKey, orderErrorText, paymentRefusalText } from '../../features/checkout/order-errors';
import { CardEntryError, isCardNotSupported } from '../../features/checkout/stripe-card';
import type { WalletPayment } from '../../features/checkout/wallets';
import { trackFunnel, wayOfType } from '../../lib/analytics';
import { ApiError, endsAttempt } from '../../lib/api-client';
import { submitOrder } from '../../lib/cart/api';
import { reportFailure } from '../../lib/error-reports';
import { isNoAnswer } from '../../lib/online';
import { toast } from '../../lib/toast';
import type { PlaceOrderInput } from './use-place-order';

/** A key for one submission attempt: kept across retries of the same attempt, new once the server refused it. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

type OrderSubmissionInput = Omit<PlaceOrderInput, 'tab'> & {
  tab: NonNullable<PlaceOrderInput['tab']>;
  /** The offline queue: an attempt without an answer waits in it for the connection. */
  connection: { hold: (wallet: WalletPayment | undefined) => void; settled: () => void };
  /** The request on its way, dropped when the device goes offline. */
  inFlight: RefObject<AbortController | null>;
  placed: (order: OrderRead) => void;
};

/** The submission's mutation: its argument is the wallet's payment when a wallet placed the order. */
export function useOrderSubmission({
  data,
  t,
  ctx,
  state,
  pricing,
  suite,
  tab,
  stripeCard,
  connection,
  inFlight,
  placed,
}: OrderSubmissionInput) {
  const queryClient = useQueryClient();
  const r = data.restaurant;
  const { form, choice, date, pending, giftCard } = state;
  const { costs, costChoice, programs } = pricing;
  const sent = useRef<{ key: string; body: ReturnType<typeof orderBody> } | null>(null);

  return useMutation({
    mutationFn: async (wallet?: WalletPayment) => {
      if (!costs.data) throw new Error('no costs');
      // A retry after a lost answer (or after a reload while it was on its way) keeps its key, wallet or not, and
      // the moment its body was made (the ASAP time follows it), so the server answers the first result instead of
      // charging again; so does a retry after an answer asking for one (still being processed, a 5xx). A refusal
      // ends the attempt (onError clears the key). The key is on the device before the request leaves.
      if (!pending.current) {
        pending.current = { key: newIdempotencyKey(), at: new Date().toISOString() };
        writeCheckout(r.slug, { form, choice, date, pending: pending.current, giftCard: giftCard.current });
      }
      const key = pending.current.key;
      // The attempt's retry sends the body it sent first (kept in memory only: it holds the card), so a costs answer
      // fetched again or a line changed meanwhile does not make it another request under the same key: the server
      // answers the first attempt's result. After a reload the body is made again, at the attempt's moment.
      let body = sent.current?.key === key ? sent.current.body : null;
      if (!body) {
        body = orderBody(form, { ...ctx, now: new Date(pending.current.at) }, costChoice, costs.data, wallet);
        body.data.checkout = { ...body.data.checkout, ...programs.checkoutExtras };
        // A suite's order: its event suite, its delivery time and how the suite pays.
        Object.assign(body, suite.patch(body));
        body = tab.patch(body);
        await stripeCard.attach(body, form, wallet);
        sent.current = { key, body };
      }
      // 3-D Secure: the bank's challenge in Stripe's frame, then the order placed (else the refusal as it was).
      inFlight.current = new AbortController();
      return submitOrder(r.id, body, key, r.marketplace_hub, inFlight.current.signal, tab.headers).catch(
        (error) => stripeCard.afterRefusal(error),
      );
    },
    onSuccess: (order) => {
      trackFunnel(r.slug, 'order-placed', wayOfType(order.type));
      placed(order);
    },
    onError: (error, wallet) => {
      // No answer (offline, the connection dropped): the attempt keeps its key and waits for the connection, said
      // at once by the checkout; its retry returns the order if this one reached the server.
      if (isNoAnswer(error)) {
        connection.hold(wallet);
        return;
      }
      connection.settled();
      reportFailure('submit', error, {
        code: error instanceof ApiError ? error.code : undefined,
        restaurant: r.slug,
      });
      // The server refused it: that attempt is over, the next one is a new order attempt with a new key. An answer
      // asking to retry keeps the attempt (endsAttempt): its retry may get the order a crash left to recovery.
      if (endsAttempt(error)) {
        pending.current = null;
        stripeCard.reset();
        writeCheckout(r.slug, { form, choice, date, pending: null, giftCard: giftCard.current });
      }
      if (error instanceof ApiError && error.code === 428) {
        // The menu changed on the server, or the gift card's or the credits' balance: read it again, and the costs
        // with it. Placing waits for the new costs (checkout.tsx), so the diner sees the new split before paying.
        void queryClient.invalidateQueries({ queryKey: ['restaurant', r.slug] });
        void queryClient.invalidateQueries({ queryKey: ['costs'] });
        toast.warning(t(changedCostsKey(error)));
        return;
      }
      // A round the tab refused (another card needed, a declined raise, a closed tab): said by the tab's panel.
      if (tab.refused(error)) return;
      if (wallet) {
        // A wallet's refusal belongs to the wallet (its sheet has failed): said by the express checkout, not the card.
        toast.error(orderErrorText(error, t));
        return;
      }
      if (sayPaymentRefusal(error, state, t)) return;
      toast.error(orderErrorText(error, t));
    },
  });
}

/**
 * A refusal of the card (declined, not supported, failed to read) said by the payment fields, which the diner
 * is brought to so they can try another card; false when the refusal is not the card's.
 */
function sayPaymentRefusal(
  error: Error,
  { setNotSupported, setPaymentError, paymentErrorRef }: PlaceOrderInput['state'],
  t: PlaceOrderInput['t'],
): boolean {
  const cardNotSupported = isCardNotSupported(error);
  setNotSupported(cardNotSupported);
  const refusal = cardNotSupported
    ? t('checkout.cardNotSupported')
    : error instanceof CardEntryError
      ? error.message || t('checkout.cardDeclined')
      : paymentRefusalText(error, t);
  if (refusal) {
    setPaymentError(refusal);
    // After the paint that shows it: the diner hears it and lands by the card fields to try another card.
    requestAnimationFrame(() => {
      paymentErrorRef.current?.scrollIntoView({ block: 'center' });
      paymentErrorRef.current?.focus();
    });
    return true;
  }
  return false;
}
