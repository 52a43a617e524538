/** For tests only: the checkout's context on a demo restaurant, at Wednesday 12:00:30 in Toronto, in English. */
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { OrderMode } from '../../lib/cart/order-mode';
import type { CheckoutContext } from './checkout-form';

export const CHECKOUT_NOW = new Date('2026-11-25T17:00:30Z');

export function checkoutContext(
  file: RestaurantDataFile,
  mode: OrderMode,
  extra: Partial<CheckoutContext> = {},
): CheckoutContext {
  return {
    file,
    mode,
    items: [],
    locale: 'en-CA',
    now: CHECKOUT_NOW,
    alcohol: false,
    paymentNotRequired: false,
    texts: {
      slotRequired: 'Please choose a time.',
      legalAgeRequired: 'Please confirm your age.',
      deliveryOutside: 'We don’t deliver to this postal code.',
    },
    ...extra,
  };
}
