/** For tests only: the checkout's context on a demo restaurant, at Wednesday 12:00:30 in Toronto, in English. */
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { OrderLink } from '@ordering/domain/order-types/link';
import { type CheckoutContext, type CheckoutForm, EMPTY_FORM } from './checkout-form';

export const CHECKOUT_NOW = new Date('2026-11-25T17:00:30Z');

export function checkoutContext(
  file: RestaurantDataFile,
  mode: OrderLink,
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

/** A checkout form a diner filled in completely: contact, card, and the allergies question answered. */
export const completeCheckoutForm: CheckoutForm = {
  ...EMPTY_FORM,
  fullName: 'Avery Tremblay',
  email: 'avery@example.ca',
  phone: '4165550123',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvd: '123',
  answers: { 'q-allergies': 'none' },
};
