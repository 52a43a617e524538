/**
 * For tests only: usePlaceOrder as the checkout route uses it, on maple-table, without the server's pricing, suites
 * or Stripe (checkout-resume, place-order-offline and another-round-checkout tests). The stubs stand in for what
 * usePlaceOrder takes besides the form and the cart; `renderCheckoutRoute` mounts a checkout screen at
 * /maple-table/checkout with the page the placed order leads to.
 */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import type { RestaurantData } from '../../lib/restaurant-data';
import { demoDataFile } from '../../testing/demo-data';
import { renderRoutes } from '../../testing/render';
import type { CheckoutPricing } from './use-checkout-pricing';
import type { usePlaceOrder } from './use-place-order';

type PlaceOrderInput = Parameters<typeof usePlaceOrder>[0];

export const mapleTable = { ...demoDataFile('maple-table'), version: 1 } as RestaurantData;

/** One poutine at $11, the cart of every case. */
export const poutine = {
  id: 'mt-poutine',
  menu_id: 'mt-dinner',
  section_id: 'mt-s-starters',
  orderId: 1,
  quantity: 1,
  orderPrice: 11,
  orderOptions: [],
} as unknown as CartItem;

/** The costs of the poutine as the server priced them: $11 charged. */
export const pricing = {
  costs: { data: { total: 11, totalWithTip: 11, amountToCharge: 11 } },
  costChoice: {},
  programs: { checkoutExtras: {} },
} as unknown as CheckoutPricing;

/** Not a suite's order: nothing added to the submission, nothing to do after it. */
export const suite = { patch: () => ({}), afterSubmit: () => {} } as unknown as PlaceOrderInput['suite'];

/** No Stripe card element: nothing to attach, a refusal stays the submission's. */
export const stripeCard = {
  attach: async () => {},
  afterRefusal: (error: unknown) => Promise.reject(error),
  reset: () => {},
} as unknown as PlaceOrderInput['stripeCard'];

/** Mounts `checkout` at /maple-table/checkout?`query`; a placed order leads to `placed` (/maple-table/orders/:id). */
export function renderCheckoutRoute(checkout: ReactElement, placed: ReactElement, query: string) {
  const router = createMemoryRouter(
    [
      { path: '/maple-table/checkout', element: checkout },
      { path: '/maple-table/orders/:id', element: placed },
    ],
    { initialEntries: [`/maple-table/checkout?${query}`] },
  );
  return renderRoutes(router);
}
