/**
 * The checkout's submission: its idempotency key, the order's body, the answer (the confirmation, a refusal shown by
 * its field or as a toast). A route's hook, not a feature's: it joins the cart, checkout, suites and programs features,
 * which do not import one another (lint-features). Its parts: the request (use-order-submission.ts), what follows a
 * placed order (use-placed-order.ts), a submission resumed after a reload (use-resumed-submission.ts) and the form's
 * check (use-checkout-check.ts).
 */

import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import type { CheckoutContext } from '../../features/checkout/checkout-form';
import type { useStripeCard } from '../../features/checkout/stripe-card';
import { useOrderWhenOnline } from '../../features/checkout/use-order-when-online';
import type { WalletPayment } from '../../features/checkout/wallets';
import type { SuiteCheckout } from '../../features/suites/use-suite-checkout';
import { NO_TAB_ROUND, type TabRound } from '../../features/tabs/use-tab-round';
import type { CartApi } from '../../lib/cart/cart-context';
import type { RestaurantData } from '../../lib/restaurant-data';
import { useCheckoutCheck } from './use-checkout-check';
import type { CheckoutFormState } from './use-checkout-form';
import type { CheckoutPricing } from './use-checkout-pricing';
import { useOrderSubmission } from './use-order-submission';
import { usePlacedOrder } from './use-placed-order';
import { useResumedSubmission } from './use-resumed-submission';

export interface PlaceOrderInput {
  data: RestaurantData;
  cart: CartApi;
  t: TFunction;
  ctx: CheckoutContext;
  state: CheckoutFormState;
  pricing: CheckoutPricing;
  suite: SuiteCheckout;
  /** A round on the table's tab: named in the body, sent with the member's secret, nothing paid now. */
  tab?: TabRound;
  stripeCard: ReturnType<typeof useStripeCard>;
}

/**
 * Placing the order, by Place order or by a wallet: the form checked first, then the submission, the confirmation
 * after it, and a refusal said where the diner can act on it.
 */
export function usePlaceOrder(input: PlaceOrderInput) {
  const { data, t, ctx, state, pricing, tab = NO_TAB_ROUND } = input;
  // Offline, the order waits with its attempt (key and body) and is placed once when the connection returns.
  const mutate = useRef<(wallet?: WalletPayment) => void>(() => {});
  const connection = useOrderWhenOnline<WalletPayment | undefined>((wallet) => mutate.current(wallet));
  const inFlight = useRef<AbortController | null>(null);

  const placed = usePlacedOrder({ ...input, tab, connection });
  const submit = useOrderSubmission({ ...input, tab, connection, inFlight, placed });
  mutate.current = submit.mutate;

  const resume = useResumedSubmission({
    restaurantId: data.restaurant.id,
    pending: state.pending,
    submit,
    placed,
  });
  // A request left hanging when the device goes offline would spin until the browser gives up: it is dropped at once
  // and waits for the connection like one that failed.
  useEffect(() => {
    if (!connection.online) inFlight.current?.abort();
  }, [connection.online]);

  const { checkForm, onPlace } = useCheckoutCheck({
    t,
    ctx,
    state,
    costs: pricing.costs,
    send: () => connection.send(undefined),
  });

  return { submit, checkForm, onPlace, connection, resume };
}

export type PlacingOrder = ReturnType<typeof usePlaceOrder>;
