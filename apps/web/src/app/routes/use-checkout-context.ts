/**
 * The checkout's context of the moment (the questions asked of this way of ordering, the cart, what is left to pay,
 * the screen's own messages), and the form checked again on every change once the diner has tried to place it.
 */

import type { TFunction } from 'i18next';
import { useEffect, useMemo } from 'react';
import { type CheckoutContext, withQuestionsAsked } from '../../features/checkout/checkout-form';
import { checkoutErrors } from '../../features/checkout/checkout-schema';
import type { CartApi } from '../../lib/cart/cart-context';
import { currentTime } from '../../lib/clock';
import type { Locale } from '../../lib/locale';
import type { RestaurantData } from '../../lib/restaurant-data';
import type { CheckoutFormState } from './use-checkout-form';

interface Input {
  data: RestaurantData;
  cart: CartApi;
  locale: Locale;
  t: TFunction;
  state: CheckoutFormState;
  alcohol: boolean;
  paymentNotRequired: boolean;
}

export function useCheckoutContext({ data, cart, locale, t, state, alcohol, paymentNotRequired }: Input) {
  const { form, tried, setErrors } = state;
  const now = currentTime();
  // Only the questions asked of this way of ordering (their `modes`: a suite's number is not asked of a suite).
  const takeoutType = form.takeoutType;
  const file = useMemo(
    () => withQuestionsAsked(data, cart.mode, { takeoutType }),
    [data, cart.mode, takeoutType],
  );
  const ctx: CheckoutContext = {
    file,
    mode: cart.mode,
    items: cart.items,
    locale,
    now,
    alcohol,
    paymentNotRequired,
    texts: {
      slotRequired: t('checkout.slotRequired'),
      legalAgeRequired: t('checkout.legalAgeRequired'),
      deliveryOutside: t('checkout.deliveryOutside'),
    },
  };
  // Once the diner has tried to place the order, the messages follow every change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: ctx is rebuilt each render from the listed values.
  useEffect(() => {
    if (tried) setErrors(checkoutErrors(form, ctx, { wallet: tried === 'wallet' }));
  }, [form, tried, paymentNotRequired, alcohol, locale]);
  return { ctx, file, now };
}
