import { orderTypeOf } from '@ordering/domain/order-types/index';
import { linkFlags, type OrderLink } from '@ordering/domain/order-types/link';

/**
 * Whether the checkout asks when: the order's type is for a time slot the diner picks (take-out, and generic catering,
 * whose catering menu's notice, intervals and capacity are a time the diner chooses). A suite's order has its
 * delivery time; dine-in is for now. Apart from the link (order-types/link.ts), which the menu's first load carries: only the cart and
 * the checkout ask it.
 */
export const asksWhen = (mode: OrderLink) => orderTypeOf(linkFlags(mode))?.needs.slot === 'slot';
