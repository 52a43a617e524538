import { orderTypeOf } from '@ordering/domain/order-types/index';
import { modeFlags, type OrderMode } from './order-mode';

/**
 * Whether the checkout asks when: the order's type is for a time slot the diner picks (take-out, and generic catering,
 * whose catering menu's notice, intervals and capacity are a time the diner chooses). A suite's order has its
 * delivery time; dine-in is for now. Apart from order-mode.ts, which the menu's first load carries: only the cart and
 * the checkout ask it.
 */
export const asksWhen = (mode: OrderMode) => orderTypeOf(modeFlags(mode))?.needs.slot === 'slot';
