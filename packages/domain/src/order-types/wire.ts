/**
 * The words of the API for how a diner orders, as clients send them: the `type` of the cart and order calls and the
 * take-out choice of the request's `config`. They are the wire's and stay as they are; what each one means is said by
 * the order-type files beside this one (index.ts finds the file for a word).
 */

/**
 * The `type` a cart or order call names. 'take-out' is take-out before the diner chose pickup or delivery. In the
 * order the staff board's filter lists them (apps/web/src/features/staff/board.ts).
 */
export const ORDER_TYPE_VALUES = [
  'dine-in',
  'pickup',
  'take-out',
  'delivery',
  'catering',
  'generic-catering',
  'school',
] as const;
export type OrderType = (typeof ORDER_TYPE_VALUES)[number];

/** The take-out choice of a request's `config.takeoutType` (and of the `takeoutType` query parameter). */
export const TAKEOUT_CHOICES = ['pickup', 'delivery'] as const;
export type TakeoutChoice = (typeof TAKEOUT_CHOICES)[number];

/**
 * The order-type flags a request's `config` carries (read by apps/server/src/features/orders/cart-rules.ts
 * `orderFlagsOf` and the web's link, both through link.ts `linkFlags`).
 */
export interface OrderFlags {
  /** Suite pre-order: an event suite id and not event-day ordering. */
  preOrdering?: boolean;
  /** Event-day ordering in a suite: an event suite id and event-day ordering (a catering order to the suite). */
  eventDay?: boolean;
  genericCatering?: boolean;
  /** The restaurant is a K-12 (school meals) restaurant. */
  k12?: boolean;
  takeout?: boolean;
  /** The pickup choice, once made. */
  takeoutType?: TakeoutChoice | null;
  tableNum?: string | number | null;
  anotherRoundId?: string | null;
}

/** Whether a flag's value is given: a table number of blanks is none. */
export const present = (v: string | number | null | undefined) =>
  v !== null && v !== undefined && String(v).trim() !== '';
