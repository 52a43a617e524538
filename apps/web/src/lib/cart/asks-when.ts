import type { OrderMode } from './order-mode';

/**
 * Whether the checkout asks when: take-out, and generic catering (a catering menu's notice, intervals and capacity are
 * a time the diner chooses). A suite's order has its delivery time; dine-in is for now. Apart
 * from order-mode.ts, which the menu's first load carries: only the cart and the checkout ask it.
 */
export const asksWhen = (mode: OrderMode) =>
  !mode.eventSuite && Boolean(mode.takeout || mode.genericCatering);
